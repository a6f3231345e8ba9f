import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_SLIDE_END, FIRST_SLIDE_START, escapeHtml as escape } from '../shared/src/landing-first-slide';
import { FIRST_SCREEN_ID, FIRST_SCREEN_TEXTS, type FirstScreenLocale } from './src/i18n/first-screen';

/** The landing's HTML per language, beside index.html; the server sends it for "/", "/no" and "/en". */
export const landingHtmlFile = (locale: FirstScreenLocale) => `landing-${locale}.html`;

/**
 * The landing's two calls start with the HTML instead of after the scripts: the carousel's picture, the page's
 * largest, then waits only for the scripts. (The same URLs as site/src/api/products.ts, with ?locale=en on the English page; a mismatch only costs a fetch.)
 */
const landingPreloads = (locale: FirstScreenLocale) =>
  ['/api/products/featured', '/api/products']
    .map((url) => (locale === 'no' ? url : `${url}?locale=${locale}`))
    .map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous">`)
    .join('');

/**
 * The first featured slide as the carousel draws it (text beside the picture; below 768 px text over a smaller,
 * whole picture), without its buttons. The server fills in the product (fillFirstSlide in the shared package).
 */
function firstSlide(locale: FirstScreenLocale): string {
  const t = FIRST_SCREEN_TEXTS[locale];
  return (
    `<section style="margin-bottom:48px"><h2 style="font-size:30px;line-height:1.27;font-weight:600;margin:0 0 12px">${escape(t.featuredTitle)}</h2>` +
    FIRST_SLIDE_START +
    `<div class="fs-slide" style="background:{{color}}14">` +
    `<div class="fs-text"><h3 style="font-size:24px;line-height:1.33;font-weight:600;margin:0">{{name}}</h3>` +
    // The space its buttons take once the page has loaded, so nothing moves then.
    `<p style="font-size:16px;line-height:1.5;margin:12px 0 16px">{{description}}</p><div style="height:32px"></div></div>` +
    `<div class="fs-image" style="background:{{color}}22"><img src="{{image}}" alt="${escape(t.imageAlt('{{name}}'))}" fetchpriority="high"></div></div>` +
    FIRST_SLIDE_END +
    `</section>`
  );
}

/** The slide's layout, with the carousel's breakpoint (antd's md, 768 px). */
const FIRST_SLIDE_STYLE =
  '.fs-slide{display:flex;flex-wrap:wrap;align-items:center;min-height:320px;border-radius:12px;overflow:hidden}' +
  '.fs-text{flex:0 0 50%;box-sizing:border-box;padding:32px 48px 48px}' +
  '.fs-image{flex:0 0 50%;height:320px}.fs-image img{width:100%;height:100%;object-fit:cover;display:block}' +
  '@media (max-width:767.98px){.fs-text,.fs-image{flex-basis:100%}.fs-text{padding:24px 24px 16px}.fs-image{height:180px}.fs-image img{object-fit:contain}}';

/**
 * The top bar, the headline and the first featured slide as the landing page draws them while it learns who is
 * signed in (no buttons yet), with the same sizes. It stands before #root, which stays hidden (the style below) until
 * the landing page has its featured products and removes it (removeFirstScreen): the page shows at once, and without
 * a spinner in between.
 */
function firstScreen(locale: FirstScreenLocale): string {
  const t = FIRST_SCREEN_TEXTS[locale];
  const font = `-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif`;
  return (
    `<div style="min-height:100vh;background:#f5f5f5;font-family:${font};color:rgba(0,0,0,0.88)">` +
    `<header style="height:64px;background:#fff;border-bottom:1px solid #f0f0f0;padding:0 24px;display:flex;align-items:center">` +
    `<a href="${locale === 'en' ? '/en' : '/'}" style="font-size:20px;font-weight:600;color:inherit;text-decoration:none">${escape(t.platformName)}</a></header>` +
    `<main style="max-width:1200px;margin:0 auto;padding:0 24px 48px"><section style="padding:64px 0 48px;max-width:720px">` +
    `<h1 style="font-size:38px;line-height:1.21;font-weight:600;margin:0 0 0.5em">${escape(t.headline)}</h1>` +
    `<p style="font-size:18px;line-height:1.57;margin:0 0 1em">${escape(t.text)}</p><div style="height:40px"></div></section>` +
    `${firstSlide(locale)}</main></div>`
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
          .replace('</head>', `${landingPreloads(locale)}<style>#${FIRST_SCREEN_ID}+#root{display:none}${FIRST_SLIDE_STYLE}</style></head>`)
          .replace('<div id="root"></div>', `<div id="${FIRST_SCREEN_ID}">${firstScreen(locale)}</div><div id="root"></div>`);
        if (!html.includes(`<div id="${FIRST_SCREEN_ID}">`)) throw new Error('index.html has no <div id="root"></div> to put the first screen before');
        fs.writeFileSync(path.join(outDir, landingHtmlFile(locale)), html);
      }
    },
  };
}
