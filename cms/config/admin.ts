import type { Core } from '@strapi/strapi';

// Strapi's own panel lives at /cms: the platform's Refine admin app owns /admin.
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  url: '/cms',
  serveAdminPanel: env.bool('SERVE_CMS_PANEL', true),
  auth: { secret: env('ADMIN_JWT_SECRET') },
  apiToken: { salt: env('API_TOKEN_SALT') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  flags: { nps: false, promoteEE: false },
  watchIgnoreFiles: ['**/.tmp/**'],
});
