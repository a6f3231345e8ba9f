import type { HttpError } from '@refinedev/core';
import type { FieldError } from '@platform/shared';

export type NamePath = Array<string | number>;

/** A server field path as the form names it: 'workExperience[1].company' → ['workExperience', 1, 'company']. */
export function namePathOf(field: string): NamePath {
  return field
    .split(/\.|\[(\d+)\]/)
    .filter((part) => part !== undefined && part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The field errors a refusal carries (the http client keys them by path). */
export const fieldErrorsOf = (error: unknown): FieldError[] =>
  Object.entries((error as Partial<HttpError> | null)?.errors ?? {}).map(([field, message]) => ({ field, message: String(message) }));

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The fields a form change touched, as name paths: the leaves of antd's changed values (lists of items are walked
 * into, a list of texts is one field).
 */
export function changedPaths(changed: unknown, prefix: NamePath = []): NamePath[] {
  if (isRecord(changed)) return Object.entries(changed).flatMap(([key, value]) => changedPaths(value, [...prefix, key]));
  if (Array.isArray(changed) && changed.some(isRecord)) {
    const paths: NamePath[] = [];
    changed.forEach((item, index) => paths.push(...changedPaths(item, [...prefix, index])));
    return paths;
  }
  return [prefix];
}
