import { allowedOrigins } from '../src/cors-origins';

// strapi::logger writes a line per request at level http; at a quieter level winston would format every line only to
// drop it, so the middleware is left out.
const REQUEST_LOG_LEVELS = ['http', 'verbose', 'debug', 'silly'];
const requestLogger = REQUEST_LOG_LEVELS.includes(process.env.LOG_LEVEL ?? 'info') ? ['strapi::logger'] : [];

export default [
  ...requestLogger,
  // API answers over 1 KB compressed for clients that take it (src/middlewares/compressed-answers.ts); outermost,
  // so what is inside (the event log) sees answers as the handlers gave them.
  'global::compressed-answers',
  // Records admin writes, sign-ins, refusals, unhandled errors and slow requests (src/middlewares/event-log.ts).
  'global::event-log',
  // Strapi's panel: its calls for features that are off answered as off, no versions for editors (quiet-panel.ts);
  // outside strapi::errors, so it sees the 404 that middleware made of an error.
  'global::quiet-panel',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          // The platform talks to itself only; images are its own uploads (the panel's marketplace logos aside).
          'connect-src': ["'self'"],
          'img-src': ["'self'", 'data:', 'blob:', 'https://market-assets.strapi.io'],
          'media-src': ["'self'", 'data:', 'blob:'],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  { name: 'strapi::cors', config: { origin: allowedOrigins(), expose: ['x-total-count'] } },
  'strapi::query',
  // Each call's size limit is set per path (src/middlewares/request-bodies.ts).
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  // The admin app under /admin, the public site everywhere else (strapi::public's "/" redirect to the panel is
  // answered here first for browsers).
  'global::spa-static',
];
