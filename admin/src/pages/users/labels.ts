import {
  ACCESS_LEVELS,
  GRANT_TRIAL_DAYS,
  PASSWORD_MIN_LENGTH,
  type AccountStatus,
  type EmailStatusFilter,
  type Language,
  type PaymentStatus,
  type PlanTier,
  type SubscriptionStatus,
  type UserTypeFilter,
} from '@platform/shared';

export const USERS_RESOURCE = 'users';
export const USERS_LIST_PATH = '/users';
export const NEW_USER_PATH = '/users/new';
export const userPath = (id: number | string) => `/users/${id}`;

/** Text for an empty field. */
export const NONE = '–';

const count = new Intl.NumberFormat('nb-NO');
/** Whole numbers in Norwegian form: 1 234. */
export const formatCount = (value: number): string => count.format(value);

/** An access level by its name ("Admin"); a level outside 1–5 as its number. */
export const accessLevelName = (level: number): string => ACCESS_LEVELS[level as keyof typeof ACCESS_LEVELS] ?? String(level);

export const ACCESS_LEVEL_OPTIONS = Object.entries(ACCESS_LEVELS).map(([level, name]) => ({ value: Number(level), label: `${level} – ${name}` }));

export const ACCOUNT_TYPE_OPTIONS = [
  { value: 0, label: 'Vanlig' },
  { value: 1, label: 'Test' },
];

export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = { active: 'Aktiv', inactive: 'Inaktiv', suspended: 'Suspendert' };
export const ACCOUNT_STATUS_COLORS: Record<AccountStatus, string> = { active: 'green', inactive: 'default', suspended: 'red' };

export const LANGUAGE_LABELS: Record<Language, string> = { no: 'Norsk', en: 'Engelsk' };

export const SUBSCRIPTION_LABELS: Record<SubscriptionStatus, string> = {
  trial: 'Prøveperiode',
  active: 'Aktiv',
  inactive: 'Inaktiv',
  expired: 'Utløpt',
};
/** Paying in green, trying in blue, ended in orange, nothing in grey; the word is always shown beside the colour. */
export const SUBSCRIPTION_COLORS: Record<SubscriptionStatus, string> = { trial: 'blue', active: 'green', inactive: 'default', expired: 'orange' };

export const TYPE_FILTER_LABELS: Record<UserTypeFilter, string> = { all: 'Alle', normal: 'Vanlige', test: 'Test' };
export const EMAIL_FILTER_LABELS: Record<EmailStatusFilter, string> = { all: 'Alle', verified: 'Bekreftet', unverified: 'Ubekreftet' };

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { paid: 'Betalt', refunded: 'Refundert', failed: 'Feilet' };
export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, string> = { paid: 'green', refunded: 'orange', failed: 'red' };

/** A label for a value the server may send beyond the known ones: the value itself. */
export const labelOf = <K extends string>(labels: Record<K, string>, value: string): string => labels[value as K] ?? value;

export const trialDaysText = (days: number) => `${days} ${days === 1 ? 'dag' : 'dager'} igjen`;

/** The pages' own texts (the shared contract holds the ones the server says too). */
export const USER_TEXTS = {
  title: 'Brukere',
  newUser: 'Ny bruker',
  empty: 'Ingen brukere',
  emptyFiltered: 'Ingen brukere passer til filtrene',
  total: (n: number) => `${formatCount(n)} ${n === 1 ? 'bruker' : 'brukere'}`,
  back: 'Tilbake til brukere',
  createTitle: 'Ny bruker',
  createButton: 'Opprett bruker',
  createFailed: 'Kunne ikke opprette brukeren',
  created: 'Brukeren er opprettet',
  mailSent: 'E-posten der brukeren setter passordet, er sendt.',
  mailFailed: 'E-posten der brukeren setter passordet, kunne ikke sendes. Be brukeren bruke «Glemt passord».',
  passwordNow: 'Sett passord nå',
  passwordMail: 'Send e-post der brukeren setter passordet',
  passwordTooShort: `Passordet må ha minst ${PASSWORD_MIN_LENGTH} tegn.`,
  loadUserFailed: 'Kunne ikke hente brukeren',
  saved: 'Endringene er lagret',
  saveFailed: 'Kunne ikke lagre endringene',
  deleteButton: 'Slett bruker',
  deleteTitle: 'Slette brukeren?',
  deleteWarning: 'Dette kan ikke angres.',
  deleteDetails: 'Kontoen, tilgangene og aktiviteten fjernes. Betalingene beholdes anonymisert for regnskapet.',
  deleteFailed: 'Kunne ikke slette brukeren',
  vippsNote: 'Vipps-innlogging finnes ikke på plattformen ennå',
  grant: `Gi prøveperiode (${GRANT_TRIAL_DAYS} dager)`,
  granted: (product: string) => `Prøveperiode på ${product} er gitt`,
  grantFailed: 'Kunne ikke gi prøveperiode',
  revoke: 'Fjern tilgang',
  revokeTitle: (product: string) => `Fjerne tilgangen til ${product}?`,
  revokeDetails: 'Brukeren mister tilgangen med en gang. Betalinger og bruk beholdes.',
  revoked: (product: string) => `Tilgangen til ${product} er fjernet`,
  revokeFailed: 'Kunne ikke fjerne tilgangen',
  emailNotVerifiedHint: 'E-postadressen må være bekreftet før prøveperioder kan starte',
  activityEmpty: 'Ingen aktivitet registrert',
  activityFailed: 'Kunne ikke hente aktiviteten',
  activityTotal: (n: number) => `${formatCount(n)} hendelser`,
  paymentsEmpty: 'Ingen betalinger',
  paymentsFailed: 'Kunne ikke hente betalingene',
  totalSpent: 'Totalt betalt (betalt minus refundert)',
  registerPayment: 'Registrer betaling',
  paymentSaved: 'Betalingen er registrert',
  paymentFailed: 'Kunne ikke registrere betalingen',
  plansFailed: 'Kunne ikke hente planene',
  productsLoadFailed: 'Kunne ikke hente produktene',
  retry: 'Prøv igjen',
  tier: (label: string) => `Nivå: ${label}`,
} as const;

/** A plan's tier as the Produkter tab names the user's level in a product. */
export const PLAN_TIER_LABELS: Record<PlanTier, string> = { basic: 'Basis', standard: 'Standard', premium: 'Premium', enterprise: 'Bedrift' };
