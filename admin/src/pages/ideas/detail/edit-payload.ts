import { IDEA_WRITABLE_FIELDS, parseRankInput, type Idea } from '@platform/shared';

/**
 * Writable fields this page shows read-only: the creator, and the product link (set by Convert to Product).
 * They stay out of the edit payload, so a save never writes back a stale copy of them.
 */
const NOT_EDITED_HERE = new Set(['creator_email', 'creator_name', 'linked_product_id', 'linked_product_name']);

const EDITED_FIELDS = IDEA_WRITABLE_FIELDS.filter((field) => !NOT_EDITED_HERE.has(field));

/** The full edit payload (PUT /api/admin/ideas/:id): every field the page edits, as the draft holds it. */
export function editPayload(draft: Idea): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of EDITED_FIELDS) {
    if (draft[field] !== undefined) payload[field] = draft[field];
  }
  // A rank is a whole number from 1 to 999; anything else (or nothing) falls back to 999.
  payload.rank = parseRankInput(draft.rank);
  return payload;
}
