import type { Core } from '@strapi/strapi';

/** Where links in mails point: PUBLIC_URL, else this server on localhost. */
export function publicUrl(strapi: Core.Strapi): string {
  const base = process.env.PUBLIC_URL || `http://localhost:${strapi.config.get('server.port')}`;
  return base.replace(/\/+$/, '');
}
