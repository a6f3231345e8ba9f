import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/nb';

dayjs.extend(relativeTime);

const nok = new Intl.NumberFormat('nb-NO', { style: 'currency', currency: 'NOK', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const date = new Intl.DateTimeFormat('nb-NO', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Oslo' });
const dateTime = new Intl.DateTimeFormat('nb-NO', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Oslo',
});

/** NOK without decimals in Norwegian form: "1 234 567 kr" (the platform's currency rule). */
export function formatNok(amount: number): string {
  return nok.format(Math.round(amount));
}

/** dd.mm.yyyy in Norwegian time. */
export function formatDate(value: string | number | Date): string {
  return date.format(new Date(value));
}

/** dd.mm.yyyy, hh:mm in Norwegian time. */
export function formatDateTime(value: string | number | Date): string {
  return dateTime.format(new Date(value));
}

/** Norwegian relative time, e.g. "3 dager siden". */
export function formatRelativeTime(value: string | number | Date, now: Date = new Date()): string {
  return dayjs(value).locale('nb').from(dayjs(now));
}

/**
 * "for 5 minutter siden" / "for 1 time siden" / "for 3 dager siden" (§2: minutes, hours or days, singular and plural);
 * under a minute "akkurat nå". Exact counts, unlike formatRelativeTime's "en time siden" or "en måned siden": the
 * dashboard's last visits and last checks.
 */
export function relativeAge(iso: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'akkurat nå';
  if (minutes < 60) return `for ${minutes} ${minutes === 1 ? 'minutt' : 'minutter'} siden`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `for ${hours} ${hours === 1 ? 'time' : 'timer'} siden`;
  const days = Math.floor(hours / 24);
  return `for ${days} ${days === 1 ? 'dag' : 'dager'} siden`;
}
