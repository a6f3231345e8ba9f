import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';

/**
 * An address's keyed hash, as page visits keep it: keyed with the app's own secret, so the same address gives the
 * same hash (unique visitors, excluded addresses) but the hash cannot be turned back into the address by trying all
 * of them without the key.
 */
export function hashIp(strapi: Core.Strapi, ip: string): string {
  const keys = strapi.config.get('server.app.keys') as string[] | undefined;
  return crypto
    .createHmac('sha256', keys?.[0] ?? 'page-visits')
    .update(ip)
    .digest('hex');
}
