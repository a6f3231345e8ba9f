import { InvalidArgumentError } from 'commander';

/** A whole number from 1 to max, for --limit, --page-size and --days; anything else is a usage error naming the range. */
export const wholeNumber = (max: number) => (raw: string) => {
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1 || Number(raw) > max)
    throw new InvalidArgumentError(`It must be a whole number from 1 to ${max}.`);
  return Number(raw);
};

/** One table cell: control characters (line breaks, terminal escapes in a typed name) shown as spaces, cut to width. */
export function cell(value: unknown, width = Infinity): string {
  const text = String(value ?? '')
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .trim();
  return text.length > width ? `${text.slice(0, Math.max(0, width - 1))}…` : text;
}
