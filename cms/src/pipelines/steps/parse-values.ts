/**
 * Reading numbers, booleans and dates out of text as people write them ('3 450 000 kr', '1 234,50', '1,234.50',
 * 'ja', '05.03.2024'). Each returns undefined when the text is not one.
 */

const CURRENCY = /^(?:kr\.?|nok|sek|dkk|eur|usd|gbp|[$€£])|(?:kr\.?|nok|sek|dkk|eur|usd|gbp|[$€£]|,-)$/gi;
const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** A finite number from a number or from text; spaces (also non-breaking) and a currency mark are dropped. */
export function parseNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  let text = value
    .replace(/\s/g, '')
    .replace(/\u2212/g, '-')
    .replace(CURRENCY, '');
  const hasDot = text.includes('.');
  const commas = (text.match(/,/g) ?? []).length;
  if (hasDot && commas > 0) {
    // Both marks: the last one is the decimal separator, the other groups thousands ('1,234.50', '1.234,50').
    if (/^[+-]?\d{1,3}(?:,\d{3})+\.\d*$/.test(text)) text = text.replace(/,/g, '');
    else if (/^[+-]?\d{1,3}(?:\.\d{3})+,\d*$/.test(text)) text = text.replace(/\./g, '').replace(',', '.');
    else return undefined;
  } else if (commas === 1) text = text.replace(',', '.');
  else if (commas > 1) {
    if (!/^[+-]?\d{1,3}(?:,\d{3})+$/.test(text)) return undefined;
    text = text.replace(/,/g, '');
  }
  if (!PLAIN_NUMBER.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

const TRUE_WORDS = new Set(['true', 'yes', 'ja', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'nei', '0']);

export function parseBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  if (typeof value !== 'string') return undefined;
  const word = value.trim().toLowerCase();
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : undefined;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');
const isCalendarDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * An ISO 8601 string: a date alone stays a date ('2024-03-05', also from '05.03.2024'); a time makes it a UTC
 * timestamp, a time without a zone being read as UTC (the server's own zone must not change the data).
 */
export function parseDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const norwegian = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i.exec(text);
  const [year, month, day] = norwegian
    ? [Number(norwegian[3]), Number(norwegian[2]), Number(norwegian[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [NaN, NaN, NaN];
  if (!isCalendarDate(year, month, day)) return undefined;
  if (!iso || iso[4] === undefined) return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  const [hours, minutes, seconds] = [Number(iso[4]), Number(iso[5]), Number(iso[6] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  const zone = iso[8] ? iso[8].toUpperCase().replace(/^([+-]\d{2})(\d{2})$/, '$1:$2') : 'Z';
  const time = Date.parse(`${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hours)}:${pad(minutes)}:${pad(seconds)}${iso[7] ?? ''}${zone}`);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}
