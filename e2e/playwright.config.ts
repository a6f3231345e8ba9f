import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS as args, FULL_CHROMIUM } from '../scripts/chromium.mjs';

const port = process.env.E2E_PORT ?? '1338';
/** Tests of what only the full browser has (its PDF viewer) carry this tag; the rest run in the lighter headless shell. */
const FULL_BROWSER = /@full-browser/;

// Debian's Chromium, never a downloaded browser (scripts/chromium.mjs).
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The list, then a short account of each failure at the very end of the log.
  reporter: [['list'], ['./failure-summary.ts']],
  // A whole flow (sign-in, search, a dialog, the server's answers) on a busy two-core CI machine can pass 30 s; each
  // step still waits at most expect's 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  projects: [
    { name: 'headless-shell', grepInvert: FULL_BROWSER, use: { launchOptions: { executablePath: CHROMIUM, args } } },
    { name: 'chromium', grep: FULL_BROWSER, use: { launchOptions: { executablePath: FULL_CHROMIUM, args } } },
  ],
  outputDir: '../.tmp/e2e-results',
  webServer: {
    command: 'node serve.mjs',
    cwd: __dirname,
    url: `http://127.0.0.1:${port}/_health`,
    env: { E2E_PORT: port },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
