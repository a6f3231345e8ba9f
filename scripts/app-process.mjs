import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './prepare.mjs';
import { throwawayServerEnv } from './throwaway-server.mjs';

/** The app started as in production on a throwaway SQLite file under cms/, once it answers /_health. */
export async function startApp(port, dbFile, overrides = {}) {
  const env = { ...process.env, ...throwawayServerEnv({ port, dbFile, ...overrides }) };
  const cmsDir = path.join(ROOT, 'cms');
  const child = spawn(
    process.execPath,
    ['-e', "require('@strapi/strapi').createStrapi({ appDir: process.cwd(), distDir: process.cwd() + '/dist' }).start()"],
    { cwd: cmsDir, env, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app stopped during start (exit ${child.exitCode}).`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/_health`);
      if (res.status === 204) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 600_000) throw new Error('The app did not start within 10 minutes.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, startSeconds: (Date.now() - started) / 1000 };
}

/** Stops an app and removes its database files. */
export async function stopApp(child, dbFile) {
  if (child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  const dbPath = path.join(ROOT, 'cms', dbFile);
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${dbPath}${suffix}`, { force: true });
}

export async function signIn(base, identifier = 'admin@demo.no') {
  const res = await fetch(`${base}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password: 'Demo2026!' }),
  });
  if (!res.ok) throw new Error(`Sign-in failed: ${res.status}`);
  return (await res.json()).jwt;
}
