import type { Core } from '@strapi/strapi';
import {
  BodyTooDeepError,
  LISTING_IMAGES_MAX,
  LISTING_IMAGE_BYTES_MAX,
  MAX_BODY_DEPTH,
  RECORD_MESSAGES,
  REQUEST_BODY_MESSAGES,
  cleanIncoming,
  formatFileSize,
} from '@platform/shared';
import { httpError } from '../http-error';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
type Middleware = (ctx: Ctx, next: () => Promise<void>) => Promise<void>;
type MiddlewareFactory = (config: Record<string, unknown>, context: { strapi: Core.Strapi }) => Middleware;

const KB = 1024;
const MB = 1024 * KB;

/**
 * How large a JSON, text or form body each call may send. The platform's API takes small bodies; a call that needs
 * more says so here. Strapi's own panel (outside /api) keeps Strapi's default. File uploads are multipart, limited by
 * the upload's own file size.
 */
export const BODY_LIMITS: Array<{ path: RegExp; bytes: number; files?: number }> = [
  // A whole file of ideas in one call, or one part of a larger one.
  { path: /^\/api\/admin\/ideas\/import\/?$/, bytes: 25 * MB },
  { path: /^\/api\/admin\/ideas\/imports\/[^/]+\/parts\/\d+\/?$/, bytes: 25 * MB },
  // A registry export re-imported whole: every API with its records.
  { path: /^\/api\/admin\/apis\/import\/?$/, bytes: 10 * MB },
  // A projects export re-imported whole: every project with its records.
  { path: /^\/api\/admin\/projects\/import\/?$/, bytes: 10 * MB },
  // An analytics dataset: up to 5 MB of CSV text inside a JSON body.
  { path: /^\/api\/product-areas\/[^/]+\/dataset\/?$/, bytes: 6 * MB },
  // A published listing: its draft as JSON text, and up to 10 images of 10 MB each as multipart files (all the files
  // of one request together, and a little for the multipart framing).
  { path: /^\/api\/property-listings\/?$/, bytes: 100 * KB, files: LISTING_IMAGES_MAX * LISTING_IMAGE_BYTES_MAX + MB },
  { path: /^\/api\//, bytes: 100 * KB },
  { path: /.*/, bytes: 1 * MB },
];

/**
 * Strapi's own sign-in, sign-up and panel account calls (which anyone may call; change-password checks its body
 * after its token, in the users-permissions extension): their handlers read the body's fields without checking that
 * there is a body (a call without one was a 500), so a body that is not a JSON object is refused here.
 */
const OBJECT_BODY_ROUTES =
  /^\/(?:api\/auth\/(?:local(?:\/register)?|forgot-password|reset-password)|admin\/(?:login|register|register-admin|forgot-password|reset-password))\/?$/;

/** A parsed JSON object (not an array, a string or nothing). */
export const isJsonObject = (body: unknown): boolean => typeof body === 'object' && body !== null && !Array.isArray(body) && Object.getPrototypeOf(body) === Object.prototype;

/** The methods whose bodies koa-body parses (its default parsedMethods). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export const bodyLimitFor = (path: string): number => BODY_LIMITS.find((limit) => limit.path.test(path))?.bytes ?? MB;

/** The bytes of all a call's multipart files together, where a call says; else the parser's own default. */
export const fileLimitFor = (path: string): number | undefined => BODY_LIMITS.find((limit) => limit.path.test(path))?.files;

/** What a parse failure answers: the client sent something broken (4xx), never a server fault (500). */
function bodyError(error: unknown, ctx: Ctx, limit: number): Error {
  const status = Number((error as { status?: unknown }).status ?? (error as { httpCode?: unknown }).httpCode);
  if (status === 413) return httpError(413, REQUEST_BODY_MESSAGES.tooLarge(formatFileSize(limit)));
  if (status === 415) return httpError(415, REQUEST_BODY_MESSAGES.encoding(String(ctx.get('Content-Encoding'))));
  return httpError(400, REQUEST_BODY_MESSAGES.unreadable);
}

/**
 * Wraps strapi::body: each call's body is parsed under its own size limit (above), and a body that cannot be parsed
 * (too large, an encoding the server does not have, corrupt gzip, a broken multipart body) answers 4xx with a clear
 * message. Errors after parsing (the route's own) pass through untouched. Every string of an API body is cleaned
 * of control characters (and names of bidi controls) before any route sees it.
 */
export const withRequestBodies =
  (parseBody: MiddlewareFactory): MiddlewareFactory =>
  (config, context) => {
    const parsers = new Map<string, Middleware>();
    const parserFor = (bytes: number, files?: number) => {
      const key = `${bytes}|${files ?? ''}`;
      if (!parsers.has(key)) {
        const limits = { jsonLimit: bytes, formLimit: bytes, textLimit: bytes };
        const formidable = files ? { formidable: { ...(config.formidable as object | undefined), maxFileSize: files } } : {};
        parsers.set(key, parseBody({ ...config, ...limits, ...formidable }, context));
      }
      return parsers.get(key) as Middleware;
    };
    return async (ctx, next) => {
      // koa-body reads only these methods' bodies; Strapi builds (and validates) a new koa-body per request, a
      // noticeable share of a small GET's time, so the others skip it.
      if (!BODY_METHODS.has(ctx.method)) return next();
      const limit = bodyLimitFor(ctx.path);
      let parsed = false;
      try {
        await parserFor(limit, fileLimitFor(ctx.path))(ctx, async () => {
          parsed = true;
          const body = ctx.request.body;
          if (OBJECT_BODY_ROUTES.test(ctx.path) && !isJsonObject(body)) throw httpError(400, RECORD_MESSAGES.notAnObject);
          if (ctx.path.startsWith('/api/') && body && typeof body === 'object') {
            try {
              ctx.request.body = cleanIncoming(body) as typeof body;
            } catch (error) {
              if (error instanceof BodyTooDeepError) throw httpError(400, REQUEST_BODY_MESSAGES.tooDeep(MAX_BODY_DEPTH));
              throw error;
            }
          }
          await next();
        });
      } catch (error) {
        if (parsed) throw error;
        throw bodyError(error, ctx, limit);
      }
    };
  };
