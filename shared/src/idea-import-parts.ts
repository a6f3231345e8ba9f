/**
 * An import of any size: the client reads the file, sends its records in numbered parts, then asks the server to
 * apply them all (a dry run first, when conflicts are to be settled). The server keeps the parts until the import is
 * applied or abandoned, and applies them in one transaction: all or nothing, as a single call would.
 */

/** Records per part; a part's body must also stay under the import's body limit. */
export const IMPORT_PART_MAX_RECORDS = 1000;
/** What a client aims at per part, in bytes of JSON, well under the server's 25 MB limit for one call. */
export const IMPORT_PART_TARGET_BYTES = 4 * 1024 * 1024;
/** A staged import not applied within this time is dropped. */
export const IMPORT_STAGING_HOURS = 24;

export const IMPORT_PART_MESSAGES = {
  unknownImport: 'This import is not known, or it has expired or been applied already. Start the import again.',
  partBody: `Send a part as { records: [...] } with at most ${IMPORT_PART_MAX_RECORDS} records.`,
  partOrder: (expected: number) => `Parts are sent in order: part ${expected} is expected next.`,
  empty: 'No part has been sent: there is nothing to import.',
} as const;

/**
 * Splits records into parts of at most IMPORT_PART_MAX_RECORDS and, where records are large, about `targetBytes` of
 * JSON each (a record larger than that goes alone).
 */
export function splitImportParts<T>(records: readonly T[], targetBytes = IMPORT_PART_TARGET_BYTES): T[][] {
  const parts: T[][] = [];
  let part: T[] = [];
  let bytes = 0;
  for (const record of records) {
    const size = JSON.stringify(record ?? null).length + 1;
    if (part.length > 0 && (part.length >= IMPORT_PART_MAX_RECORDS || bytes + size > targetBytes)) {
      parts.push(part);
      part = [];
      bytes = 0;
    }
    part.push(record);
    bytes += size;
  }
  if (part.length > 0) parts.push(part);
  return parts;
}
