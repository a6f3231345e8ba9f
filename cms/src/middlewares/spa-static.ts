import path from 'node:path';
import fs from 'node:fs';
import send from 'koa-send';
import type { Core } from '@strapi/strapi';
import { fillFirstSlide, type PublicProduct, type PublicProductDetail } from '@platform/shared';
import { service } from '../services';
import { fillProductLandingHead, productLandingPath } from './product-landing-head';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** Paths that belong to the server (the API, Strapi's panel and its plugins' admin routes), never to a static app. */
const SERVER_PREFIXES = [
  '/api',
  '/cms',
  '/uploads',
  '/_health',
  '/i18n',
  '/content-manager',
  '/content-type-builder',
  '/content-releases',
  '/upload',
  '/users-permissions',
  '/email',
  '/review-workflows',
];

/** The site's landing per language, its first screen in the HTML (written by the site's build beside index.html). */
const LANDING_PAGES: Record<string, string> = {
  '/': '/landing-no.html',
  '/no': '/landing-no.html',
  '/no/': '/landing-no.html',
  '/en': '/landing-en.html',
  '/en/': '/landing-en.html',
};

/**
 * A product's landing page, whose head (title, description, Open Graph…) the server writes: see product-landing-head.ts.
 * Un-prefixed paths are the Norwegian pages (their canonical link names the /no address).
 */
const PRODUCT_LANDING = /^(?:\/(no|en))?\/products\/([^/]+)\/landing\/?$/;

const isUnder = (urlPath: string, prefix: string) => urlPath === prefix || urlPath.startsWith(`${prefix}/`);

/**
 * Serves the two single-page apps: the admin app under /admin and the public site everywhere else; unknown paths
 * fall back to the app's index.html. Strapi's panel keeps its own API under /admin/* (/admin/users, /admin/init...),
 * so a browser navigation to /admin/* (Accept: text/html) is answered here before Strapi's router sees it; every
 * other request reaches the router first, and only its 404s are looked up as files.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const repoRoot = path.resolve(strapi.dirs.app.root, '..');
  const adminRoot = process.env.ADMIN_DIST ?? path.join(repoRoot, 'admin', 'dist');
  const siteRoot = process.env.SITE_DIST ?? path.join(repoRoot, 'site', 'dist');

  async function serveFile(ctx: Ctx, root: string, file: string): Promise<boolean> {
    const immutable = file.startsWith('/assets/');
    try {
      // The build left name.br and name.gz beside each text file: koa-send sends the one the browser accepts.
      const served = await send(ctx, file, { root, index: false, maxage: immutable ? 31_536_000_000 : 0, immutable, brotli: true, gzip: true });
      ctx.vary('Accept-Encoding');
      if (!immutable) ctx.set('Cache-Control', 'no-cache');
      return Boolean(served);
    } catch {
      return false;
    }
  }

  const landingFiles = new Map<string, { mtimeMs: number; html: string }>();
  const readLanding = (file: string) => {
    const { mtimeMs } = fs.statSync(file);
    const cached = landingFiles.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.html;
    const html = fs.readFileSync(file, 'utf8');
    landingFiles.set(file, { mtimeMs, html });
    return html;
  };

  /** The landing's HTML with its first screen, the first featured product filled in (see fillFirstSlide). */
  async function serveLanding(ctx: Ctx, file: string): Promise<boolean> {
    let first: PublicProduct | null = null;
    try {
      [first = null] = await service(strapi, 'products').listFeatured(file.endsWith('landing-en.html') ? 'en' : 'no');
    } catch (error) {
      strapi.log.warn(`The landing's first slide is left out: ${(error as Error).message}`);
    }
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = fillFirstSlide(readLanding(file), first);
    return true;
  }

  /** The address pages are reached at: PUBLIC_URL, else the request's own origin. */
  const siteOrigin = (ctx: Ctx) => (process.env.PUBLIC_URL || ctx.origin).replace(/\/+$/, '');

  /**
   * A product's landing page: index.html with the product's head tags in its language, so that link previews and
   * crawlers that run no script see them. An unknown or hidden product (or a failed look-up) gets the plain
   * index.html, where the site shows its not-found state.
   */
  async function serveProductLanding(ctx: Ctx, root: string, locale: 'no' | 'en', encodedId: string): Promise<boolean> {
    const file = path.join(root, 'index.html');
    if (!fs.existsSync(file)) return false;
    let product: PublicProductDetail | null = null;
    try {
      product = await service(strapi, 'products').findPublic(decodeURIComponent(encodedId), locale);
    } catch (error) {
      if (!(error instanceof URIError)) strapi.log.warn(`The product landing's head tags are left out: ${(error as Error).message}`);
    }
    if (!product) return serveFile(ctx, root, '/index.html');
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = fillProductLandingHead(readLanding(file), product, `${siteOrigin(ctx)}${productLandingPath(locale, product.id)}`);
    return true;
  }

  /** A file of the app, or its index.html for a client-side route; false for a missing asset. */
  async function serveApp(ctx: Ctx, root: string, relative: string): Promise<boolean> {
    if (relative !== '/' && (await serveFile(ctx, root, relative))) return true;
    if (relative.startsWith('/assets/') || path.extname(relative) !== '') return false;
    const landing = root === siteRoot ? LANDING_PAGES[relative] : undefined;
    if (landing && fs.existsSync(path.join(root, landing))) return serveLanding(ctx, path.join(root, landing));
    const productLanding = root === siteRoot ? PRODUCT_LANDING.exec(relative) : null;
    if (productLanding && (await serveProductLanding(ctx, root, (productLanding[1] ?? 'no') as 'no' | 'en', productLanding[2]))) return true;
    if (fs.existsSync(path.join(root, 'index.html'))) return serveFile(ctx, root, '/index.html');
    ctx.status = 503;
    ctx.type = 'text/plain';
    ctx.body = 'This part of the platform is not built yet: run "npm start" (or "npm run build").';
    return true;
  }

  return async (ctx: Ctx, next: () => Promise<void>) => {
    const urlPath = ctx.path;
    const isRead = ctx.method === 'GET' || ctx.method === 'HEAD';
    const isNavigation = isRead && (ctx.get('accept') ?? '').includes('text/html');

    // "/" is always the site (strapi::public would redirect a client that does not ask for HTML to the panel).
    if ((isNavigation && isUnder(urlPath, '/admin')) || (isRead && urlPath === '/')) {
      const admin = isUnder(urlPath, '/admin');
      if (await serveApp(ctx, admin ? adminRoot : siteRoot, admin ? urlPath.slice('/admin'.length) || '/' : '/')) return;
    }

    await next();
    if (!isRead || ctx.status !== 404 || ctx.body != null) return;
    if (SERVER_PREFIXES.some((prefix) => isUnder(urlPath, prefix))) return;
    if (isUnder(urlPath, '/admin')) await serveApp(ctx, adminRoot, urlPath.slice('/admin'.length) || '/');
    else await serveApp(ctx, siteRoot, urlPath);
  };
};
