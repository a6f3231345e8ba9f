import type { Core } from '@strapi/strapi';

// Strapi's own panel lives at /cms: the platform's Refine admin app owns /admin.
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  url: '/cms',
  serveAdminPanel: env.bool('SERVE_CMS_PANEL', true),
  // The panel's pages live at /cms but its API at /admin: the token cookies must be seen from both. With Strapi's
  // default cookie path (/admin) the panel at /cms cannot read its own access cookie, so a sign-in without
  // "Remember me" (which keeps the token only in that cookie) ends in 401s and the login page again.
  auth: { secret: env('ADMIN_JWT_SECRET'), cookie: { path: '/' } },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  // Off, and said so to the panel: no AI service (it needs a licence) and no preview of the site in the panel, whose
  // probes would otherwise answer 404 in every editor's console.
  ai: { enabled: false },
  preview: { enabled: false },
  watchIgnoreFiles: ['**/.tmp/**'],
});
