// Debian's Chromium drives the browser tests, as its headless shell (package chromium-headless-shell: Chromium's
// engine without the browser's own windowing, the build Playwright itself runs headless tests in; the browser suite
// took about a quarter less time than in the full browser), and the benchmarks, in the full browser that visitors
// have. Playwright's own browser download cannot run here. No import.meta here: the Playwright config loads this file.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** The full browser (package chromium), for the few tests of what only it has, such as its PDF viewer. */
export const FULL_CHROMIUM = process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium';
// Without Debian's recommends (a printer dialog, a notification daemon, GL drivers and ~90 packages the tests never
// use: 44 s -> 30 s to install), but with the fonts Chromium recommends, which pages are drawn with.
const PACKAGES = ['chromium-headless-shell', 'chromium', 'fonts-liberation'];
/** Launch flags: no sandbox or GPU in a container, and none of Chromium's background calls (the network refuses them). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** True when both Chromiums are there or could be installed (as root, with apt-get); otherwise says what to install. */
export function ensureChromium() {
  const present = () => fs.existsSync(CHROMIUM) && fs.existsSync(FULL_CHROMIUM);
  if (present()) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(`Installing Chromium for the browser tests (apt-get install ${PACKAGES.join(' ')})...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], { stdio: 'inherit', env });
    if (present()) return true;
  }
  console.error(`Browser tests need Chromium at ${CHROMIUM} and ${FULL_CHROMIUM}: install them (Debian: sudo apt-get install --no-install-recommends ${PACKAGES.join(' ')}) or set CHROMIUM_PATH and FULL_CHROMIUM_PATH.`);
  return false;
}
