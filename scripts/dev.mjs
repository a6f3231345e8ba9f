// `npm run dev`: Strapi in develop mode on :1337 (API and its panel at /cms, reloading on change) and the Vite
// dev servers of the site (:5173) and the admin app (:5174/admin/), which proxy /api to Strapi.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, ensureBuilt, ensureEnvFile, ensureInstalled } from './prepare.mjs';

await ensureInstalled();
ensureEnvFile();
await ensureBuilt(['shared']);

const processes = [
  { name: 'cms', command: ['npx', 'strapi', 'develop'], cwd: path.join(ROOT, 'cms') },
  { name: 'site', command: ['npm', 'run', 'dev', '-w', 'site'], cwd: ROOT },
  { name: 'admin', command: ['npm', 'run', 'dev', '-w', 'admin'], cwd: ROOT },
];

const children = processes.map(({ name, command, cwd }) => {
  const child = spawn(command[0], command.slice(1), { cwd, env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'http' } });
  const prefix = `[${name}]`.padEnd(8);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) console.log(`${prefix}${line}`);
    });
  }
  child.on('exit', (code) => {
    console.log(`${prefix}stopped (${code ?? 'signal'}); stopping the others.`);
    for (const other of children) other.kill('SIGTERM');
    process.exitCode = code ?? 1;
  });
  return child;
});

console.log('Dev servers: site http://localhost:5173  admin http://localhost:5174/admin/  API and panel http://localhost:1337');
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((child) => child.kill('SIGTERM')));
