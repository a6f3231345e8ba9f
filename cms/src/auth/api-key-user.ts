import { PRODUCT_API_KEY_HEADER, PRODUCT_API_KEY_MESSAGES } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { service } from '../services';
import { unauthorized } from './bearer-user';

interface WithRequest {
  request: { header: Record<string, string | string[] | undefined> };
}

/**
 * The API key a call authenticates with: an X-Api-Key header and no Authorization header (a bearer token wins).
 * Null when the call carries no key.
 */
export function apiKeyOf(ctx: WithRequest): string | null {
  if (ctx.request.header.authorization) return null;
  const key = ctx.request.header[PRODUCT_API_KEY_HEADER.toLowerCase()];
  if (key === undefined) return null;
  return typeof key === 'string' ? key.trim() : '';
}

/**
 * The key's user and the key's id, for a call to the key's own product; 401 for an unknown or revoked key and for
 * another product's key, also where the product is open to anyone (a wrong key is an error, not an anonymous call).
 */
export async function apiKeyHolder(strapi: Core.Strapi, key: string, productSlug: string): Promise<{ keyId: number; userId: number }> {
  const holder = key ? await service(strapi, 'productApiKeys').holderOf(key) : null;
  if (!holder || holder.productSlug !== productSlug) unauthorized(PRODUCT_API_KEY_MESSAGES.invalidKey);
  return { keyId: holder.keyId, userId: holder.userId };
}

/** Notes the key's use (what the key list shows as last used), once the call is let in. */
export async function apiKeyUsed(strapi: Core.Strapi, keyId: number): Promise<void> {
  await service(strapi, 'productApiKeys').markUsed(keyId);
}
