import type { CastType } from '@platform/shared';
import { parseBoolean, parseDate, parseNumber } from './parse-values';

export type CastResult = { ok: true; value: unknown } | { ok: false; problem: string };

/** What a log line says of a value that cannot be cast ('price "abc" is not a number'). */
const PROBLEMS: Record<CastType, string> = {
  string: 'is not text',
  number: 'is not a number',
  integer: 'is not a whole number',
  boolean: 'is not true/false, yes/no, ja/nei or 1/0',
  date: 'is not a date (such as 2024-03-05 or 05.03.2024)',
};

/** Casts one value; null and undefined stay null. */
export function castValue(value: unknown, type: CastType): CastResult {
  if (value === null || value === undefined) return { ok: true, value: null };
  let cast: unknown;
  switch (type) {
    case 'string':
      cast = typeof value === 'object' ? JSON.stringify(value) : String(value);
      break;
    case 'number':
      cast = parseNumber(value);
      break;
    case 'integer': {
      const number = parseNumber(value);
      cast = number !== undefined && Number.isInteger(number) ? number : undefined;
      break;
    }
    case 'boolean':
      cast = parseBoolean(value);
      break;
    case 'date':
      cast = parseDate(value);
      break;
  }
  return cast === undefined ? { ok: false, problem: PROBLEMS[type] } : { ok: true, value: cast };
}
