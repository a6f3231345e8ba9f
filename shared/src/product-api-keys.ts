/**
 * The API keys of a product made from the API integration template: a user makes keys for their own systems, and a
 * call with a key is that user's call to the product's API (its records). The full key is shown once, when it is
 * made; afterwards only its first characters (the prefix) tell the keys apart.
 */
import type { FieldError, ValidationResult } from './idea-validation';

export interface ProductApiKey {
  id: number;
  name: string;
  /** The key's first characters, enough to recognise it in a list. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface ProductApiKeyInput {
  name: string;
}

/** GET /api/product-areas/{id}/api-keys: the user's keys, newest first, and their API calls to the product. */
export interface ProductApiKeyList {
  keys: ProductApiKey[];
  apiCalls: number;
}

/** POST /api/product-areas/{id}/api-keys (201): the full key, in this answer only. */
export interface ProductApiKeyCreated {
  key: string;
  apiKey: ProductApiKey;
}

/** The request header a key is sent in (instead of a bearer token). */
export const PRODUCT_API_KEY_HEADER = 'X-Api-Key';
/** Every key starts with this, so a leaked key is recognisable. */
export const PRODUCT_API_KEY_START = 'pk_';
/** How many of the key's first characters are kept and shown (the start and 7 random ones). */
export const PRODUCT_API_KEY_PREFIX_LENGTH = 10;
export const PRODUCT_API_KEY_LIMITS = { name: 100, perUserAndProduct: 10 } as const;

export const PRODUCT_API_KEY_MESSAGES = {
  bodyNotObject: 'Forespørselen må være et JSON-objekt',
  nameRequired: 'Navn på nøkkelen er påkrevd',
  nameTooLong: `Navn på nøkkelen kan være høyst ${PRODUCT_API_KEY_LIMITS.name} tegn`,
  tooMany: `Du kan ha høyst ${PRODUCT_API_KEY_LIMITS.perUserAndProduct} API-nøkler for dette produktet`,
  notFound: 'Fant ikke nøkkelen',
  invalidKey: 'Ugyldig API-nøkkel',
  notApiProduct: 'Dette produktet har ingen API-nøkler',
  bearerOnly: 'API-nøkler administreres bare når du er logget inn, ikke med en API-nøkkel',
} as const;

/** The shown part of a key. */
export const productApiKeyPrefix = (key: string): string => key.slice(0, PRODUCT_API_KEY_PREFIX_LENGTH);

/** `{ name }`, trimmed; anything else in the body is ignored. */
export function validateProductApiKey(body: unknown): ValidationResult<ProductApiKeyInput> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, errors: [{ field: 'body', message: PRODUCT_API_KEY_MESSAGES.bodyNotObject }] };
  }
  const raw = (body as Record<string, unknown>).name;
  const name = typeof raw === 'string' ? raw.trim() : '';
  const errors: FieldError[] = [];
  if (!name) errors.push({ field: 'name', message: PRODUCT_API_KEY_MESSAGES.nameRequired });
  else if (name.length > PRODUCT_API_KEY_LIMITS.name) errors.push({ field: 'name', message: PRODUCT_API_KEY_MESSAGES.nameTooLong });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { name } };
}
