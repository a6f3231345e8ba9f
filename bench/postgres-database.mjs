// A throwaway PostgreSQL database for a benchmark run on PostgreSQL (BENCH_DATABASE=postgres).
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../scripts/prepare.mjs';

const cmsRequire = createRequire(path.join(ROOT, 'cms', 'package.json'));

/** Creates `platform_bench_<label>_<time>_<pid>` on the local server; `drop()` removes it, connections and all. */
export async function throwawayPostgres(label) {
  const { Client } = cmsRequire('pg');
  const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `platform_bench_${label}_${Date.now()}_${process.pid}`;
  const admin = async (statement) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
