/**
 * The records of a product made from the CRUD template: each belongs to the user who made it, and only that user
 * lists, reads, edits or deletes it. The rules are checked in the area's form and again on the server.
 */
import type { FieldError, ValidationResult } from './idea-validation';

export interface ProductRecord {
  id: number;
  title: string;
  description: string;
  createdAt: string;
  updatedAt: string;
}

export interface ProductRecordInput {
  title: string;
  description: string;
}

/** GET /api/product-areas/{id}/records?page=n */
export interface ProductRecordPage {
  records: ProductRecord[];
  total: number;
  page: number;
  pageSize: number;
}

export const PRODUCT_RECORD_LIMITS = { title: 200, description: 5000 } as const;
export const PRODUCT_RECORDS_PAGE_SIZE = 20;

export const PRODUCT_RECORD_MESSAGES = {
  bodyNotObject: 'Forespørselen må være et JSON-objekt',
  titleRequired: 'Tittel er påkrevd',
  titleTooLong: `Tittel kan være høyst ${PRODUCT_RECORD_LIMITS.title} tegn`,
  descriptionNotText: 'Beskrivelse må være tekst',
  descriptionTooLong: `Beskrivelse kan være høyst ${PRODUCT_RECORD_LIMITS.description} tegn`,
  notFound: 'Fant ikke posten',
  notCrud: 'Dette produktet har ingen poster',
} as const;

/** `{ title, description? }`, trimmed; anything else in the body is ignored (an edit may send back the whole record). */
export function validateProductRecord(body: unknown): ValidationResult<ProductRecordInput> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, errors: [{ field: 'body', message: PRODUCT_RECORD_MESSAGES.bodyNotObject }] };
  }
  const { title: rawTitle, description: rawDescription } = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  const title = typeof rawTitle === 'string' ? rawTitle.trim() : '';
  if (!title) errors.push({ field: 'title', message: PRODUCT_RECORD_MESSAGES.titleRequired });
  else if (title.length > PRODUCT_RECORD_LIMITS.title) errors.push({ field: 'title', message: PRODUCT_RECORD_MESSAGES.titleTooLong });
  let description = '';
  if (rawDescription !== undefined && rawDescription !== null) {
    if (typeof rawDescription !== 'string') errors.push({ field: 'description', message: PRODUCT_RECORD_MESSAGES.descriptionNotText });
    else description = rawDescription.trim();
  }
  if (description.length > PRODUCT_RECORD_LIMITS.description) {
    errors.push({ field: 'description', message: PRODUCT_RECORD_MESSAGES.descriptionTooLong });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { title, description } };
}
