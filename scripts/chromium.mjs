// Debian's Chromium drives the browser tests; Playwright's own browser download cannot run here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** True when Chromium is there or could be installed (as root, with apt-get); otherwise says what to install. */
export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('Installing Chromium for the browser tests (apt-get install chromium)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (fs.existsSync(CHROMIUM)) return true;
  }
  console.error(`Browser tests need Chromium at ${CHROMIUM}: install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH.`);
  return false;
}
