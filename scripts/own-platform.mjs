// A platform of its own for a hard test or a benchmark: app processes started as in production on their own database (a SQLite file,
// or a fresh PostgreSQL database), uploads and attachments folders, port and secrets, kept across restarts.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './prepare.mjs';
import { freePort } from './free-port.mjs';
import { signIn, startApp } from './app-process.mjs';

const require = createRequire(path.join(ROOT, 'cms', 'package.json'));
const secret = () => crypto.randomBytes(16).toString('hex');

/**
 * A platform of its own, named by `label`; `databasePort` is where the app reaches PostgreSQL (a test's proxy in front
 * of it), 5432 by default; `processes` app processes share its database and folders (each on its own port), with the
 * settings `env` adds.
 */
export async function ownPlatform(client, { label, databasePort = 5432, processes = 1, env: settings = {} }) {
  const name = `hard-${label}-${client}-${process.pid}`;
  const dir = path.join(ROOT, 'cms', '.tmp', name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const ports = [];
  for (let i = 0; i < processes; i += 1) ports.push(await freePort());
  const env = {
    PUBLIC_DIR: path.join(dir, 'public'),
    ATTACHMENTS_DIR: path.join(dir, 'attachments'),
    SEED_IDEAS: '0',
    SEED_ACTIVITY: 'false',
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    APP_KEYS: `${secret()},${secret()}`,
    // Demo passwords are public: the fewest bcrypt rounds a demo platform allows, so that its seed and sign-ins are quick.
    PASSWORD_HASH_ROUNDS: '4',
    ...settings,
  };
  let dropDatabase = () => undefined;
  if (client === 'postgres') {
    const database = `platform_hard_${label.replace(/\W/g, '_')}_${process.pid}`;
    const { Client } = require('pg');
    const admin = async (statement) => {
      const connection = new Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' });
      await connection.connect();
      try {
        await connection.query(statement);
      } finally {
        await connection.end();
      }
    };
    await admin(`DROP DATABASE IF EXISTS ${database}`);
    await admin(`CREATE DATABASE ${database}`);
    Object.assign(env, { DATABASE_CLIENT: 'postgres', DATABASE_URL: `postgres://postgres@127.0.0.1:${databasePort}/${database}` });
    dropDatabase = () => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
  const dbFile = `.tmp/${name}/data.db`;
  // The scripts read the app's settings from the environment, as an operator's shell would hold them.
  const scriptEnv = { ...process.env, ...env, PORT: String(ports[0]), DATABASE_CLIENT: env.DATABASE_CLIENT ?? 'sqlite', DATABASE_FILENAME: dbFile };
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  const platform = {
    dir,
    /** The first process's address (each process's: `bases`). */
    base: bases[0],
    bases,
    child: null,
    children: [],
    /** The database's own connection string, for what a test checks or sets behind the API. */
    databaseUrl: env.DATABASE_URL?.replace(`:${databasePort}/`, ':5432/'),
    async start() {
      // One after another: the first makes the database's tables, the others find them made.
      platform.children = [];
      /** Seconds until each process answered: the first made the database, the others started on a made one. */
      platform.startSeconds = [];
      for (const port of ports) {
        const { child, startSeconds } = await startApp(port, dbFile, { ...env, PORT: String(port) });
        platform.children.push(child);
        platform.startSeconds.push(startSeconds);
      }
      platform.child = platform.children[0];
      platform.auth = { Authorization: `Bearer ${await signIn(platform.base)}` };
    },
    async stop() {
      await Promise.all(
        platform.children
          .filter((child) => child.exitCode === null && child.signalCode === null)
          .map((child) => {
            child.kill('SIGTERM');
            return new Promise((resolve) => child.once('exit', resolve));
          }),
      );
    },
    /** Runs `npm run <name>`'s script; the test's own requests go on meanwhile. */
    script(name, ...args) {
      const child = spawn(process.execPath, [path.join(ROOT, 'scripts', `${name}.mjs`), ...args], { cwd: ROOT, env: scriptEnv });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      return new Promise((resolve) => child.once('close', (status) => resolve({ status, output })));
    },
    async call(method, url, body) {
      const init = { method, headers: { ...platform.auth } };
      if (body instanceof FormData) init.body = body;
      else if (body) Object.assign(init, { body: JSON.stringify(body), headers: { ...init.headers, 'content-type': 'application/json' } });
      const res = await fetch(`${platform.base}${url}`, init);
      const type = res.headers.get('content-type') ?? '';
      return { status: res.status, body: type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer()) };
    },
    /** A statement on the platform's database behind the API (to make something due now); `$1`-style parameters. */
    async sql(statement, params = []) {
      if (client !== 'postgres') {
        const Database = require('better-sqlite3');
        const db = new Database(path.join(ROOT, 'cms', dbFile), { timeout: 10_000 });
        try {
          const values = [...statement.matchAll(/\$(\d+)/g)].map(([, at]) => params[Number(at) - 1]);
          const prepared = db.prepare(statement.replace(/\$\d+/g, '?'));
          return prepared.reader ? prepared.all(values) : (prepared.run(values), []);
        } finally {
          db.close();
        }
      }
      const { Client } = require('pg');
      const connection = new Client({ connectionString: platform.databaseUrl });
      await connection.connect();
      try {
        return (await connection.query(statement, params)).rows;
      } finally {
        await connection.end();
      }
    },
    async cleanUp() {
      await platform.stop();
      await dropDatabase();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return platform;
}
