import type { DeviceType, VisitorStatus } from '@platform/shared';
import { NONE, formatNumber } from '../parts/format';

export const VISITOR_TEXTS = {
  days: (days: number) => `${days} dager`,
  daysLabel: 'Periode',
  productFilter: 'Viser besøk på produktet',
  clearProduct: 'Vis alle produkter',
  chartTitle: 'Besøkende og økter per dag',
  visitors: 'Besøkende',
  sessions: 'Økter',
  retry: 'Prøv igjen',
  journeyTitle: 'Besøkende',
  journeyFailed: 'Kunne ikke laste den besøkendes økter',
  noSessions: 'Ingen økter i perioden',
  chosenSession: 'Valgt økt',
  close: 'Lukk',
  excludedTitle: 'Utelatte IP-er',
  excludedIntro: 'Besøk fra disse adressene og adresseområdene holdes utenfor alle tall.',
  excludedFailed: 'Kunne ikke laste de utelatte adressene',
  noExcluded: 'Ingen utelatte adresser',
  address: 'IP-adresse eller område',
  note: 'Notat',
  addExcluded: 'Utelat adresse',
  addFailed: 'Kunne ikke utelate adressen',
  removeExcluded: 'Fjern',
  removeConfirm: (address: string) => `Ta med besøk fra ${address} i tallene igjen?`,
  removeFailed: 'Kunne ikke fjerne adressen',
  added: (address: string) => `${address} er utelatt`,
  removed: (address: string) => `${address} telles med igjen`,
  addressRequired: 'Skriv en adresse',
} as const;

/** The six cards: the spec's four and two more from the same visits. */
export const VISITOR_CARDS = {
  uniqueVisitors: { label: 'Unike besøkende', definition: 'Ulike besøkende (nettleser-ID) i perioden.' },
  totalSessions: { label: 'Totalt økter', definition: 'Ulike økter i perioden.' },
  searchTerms: { label: 'Unike søkeord', definition: 'Ulike søkeord fra søkemotorer som sendte besøk.' },
  conversionRate: { label: 'Konverteringsrate', definition: 'Andel av de besøkende som var logget inn eller registrerte seg.' },
  avgSession: { label: 'Snittlengde per økt', definition: 'Tid fra første til siste sidevisning i en økt (minutter:sekunder).' },
  pagesPerSession: { label: 'Sider per økt', definition: 'Sidevisninger per økt i snitt.' },
} as const;

export const SUB_TAB_LABELS = {
  search: 'Søkeord',
  sources: 'Trafikkilder',
  pages: 'Populære sider',
  referrers: 'Henvisninger',
  visitors: 'Besøkende',
  excluded: 'Utelatte IP-er',
} as const;

export const DEVICE_LABELS: Record<DeviceType, string> = { mobile: 'Mobil', tablet: 'Nettbrett', other: 'Datamaskin/annet' };

export const STATUS_COLOURS: Record<VisitorStatus, string | undefined> = { admin: 'purple', converted: 'green', not_converted: undefined };

/** Seconds as m:ss ("3:07"); an hour or more as h:mm:ss. */
export function formatDuration(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return NONE;
  const total = Math.max(0, Math.round(seconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(total % 60)}` : `${minutes}:${pad(total % 60)}`;
}

export const formatCount = (value: number | null | undefined) => formatNumber(value);

const time = new Intl.DateTimeFormat('nb-NO', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'Europe/Oslo' });
/** hh:mm:ss in Norwegian time, for page views within one session. */
export const formatClock = (iso: string) => time.format(new Date(iso));

/** '27.11' for a YYYY-MM-DD day (already a calendar day in Oslo, so no time zone applies). */
export const formatDay = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

export const orNone = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? NONE : value);
