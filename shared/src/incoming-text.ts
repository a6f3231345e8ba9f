/**
 * Text as the platform stores it. NUL and the other C0 control characters (tab and line breaks aside) are dropped
 * from every incoming string: no user types them, and databases and terminals mishandle them. In names (titles,
 * names, file names) the bidirectional controls are dropped too, so that "gpj.exe" cannot pose as "exe.jpg" where a
 * name is shown; long texts keep them, where right-to-left writing may need them.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Field names that hold a name shown on its own (a title, a name, a file name). */
const NAME_FIELD = /(^|_)(title|name|filename)$|Name$|^name$/i;

export const isNameField = (field: string): boolean => NAME_FIELD.test(field);

export function cleanText(text: string, { asName = false } = {}): string {
  const cleaned = text.replace(CONTROL_CHARACTERS, '');
  return asName ? cleaned.replace(BIDI_CONTROLS, '') : cleaned;
}

/** No body of the platform nests deeper than a few levels; one far deeper is refused before anything walks it. */
export const MAX_BODY_DEPTH = 32;

/** Thrown by cleanIncoming for a body nested deeper than MAX_BODY_DEPTH (the server answers 400). */
export class BodyTooDeepError extends Error {}

/** Every string of a parsed JSON body cleaned, names by their field's name; other values as they are. */
export function cleanIncoming(value: unknown, field = '', depth = 0): unknown {
  if (typeof value === 'string') return cleanText(value, { asName: isNameField(field) });
  if (value && typeof value === 'object' && depth >= MAX_BODY_DEPTH) throw new BodyTooDeepError(`Nested more than ${MAX_BODY_DEPTH} levels deep.`);
  if (Array.isArray(value)) return value.map((item) => cleanIncoming(item, field, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, cleanIncoming(item, key, depth + 1)]));
  }
  return value;
}

/** A file name safe to store and to send back: no folders, controls, bidi tricks or leading dots; at most 200 characters. */
export function safeFileName(name: string | null | undefined, fallback = 'attachment'): string {
  const base =
    cleanText(name ?? '', { asName: true })
      .split(/[\\/]/)
      .pop() ?? '';
  const trimmed = base.replace(/^[.\s]+/, '').trim();
  if (!trimmed) return fallback;
  if (trimmed.length <= 200) return trimmed;
  const dot = trimmed.lastIndexOf('.');
  const extension = dot > 0 && trimmed.length - dot <= 16 ? trimmed.slice(dot) : '';
  return trimmed.slice(0, 200 - extension.length) + extension;
}
