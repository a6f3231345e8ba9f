// What a browser downloads before the ideas list shows, and how soon the landing page paints, in Debian's Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../scripts/chromium.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const LCP_RUNS = 5;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The size of a served file's compressed copy on disk (.br or .gz), or its own size when it has none. */
function compressedBytes(url, extension, decodedBytes) {
  const { pathname } = new URL(url);
  const file = pathname.startsWith('/admin/')
    ? path.join(ROOT, 'admin', 'dist', pathname.slice('/admin'.length))
    : path.join(ROOT, 'site', 'dist', pathname);
  return fs.existsSync(`${file}${extension}`) ? fs.statSync(`${file}${extension}`).size : decodedBytes;
}

/** JavaScript and CSS up to the first row of the ideas list: decoded, as sent to Chromium, as gzip and as brotli. */
async function adminFirstLoad(browser, base, jwt) {
  const context = await browser.newContext();
  await context.addInitScript((token) => localStorage.setItem('platform.jwt', token), jwt);
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => {
    if (['script', 'stylesheet'].includes(response.request().resourceType())) responses.push(response);
  });
  await page.goto(`${base}/admin/ideas`);
  await page.locator('.ant-table-row').first().waitFor();
  const totals = { files: 0, decodedBytes: 0, sentBytes: 0, gzipBytes: 0, brotliBytes: 0 };
  for (const response of responses) {
    const decoded = (await response.body()).length;
    totals.files += 1;
    totals.decodedBytes += decoded;
    totals.sentBytes += (await response.request().sizes()).responseBodySize;
    totals.gzipBytes += compressedBytes(response.url(), '.gz', decoded);
    totals.brotliBytes += compressedBytes(response.url(), '.br', decoded);
  }
  await context.close();
  return totals;
}

/**
 * The landing page's largest contentful paint, median of a few cold loads: the last candidate once the page has
 * settled (network idle), as a visitor would see it, not the first one the browser reports.
 */
async function landingLcp(browser, base) {
  const samples = [];
  for (let i = 0; i < LCP_RUNS; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1].startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    samples.push(Math.round(lcp));
    await context.close();
  }
  return { medianMs: median(samples), samplesMs: samples };
}

export async function measureFirstLoad(base, jwt) {
  const browser = await chromium.launch({
    executablePath: FULL_CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  try {
    return { admin: await adminFirstLoad(browser, base, jwt), landingLcp: await landingLcp(browser, base) };
  } finally {
    await browser.close();
  }
}
