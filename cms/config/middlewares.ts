// strapi::logger writes a line per request at level http; at a quieter level winston would format every line only to
// drop it, so the middleware is left out.
const REQUEST_LOG_LEVELS = ['http', 'verbose', 'debug', 'silly'];
const requestLogger = REQUEST_LOG_LEVELS.includes(process.env.LOG_LEVEL ?? 'info') ? ['strapi::logger'] : [];

export default [
  ...requestLogger,
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'media-src': ["'self'", 'data:', 'blob:'],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  { name: 'strapi::cors', config: { expose: ['x-total-count'] } },
  'strapi::poweredBy',
  'strapi::query',
  // Idea imports send up to tens of thousands of rows in one JSON body.
  { name: 'strapi::body', config: { jsonLimit: '25mb', textLimit: '25mb' } },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
  // The admin app under /admin, the public site everywhere else (strapi::public's "/" redirect to the panel is
  // answered here first for browsers).
  'global::spa-static',
];
