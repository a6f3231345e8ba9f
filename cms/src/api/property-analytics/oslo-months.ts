/** The months of the series are calendar months in Norway (Europe/Oslo), as a Norwegian reader counts them. */
const OSLO_MONTH = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit' });

/** The month of a moment in Oslo, as '2026-11'. */
export function osloMonth(date: Date): string {
  const parts = OSLO_MONTH.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** The `count` months up to the month of `now` in Oslo, oldest first. */
export function osloMonthsUntil(now: Date, count: number): string[] {
  const [year, month] = osloMonth(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
