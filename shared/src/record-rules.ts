/**
 * The field rules every admin record shares (the APIs registry's records, projects and their todos, events,
 * reminders and notes): one body check where each field has its rule, create checking every field and update only
 * the fields sent. The messages name the field as the form labels it.
 */
import type { FieldError, ValidationResult } from './idea-validation';

export type RecordMode = 'create' | 'update';

/**
 * The years a date may fall in wherever one is taken: a day outside them is a typing slip (0026, 9999), not a plan or
 * a record of this platform.
 */
export const DATE_YEARS = { min: 1900, max: 2100 } as const;

export const RECORD_MESSAGES = {
  notAnObject: 'The request body must be a JSON object.',
  nothingToChange: 'Send at least one field to change.',
  required: (field: string) => `${field} is required.`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  badEnum: (field: string, allowed: readonly string[]) => `${field} must be one of: ${allowed.join(', ')}.`,
  badDate: (field: string) => `${field} must be a date (YYYY-MM-DD) from ${DATE_YEARS.min} to ${DATE_YEARS.max}.`,
  badDateTime: (field: string) => `${field} must be an ISO date and time from ${DATE_YEARS.min} to ${DATE_YEARS.max}.`,
  badBoolean: (field: string) => `${field} must be true or false.`,
  badNumber: (field: string) => `${field} must be a number.`,
  badText: (field: string) => `${field} must be text.`,
  badEmail: 'E-mail must be a valid e-mail address.',
} as const;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A string trimmed; anything else is empty. */
export const trimmedText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * A text field's value trimmed, or its refusal: an array, an object, a number or a boolean sent for text is refused
 * (400 naming the field) instead of being stored as blank. Null and absent are blank.
 */
export function textField(label: string, value: unknown): { text: string; error?: undefined } | { error: string } {
  if (value === null || value === undefined) return { text: '' };
  return typeof value === 'string' ? { text: value.trim() } : { error: RECORD_MESSAGES.badText(label) };
}

/** A real calendar day as YYYY-MM-DD (not 2026-02-30), in the years dates may have. */
export function isIsoDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < DATE_YEARS.min || year > DATE_YEARS.max) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * An ISO date-time (a real day, in the years dates may have, then a time), as an instant. The day is checked on its
 * own: JavaScript's parser rolls 2026-02-30T10:00Z over to 2 March.
 */
export function isoInstant(value: string): string | null {
  if (!isIsoDate(value.slice(0, 10)) || !/^.{10}(?:$|[T ])/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An absolute http(s) address. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value) && value.length <= 254;

export type FieldRule = (value: unknown, present: boolean) => { value?: unknown; error?: string };

/** One record's fields, each by its rule; in update mode only the fields sent are checked and answered. */
export function validateRecord<T>(body: unknown, mode: RecordMode, rules: Record<string, FieldRule>): ValidationResult<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, errors: [{ field: 'body', message: RECORD_MESSAGES.notAnObject }] };
  }
  const raw = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  const value: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const present = raw[field] !== undefined;
    if (mode === 'update' && !present) continue;
    const checked = rule(raw[field], present);
    if (checked.error) errors.push({ field, message: checked.error });
    else value[field] = checked.value;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: value as T };
}

export const requiredText =
  (label: string, max: number): FieldRule =>
  (value) => {
    const text = textField(label, value);
    if (text.error !== undefined) return text;
    const trimmed = text.text;
    if (!trimmed) return { error: RECORD_MESSAGES.required(label) };
    if (trimmed.length > max) return { error: RECORD_MESSAGES.tooLong(label, max) };
    return { value: trimmed };
  };

/** Optional text: blank is '' (or null with `blank: null`, the projects' "empty optional fields as null"). */
export const optionalText =
  (label: string, max: number, blank: '' | null = ''): FieldRule =>
  (value) => {
    const text = textField(label, value);
    if (text.error !== undefined) return text;
    const trimmed = text.text;
    if (!trimmed) return { value: blank };
    return trimmed.length > max ? { error: RECORD_MESSAGES.tooLong(label, max) } : { value: trimmed };
  };

export const oneOf =
  <T extends string>(field: string, allowed: readonly T[], fallback: T): FieldRule =>
  (value) => {
    const text = textField(field, value);
    if (text.error !== undefined) return text;
    const trimmed = text.text;
    if (!trimmed) return { value: fallback };
    return (allowed as readonly string[]).includes(trimmed) ? { value: trimmed } : { error: RECORD_MESSAGES.badEnum(field, allowed) };
  };

export const flag =
  (label: string, fallback: boolean): FieldRule =>
  (value, present) => {
    if (!present || value === null) return { value: fallback };
    return typeof value === 'boolean' ? { value } : { error: RECORD_MESSAGES.badBoolean(label) };
  };

/**
 * A calendar day as YYYY-MM-DD, or as an ISO date-time (the spec's screens send dates so): the day in Oslo of that
 * instant, so that a date picked at Oslo midnight (22:00 or 23:00 UTC the day before) is the day picked.
 */
export const day =
  (label: string, fallback: () => string | null): FieldRule =>
  (value) => {
    const text = textField(label, value);
    if (text.error !== undefined) return text;
    const trimmed = text.text;
    if (!trimmed) return { value: fallback() };
    if (isIsoDate(trimmed)) return { value: trimmed };
    const instant = trimmed.length > 10 ? isoInstant(trimmed) : null;
    return instant ? { value: todayInOslo(new Date(instant)) } : { error: RECORD_MESSAGES.badDate(label) };
  };

/** An ISO date-time answered as an instant (UTC ISO), or the fallback when blank. */
export const dateTime =
  (label: string, fallback: () => string | null): FieldRule =>
  (value) => {
    const text = textField(label, value);
    if (text.error !== undefined) return text;
    const trimmed = text.text;
    if (!trimmed) return { value: fallback() };
    const instant = isoInstant(trimmed);
    return instant ? { value: instant } : { error: RECORD_MESSAGES.badDateTime(label) };
  };

/** A number (or numeric text) within bounds; blank is null. */
export const optionalNumber =
  (label: string, bounds: { min?: number; max?: number; integer?: boolean } = {}): FieldRule =>
  (value) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return { value: null };
    const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
    if (!Number.isFinite(number) || (bounds.integer && !Number.isInteger(number))) return { error: RECORD_MESSAGES.badNumber(label) };
    if (bounds.min !== undefined && number < bounds.min) return { error: `${label} must be at least ${bounds.min}.` };
    if (bounds.max !== undefined && number > bounds.max) return { error: `${label} must be at most ${bounds.max}.` };
    return { value: number };
  };

/** A record's id (a positive whole number), or null when blank. */
export const optionalId =
  (label: string): FieldRule =>
  (value) => {
    if (value === null || value === undefined || value === '') return { value: null };
    // Number([5]) is 5 and Number(true) is 1: only a number or numeric text is an id.
    const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
    return Number.isInteger(id) && id > 0 ? { value: id } : { error: `${label} must be a record id.` };
  };

export const optionalEmail: FieldRule = (value) => {
  const text = textField('E-mail', value);
  if (text.error !== undefined) return text;
  const trimmed = text.text;
  if (!trimmed) return { value: '' };
  return isEmail(trimmed) ? { value: trimmed } : { error: RECORD_MESSAGES.badEmail };
};

// Made once: a new Intl.DateTimeFormat costs about a millisecond, and the server asks for today at many records' checks.
const OSLO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' });
/** Today's date in Oslo as YYYY-MM-DD (the platform's calendar day). */
export const todayInOslo = (now: Date = new Date()): string => OSLO_DAY.format(now);
