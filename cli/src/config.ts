import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DEFAULT_URL = 'http://localhost:1337';

export interface Credentials {
  url: string;
  token: string;
}

/** `$XDG_CONFIG_HOME/platform` (default ~/.config/platform). */
export function configDir(): string {
  const base = process.env.XDG_CONFIG_HOME?.trim() || path.join(os.homedir(), '.config');
  return path.join(base, 'platform');
}

export function credentialsFile(): string {
  return path.join(configDir(), 'credentials.json');
}

/** A URL without trailing slashes, so that stored and given URLs compare equal. */
export function normaliseUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

export function readCredentials(): Credentials | null {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(credentialsFile(), 'utf8'));
    if (parsed && typeof parsed === 'object') {
      const { url, token } = parsed as Record<string, unknown>;
      if (typeof url === 'string' && typeof token === 'string' && token !== '') return { url: normaliseUrl(url), token };
    }
  } catch {
    // Missing or unreadable: not signed in.
  }
  return null;
}

/** Writes the credentials readable by the user only: directory 0700, file 0600 (also when they existed before). */
export function writeCredentials(credentials: Credentials): string {
  const dir = configDir();
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  const file = credentialsFile();
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ url: normaliseUrl(credentials.url), token: credentials.token }, null, 2) + '\n', {
    mode: 0o600,
  });
  fs.chmodSync(tmp, 0o600);
  fs.renameSync(tmp, file);
  return file;
}

/** Removes the stored credentials; true when there were any. */
export function removeCredentials(): boolean {
  const file = credentialsFile();
  if (!fs.existsSync(file)) return false;
  fs.rmSync(file, { force: true });
  return true;
}

/** The platform URL: --url, then PLATFORM_URL, then the URL signed in to, then the default. */
export function resolveUrl(flag: string | undefined): string {
  const chosen = flag?.trim() || process.env.PLATFORM_URL?.trim() || readCredentials()?.url || DEFAULT_URL;
  return normaliseUrl(chosen);
}

/**
 * The bearer token: PLATFORM_TOKEN, else the stored token when it was issued by the same URL (a stored token is
 * never sent to another server).
 */
export function resolveToken(url: string): string | null {
  const fromEnv = process.env.PLATFORM_TOKEN?.trim();
  if (fromEnv) return fromEnv;
  const stored = readCredentials();
  return stored && stored.url === normaliseUrl(url) ? stored.token : null;
}
