import type { PipelineRecord } from '@platform/shared';

/**
 * Sets a field as an own property, so that a name such as '__proto__' is stored as data and never reaches the
 * record's prototype.
 */
export function setField(record: PipelineRecord, name: string, value: unknown): void {
  Object.defineProperty(record, name, { value, writable: true, enumerable: true, configurable: true });
}

/** Whether a record holds a field of its own (not one inherited from Object.prototype). */
export const hasField = (record: PipelineRecord, name: string): boolean => Object.prototype.hasOwnProperty.call(record, name);

/** A value as a log line shows it: quoted text, at most 60 characters. */
export function shown(value: unknown): string {
  if (value === null || value === undefined) return '(empty)';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`;
}

/** Text of any value: objects and lists as JSON, null as ''. */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
