import type { FieldError } from './idea-validation';

/** Products of the platform: their stages, and what the admin may change on one. */
export const PRODUCT_STATUSES = ['prototype', 'beta', 'stable', 'deprecated'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_MESSAGES = {
  notFound: 'Product not found',
  activated: 'The product is active: it shows on the public site and offers trials.',
  deactivated: 'The product is inactive: it is hidden from the public site and offers no new trials.',
  updateFailed: 'Failed to save the product',
  activeMustBeBoolean: 'is_active must be true or false.',
  unknownFields: (fields: string[]) => `These fields cannot be changed here: ${fields.join(', ')}.`,
  empty: 'Send at least one field to change.',
} as const;

/** Fields of a product the admin app may change with PUT /api/admin/products/{id} (more come with the settings editor). */
export const PRODUCT_EDITABLE_FIELDS = ['is_active'] as const;
export type ProductUpdate = { is_active?: boolean };

/** Checks a product update: only editable fields, each of its type. */
export function validateProductUpdate(body: unknown): { ok: true; value: ProductUpdate } | { ok: false; errors: FieldError[] } {
  const fail = (field: string, message: string) => ({ ok: false as const, errors: [{ field, message }] });
  if (!body || typeof body !== 'object' || Array.isArray(body)) return fail('body', PRODUCT_MESSAGES.empty);
  const input = body as Record<string, unknown>;
  const unknown = Object.keys(input).filter((key) => !(PRODUCT_EDITABLE_FIELDS as readonly string[]).includes(key));
  if (unknown.length) return fail(unknown[0], PRODUCT_MESSAGES.unknownFields(unknown));
  if (!('is_active' in input)) return fail('body', PRODUCT_MESSAGES.empty);
  if (typeof input.is_active !== 'boolean') return fail('is_active', PRODUCT_MESSAGES.activeMustBeBoolean);
  return { ok: true, value: { is_active: input.is_active } };
}
