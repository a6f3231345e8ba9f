/** Figures of the metrics, activity and analyses tabs beyond the dashboard's shared ones (../parts/format). */

const oneDecimal = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const signedOneDecimal = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: 'exceptZero' });
// The server's months are Oslo months; read at noon UTC of the 1st, no time zone moves them to another month.
const monthName = new Intl.DateTimeFormat('nb-NO', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A change in percentage points with its sign: '−0,5 pp', '+1,2 pp', '0,0 pp'. */
export const formatPointChange = (points: number): string => `${signedOneDecimal.format(Math.round(points * 10) / 10)} pp`;

/** kr in thousands with one decimal (§9: the revenue total is shown in thousands): '123,4 k kr'. */
export const formatKrThousands = (kr: number): string => `${oneDecimal.format(kr / 1000)} k kr`;

/** 'YYYY-MM' → 'nov. 2026'. */
export const formatMonth = (month: string): string => monthName.format(new Date(`${month}-01T12:00:00Z`));

/** 'YYYY-MM-DD' → '27.11'. */
export function formatDayMonth(date: string): string {
  const [, month, day] = date.split('-');
  return `${day}.${month}`;
}

/** `part` of `whole` in percent with one decimal; null when `whole` is 0. */
export const shareOf = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
