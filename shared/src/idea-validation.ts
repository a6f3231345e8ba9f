import {
  IDEA_DEFAULTS,
  IDEA_ENUM_FIELDS,
  IDEA_NUMBER_FIELDS,
  IDEA_SHORT_TEXT_FIELDS,
  IDEA_STRING_LIST_FIELDS,
  IDEA_TEXT_FIELDS,
  IDEA_WRITABLE_FIELDS,
  LIST_MAX_ITEMS,
  LONG_TEXT_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  type IdeaEnumField,
  type IdeaNumberField,
} from './idea';

export const IDEA_MESSAGES = {
  bodyNotObject: 'The request body must be a JSON object with the idea fields.',
  titleRequired: 'Title is required.',
  titleTooLong: `Title must be at most ${TITLE_MAX_LENGTH} characters.`,
  unknownField: (field: string) => `Unknown field "${field}".`,
  notText: (field: string) => `${field} must be text.`,
  textTooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  notInEnum: (field: string, allowed: readonly string[]) => `${field} must be one of: ${allowed.join(', ')}.`,
  notNumber: (field: string) => `${field} must be a number.`,
  notWholeNumber: (field: string, min: number, max: number) => `${field} must be a whole number from ${min} to ${max}.`,
  outOfRange: (field: string, min: number, max: number) => `${field} must be between ${min} and ${max}.`,
  notList: (field: string) => `${field} must be a list of texts.`,
  notIdList: (field: string) => `${field} must be a list of idea ids.`,
  listTooLong: (field: string) => `${field} may hold at most ${LIST_MAX_ITEMS} items.`,
  notFound: 'Idea not found.',
  invalidId: 'The idea id must be a positive whole number.',
} as const;

export interface FieldError {
  field: string;
  message: string;
}

export type IdeaInput = Record<string, unknown>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

const writable = new Set(IDEA_WRITABLE_FIELDS);
const longText = new Set<string>(IDEA_TEXT_FIELDS);
const shortText = new Set<string>(IDEA_SHORT_TEXT_FIELDS);
const stringLists = new Set<string>(IDEA_STRING_LIST_FIELDS);

/** Fields the server answers with but a client may send back unchanged (a full edit payload of a loaded idea). */
const READ_ONLY_FIELDS = new Set([
  'id',
  'documentId',
  'comment_count',
  'evaluation_count',
  'created_at',
  'updated_at',
  'evaluations',
  'attachments',
  'comments',
  'tasks',
]);

function checkField(field: string, raw: unknown): { value: unknown } | { error: string } {
  if (field === 'title') {
    if (typeof raw !== 'string' || raw.trim() === '') return { error: IDEA_MESSAGES.titleRequired };
    if (raw.trim().length > TITLE_MAX_LENGTH) return { error: IDEA_MESSAGES.titleTooLong };
    return { value: raw.trim() };
  }
  if (longText.has(field) || shortText.has(field)) {
    if (raw === null) return { value: null };
    if (typeof raw !== 'string') return { error: IDEA_MESSAGES.notText(field) };
    const max = shortText.has(field) ? SHORT_TEXT_MAX_LENGTH : LONG_TEXT_MAX_LENGTH;
    if (raw.length > max) return { error: IDEA_MESSAGES.textTooLong(field, max) };
    return { value: raw };
  }
  if (field in IDEA_ENUM_FIELDS) {
    const allowed: readonly string[] = IDEA_ENUM_FIELDS[field as IdeaEnumField];
    const optional = field === 'user_tech_preference' || field === 'implementation_phase';
    if ((raw === null || raw === '') && optional) return { value: null };
    if (typeof raw !== 'string' || !allowed.includes(raw)) return { error: IDEA_MESSAGES.notInEnum(field, allowed) };
    return { value: raw };
  }
  if (field in IDEA_NUMBER_FIELDS) {
    const { min, max, integer } = IDEA_NUMBER_FIELDS[field as IdeaNumberField];
    if (raw === null && (field === 'score' || field === 'strategic_fit_score')) return { value: null };
    const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof n !== 'number' || !Number.isFinite(n)) {
      return { error: integer ? IDEA_MESSAGES.notWholeNumber(field, min, max) : IDEA_MESSAGES.notNumber(field) };
    }
    if (integer && !Number.isInteger(n)) return { error: IDEA_MESSAGES.notWholeNumber(field, min, max) };
    if (n < min || n > max) {
      return { error: integer ? IDEA_MESSAGES.notWholeNumber(field, min, max) : IDEA_MESSAGES.outOfRange(field, min, max) };
    }
    return { value: n };
  }
  if (stringLists.has(field)) {
    if (raw === null) return { value: [] };
    if (!Array.isArray(raw) || raw.some((item) => typeof item !== 'string')) return { error: IDEA_MESSAGES.notList(field) };
    if (raw.length > LIST_MAX_ITEMS) return { error: IDEA_MESSAGES.listTooLong(field) };
    const items = (raw as string[]).map((s) => s.trim()).filter((s) => s !== '');
    return { value: [...new Set(items)] };
  }
  if (field === 'synergy_with_ideas') {
    if (raw === null) return { value: [] };
    const ids = Array.isArray(raw) ? raw.map((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v)) : null;
    if (!ids || ids.some((v) => typeof v !== 'number' || !Number.isInteger(v) || v < 1)) {
      return { error: IDEA_MESSAGES.notIdList(field) };
    }
    if (ids.length > LIST_MAX_ITEMS) return { error: IDEA_MESSAGES.listTooLong(field) };
    return { value: [...new Set(ids as number[])] };
  }
  return { error: IDEA_MESSAGES.unknownField(field) };
}

/**
 * Checks an idea payload field by field. `create` requires a title and fills the spec's defaults; `update`
 * accepts any subset (a full edit, a single field from the market tab, or {rank} alone).
 */
export function validateIdeaInput(body: unknown, mode: 'create' | 'update'): ValidationResult<IdeaInput> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, errors: [{ field: 'body', message: IDEA_MESSAGES.bodyNotObject }] };
  }
  const errors: FieldError[] = [];
  const value: IdeaInput = {};
  for (const [field, raw] of Object.entries(body as Record<string, unknown>)) {
    if (READ_ONLY_FIELDS.has(field)) continue;
    if (!writable.has(field)) {
      errors.push({ field, message: IDEA_MESSAGES.unknownField(field) });
      continue;
    }
    if (raw === undefined) continue;
    const checked = checkField(field, raw);
    if ('error' in checked) errors.push({ field, message: checked.error });
    else value[field] = checked.value;
  }
  if (mode === 'create' && !('title' in value) && !errors.some((e) => e.field === 'title')) {
    errors.push({ field: 'title', message: IDEA_MESSAGES.titleRequired });
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: mode === 'create' ? { ...IDEA_DEFAULTS, ...value } : value };
}

/** Parses a path id (an idea, a task...): a positive whole number, or null. */
export function parsePositiveId(raw: unknown): number | null {
  const n = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}
