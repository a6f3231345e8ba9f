import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_ID, FIRST_SCREEN_TEXTS, type FirstScreenLocale } from './src/i18n/first-screen';

/** The landing's HTML per language, beside index.html; the server sends it for "/", "/no" and "/en". */
export const landingHtmlFile = (locale: FirstScreenLocale) => `landing-${locale}.html`;

/**
 * The landing's two calls start with the HTML instead of after the scripts: the carousel's picture, the page's
 * largest, then waits only for the scripts. (The same URLs as site/src/api/products.ts; a mismatch only costs a fetch.)
 */
const LANDING_PRELOADS = ['/api/products/featured', '/api/products']
  .map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous">`)
  .join('');

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The top bar and the headline as the landing page draws them while it learns who is signed in (no buttons yet),
 * with the same sizes. It stands before #root, which stays hidden (the style below) until the landing page has
 * rendered and removes it (removeFirstScreen), so the page shows at once and without a spinner in between.
 */
function firstScreen(locale: FirstScreenLocale): string {
  const t = FIRST_SCREEN_TEXTS[locale];
  const font = `-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif`;
  return (
    `<div style="min-height:100vh;background:#f5f5f5;font-family:${font};color:rgba(0,0,0,0.88)">` +
    `<header style="height:64px;background:#fff;border-bottom:1px solid #f0f0f0;padding:0 24px;display:flex;align-items:center">` +
    `<a href="${locale === 'en' ? '/en' : '/'}" style="font-size:20px;font-weight:600;color:inherit;text-decoration:none">${escape(t.platformName)}</a></header>` +
    `<main style="max-width:1200px;margin:0 auto;padding:0 24px 48px"><section style="padding:64px 0 48px;max-width:720px">` +
    `<h1 style="font-size:38px;line-height:1.21;font-weight:600;margin:0 0 12px">${escape(t.headline)}</h1>` +
    `<p style="font-size:18px;line-height:1.57;margin:0 0 1em">${escape(t.text)}</p></section></main></div>`
  );
}

/** After the build: landing-no.html and landing-en.html, index.html with the first screen, language, title and description. */
export function landingFirstScreen(): Plugin {
  let outDir = 'dist';
  return {
    name: 'landing-first-screen',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const index = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      for (const locale of Object.keys(FIRST_SCREEN_TEXTS) as FirstScreenLocale[]) {
        const t = FIRST_SCREEN_TEXTS[locale];
        const html = index
          .replace('<html lang="no">', `<html lang="${locale}">`)
          .replace(/<title>[^<]*<\/title>/, `<title>${escape(t.pageTitle)}</title>`)
          .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/>/, `<meta name="description" content="${escape(t.metaDescription)}" />`)
          .replace('</head>', `${LANDING_PRELOADS}<style>#${FIRST_SCREEN_ID}+#root{display:none}</style></head>`)
          .replace('<div id="root"></div>', `<div id="${FIRST_SCREEN_ID}">${firstScreen(locale)}</div><div id="root"></div>`);
        if (!html.includes(`<div id="${FIRST_SCREEN_ID}">`)) throw new Error('index.html has no <div id="root"></div> to put the first screen before');
        fs.writeFileSync(path.join(outDir, landingHtmlFile(locale)), html);
      }
    },
  };
}
