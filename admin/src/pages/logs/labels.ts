import type { LogCategory, LogLevel, LogTab } from '@platform/shared';

/** The select's "no filter" value; left out of the URL and the request. */
export const ALL = 'all';

export const LEVEL_LABELS: Record<LogLevel, string> = {
  debug: 'Debug',
  info: 'Info',
  warning: 'Advarsel',
  error: 'Feil',
  critical: 'Kritisk',
};

/** antd tag colours per level: the worse the level, the warmer the colour. */
export const LEVEL_COLORS: Record<LogLevel, string> = {
  debug: 'default',
  info: 'blue',
  warning: 'orange',
  error: 'red',
  critical: 'magenta',
};

export const CATEGORY_LABELS: Record<LogCategory, string> = {
  auth: 'Autentisering',
  user: 'Bruker',
  product: 'Produkt',
  api: 'API',
  system: 'System',
  admin: 'Admin',
  security: 'Sikkerhet',
  performance: 'Ytelse',
};

export const TAB_LABELS: Record<LogTab, string> = {
  all: 'Alle logger',
  errors: 'Feil',
  security: 'Sikkerhet',
  performance: 'Ytelse',
};

/** The stat cards' periods: every stored entry, or the last days (the per-day counts reach back 90 days). */
export const STATS_PERIODS: ReadonlyArray<{ value: number | null; label: string }> = [
  { value: null, label: 'Alle lagrede' },
  { value: 7, label: 'Siste 7 dager' },
  { value: 30, label: 'Siste 30 dager' },
  { value: 90, label: 'Siste 90 dager' },
];

/** A label for a value the server may send beyond the known ones (a newer level or category): the value itself. */
export const labelOf = <K extends string>(labels: Record<K, string>, value: string): string => labels[value as K] ?? value;

const count = new Intl.NumberFormat('nb-NO');

/** Whole numbers in Norwegian form: 1 234. */
export const formatCount = (value: number): string => count.format(value);

/** Text for an empty field. */
export const NONE = '–';

/** The page's own texts (the shared contract holds the ones the server and the CLI use too). */
export const LOG_TEXTS = {
  title: 'Systemlogger',
  empty: 'Ingen logger',
  total: (n: number) => `${formatCount(n)} logger`,
  loadFailed: 'Kunne ikke hente logger',
  statsFailed: 'Kunne ikke hente loggstatistikk',
  exported: (n: number) => `Eksporterte ${formatCount(n)} logger`,
  exportCapped: (n: number, total: number) => `Eksporterte de ${formatCount(n)} nyeste av ${formatCount(total)} logger`,
  cleanupFailed: 'Kunne ikke slette gamle logger',
  deleted: (n: number) => `Slettet ${formatCount(n)} logger`,
} as const;
