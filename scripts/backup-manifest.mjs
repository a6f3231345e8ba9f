// A backup's manifest: what it holds, from which database, and each file's size and SHA-256, so a restore can tell a
// whole backup from a damaged or partial one before it touches anything.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const MANIFEST = 'manifest.json';
export const MANIFEST_FORMAT = 1;

export const fileCount = (n) => `${n} ${n === 1 ? 'file' : 'files'}`;

function sha256(file) {
  const hash = crypto.createHash('sha256');
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(1 << 20);
    for (let read; (read = fs.readSync(fd, buffer, 0, buffer.length, null)) > 0; ) hash.update(buffer.subarray(0, read));
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest('hex');
}

/** Every file under dir (the manifest aside), as paths relative to it with '/' between parts, sorted. */
function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join('/'),
    )
    .filter((file) => file !== MANIFEST)
    .sort();
}

export function writeManifest(dir, { database, databaseFile }) {
  const files = filesUnder(dir).map((file) => ({ path: file, bytes: fs.statSync(path.join(dir, file)).size, sha256: sha256(path.join(dir, file)) }));
  const manifest = { format: MANIFEST_FORMAT, createdAt: new Date().toISOString(), database, databaseFile, files };
  fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The manifest of a backup whose files are all present and unchanged; throws saying what is wrong otherwise. */
export function readCheckedManifest(dir) {
  const file = path.join(dir, MANIFEST);
  if (!fs.existsSync(file)) throw new Error(`${dir} is not a backup: it has no ${MANIFEST}.`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (manifest.format !== MANIFEST_FORMAT)
    throw new Error(`The backup's format ${manifest.format} is not one this version reads (${MANIFEST_FORMAT}).`);
  const listed = new Set(manifest.files.map((entry) => entry.path));
  for (const entry of manifest.files) {
    const full = path.join(dir, entry.path);
    if (!fs.existsSync(full)) throw new Error(`The backup is incomplete: ${entry.path} is missing.`);
    if (fs.statSync(full).size !== entry.bytes || sha256(full) !== entry.sha256)
      throw new Error(`The backup is damaged: ${entry.path} differs from its manifest.`);
  }
  const extra = filesUnder(dir).filter((entry) => !listed.has(entry));
  if (extra.length) throw new Error(`The backup holds files its manifest does not list: ${extra.slice(0, 3).join(', ')}.`);
  return manifest;
}
