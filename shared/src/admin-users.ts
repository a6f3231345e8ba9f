/**
 * The admin view of users (/admin/users, /api/admin/users): the record, its list query, its writes and their
 * messages. One phone field: stored and answered as `phone` (the spec's phoneNumber).
 */
import { ACCOUNT_STATUSES, ADMIN_ACCESS_THRESHOLD, LANGUAGES, MAX_ACCESS_LEVEL, MIN_ACCESS_LEVEL, type AccountStatus, type Language } from './access';
import { isValidPhone, PROFILE_NAME_MAX_LENGTH } from './profile-input';
import type { PlanTier } from './payments';
import type { SubscriptionStatus } from './product-access';

export interface ProductUsage {
  searches: number;
  apiCalls: number;
  dataDownloads: number;
}
export const USAGE_COUNTERS = ['searches', 'apiCalls', 'dataDownloads'] as const;
export type UsageCounter = (typeof USAGE_COUNTERS)[number];

export interface AdminUserProduct {
  productId: string;
  productName: string;
  subscriptionStatus: SubscriptionStatus;
  planId: number | null;
  planName: string | null;
  /** The level of the product the user has: their plan's tier; null without a plan (a trial or a grant by hand). */
  accessLevel: PlanTier | null;
  accessGrantedDate: string | null;
  trialActive: boolean;
  trialEndDate: string | null;
  currentPeriodEnd: string | null;
  lastLogin: string | null;
  usage: ProductUsage;
}

export interface AdminUser {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  emailVerified: boolean;
  signUpDate: string;
  /** 0 normal, 1 test. */
  accountType: number;
  accessLevel: number;
  accountStatus: AccountStatus;
  isAdmin: boolean;
  phone: string | null;
  preferredLanguage: Language;
  referralSource: string | null;
  lastLoginAt: string | null;
  linkedGmail: boolean;
  /** Always false: no Vipps sign-in exists on the platform (the flag is kept for when one does). */
  linkedVipps: boolean;
  twoFactorEnabled: boolean;
  /** NOK: paid minus refunded. */
  totalSpent: number;
  hasActiveTrial: boolean;
  hasActiveSubscription: boolean;
  products: AdminUserProduct[];
}

export interface AdminUserStats {
  totalUsers: number;
  activeSubscriptions: number;
  trials: number;
  /** NOK, paid minus refunded, over all stored payments. */
  totalRevenue: number;
  testUsers: number;
  unverifiedEmails: number;
}

export interface AdminUserList {
  users: AdminUser[];
  total: number;
  stats: AdminUserStats;
  warning: string | null;
}

export const USER_TYPE_FILTERS = ['all', 'normal', 'test'] as const;
export const EMAIL_STATUS_FILTERS = ['all', 'verified', 'unverified'] as const;
export type UserTypeFilter = (typeof USER_TYPE_FILTERS)[number];
export type EmailStatusFilter = (typeof EMAIL_STATUS_FILTERS)[number];
export const USER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const USER_PAGE_SIZE = 25;
export const USER_SEARCH_MAX = 200;

export interface AdminUserQuery {
  search: string;
  type: UserTypeFilter;
  emailStatus: EmailStatusFilter;
  /** Users with a trial or an active subscription of this product (the dashboard's 'manage access'); null for all. */
  product: string | null;
  offset: number;
  limit: number;
}

export const ADMIN_USER_MESSAGES = {
  loadFailed: 'Kunne ikke hente brukere',
  loadError: 'En feil oppstod ved henting av brukere',
  notFound: 'Fant ikke brukeren.',
  lastAdmin: 'Den siste administratoren kan ikke fjernes eller få lavere tilgang. Gi en annen bruker administratortilgang først.',
  selfDemote: 'Du kan ikke senke din egen tilgang eller deaktivere din egen konto. Be en annen administrator om det.',
  selfDelete: 'Du kan ikke slette din egen konto herfra. Be en annen administrator om det.',
  emailTaken: 'Det finnes allerede en bruker med denne e-postadressen.',
  emailInvalid: 'Skriv inn en gyldig e-postadresse.',
  passwordOrMail: 'Sett et passord eller send en e-post der brukeren setter passordet selv.',
  badAccessLevel: `Tilgangsnivå må være et heltall fra ${MIN_ACCESS_LEVEL} til ${MAX_ACCESS_LEVEL}.`,
  badAccountType: 'Kontotype må være 0 (vanlig) eller 1 (test).',
  badAccountStatus: `Kontostatus må være en av: ${ACCOUNT_STATUSES.join(', ')}.`,
  badLanguage: `Språk må være en av: ${LANGUAGES.join(', ')}.`,
  badPhone: 'Ugyldig telefonnummer. Bruk formatet +47 XXX XX XXX.',
  badName: `Navn kan være høyst ${PROFILE_NAME_MAX_LENGTH} tegn.`,
  nameNotText: 'Navn må være tekst.',
  badEmailVerified: 'E-post bekreftet må være ja eller nei.',
  badProduct: 'product må være en produkt-ID (små bokstaver, tall og bindestrek, høyst 64 tegn).',
  unknownField: (name: string) => `Feltet ${name} kan ikke endres her.`,
  badType: `Type må være en av: ${USER_TYPE_FILTERS.join(', ')}.`,
  badEmailStatus: `E-poststatus må være en av: ${EMAIL_STATUS_FILTERS.join(', ')}.`,
  badPage: '_start og _end må være hele tall med 0 ≤ _start < _end, høyst 100 per side.',
  searchTooLong: `Søket kan være høyst ${USER_SEARCH_MAX} tegn.`,
  unknownProduct: 'Fant ikke produktet.',
  badGrantStatus: 'Status må være trial eller active.',
  badTrialDays: 'Prøveperioden må være 1 til 365 dager.',
  unknownPlan: 'Planen finnes ikke for dette produktet.',
  noAccessToRevoke: 'Brukeren har ingen tilgang til dette produktet.',
  deleted: 'Brukeren er slettet.',
  singleAdmin:
    'Plattformen har bare én aktiv administrator. Gi en annen bruker administratortilgang, så den ikke står uten om kontoen blir utilgjengelig.',
} as const;

export type UserCheck<T> = { ok: true; value: T } | { ok: false; message: string };
type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;

function one(query: Body, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : '\u0000';
}

/** The list's query string: `q`, `type`, `emailStatus`, and `_start`/`_end` (the first page of 25 without them). */
export function parseAdminUserQuery(query: Body): UserCheck<AdminUserQuery> {
  const search = (one(query, 'q') ?? '').trim();
  if (search.length > USER_SEARCH_MAX || search.includes('\u0000')) return { ok: false, message: ADMIN_USER_MESSAGES.searchTooLong };
  const type = (one(query, 'type') || 'all') as UserTypeFilter;
  if (!USER_TYPE_FILTERS.includes(type)) return { ok: false, message: ADMIN_USER_MESSAGES.badType };
  const emailStatus = (one(query, 'emailStatus') || 'all') as EmailStatusFilter;
  if (!EMAIL_STATUS_FILTERS.includes(emailStatus)) return { ok: false, message: ADMIN_USER_MESSAGES.badEmailStatus };
  const start = Number(one(query, '_start') ?? 0);
  const end = Number(one(query, '_end') ?? start + USER_PAGE_SIZE);
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end <= start || end - start > 100) {
    return { ok: false, message: ADMIN_USER_MESSAGES.badPage };
  }
  const product = (one(query, 'product') ?? '').trim();
  if (product && !/^[a-z0-9-]{1,64}$/.test(product)) return { ok: false, message: ADMIN_USER_MESSAGES.badProduct };
  return { ok: true, value: { search, type, emailStatus, product: product || null, offset: start, limit: end - start } };
}

export interface AdminUserUpdate {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  accessLevel?: number;
  accountType?: number;
  accountStatus?: AccountStatus;
  preferredLanguage?: Language;
  emailVerified?: boolean;
}

/** The fields an admin edits; the detail form sends the whole record, so the read-only ones it shows are let through unread. */
const EDITABLE = ['firstName', 'lastName', 'phone', 'accessLevel', 'accountType', 'accountStatus', 'preferredLanguage', 'emailVerified'] as const;
const SHOWN_READ_ONLY = new Set([
  'id',
  'email',
  'signUpDate',
  'isAdmin',
  'referralSource',
  'lastLoginAt',
  'linkedGmail',
  'linkedVipps',
  'twoFactorEnabled',
  'totalSpent',
  'hasActiveTrial',
  'hasActiveSubscription',
  'products',
]);

function nameField(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || value.trim().length > PROFILE_NAME_MAX_LENGTH) return undefined;
  return value.trim() || null;
}

/** Checks an admin's edit of a user: each field given is checked; fields not given stay as they are. */
export function validateAdminUserUpdate(body: unknown): UserCheck<AdminUserUpdate> {
  if (!isObject(body)) return { ok: false, message: ADMIN_USER_MESSAGES.unknownField('(body)') };
  const unknown = Object.keys(body).find((key) => !(EDITABLE as readonly string[]).includes(key) && !SHOWN_READ_ONLY.has(key));
  if (unknown) return { ok: false, message: ADMIN_USER_MESSAGES.unknownField(unknown) };
  const value: AdminUserUpdate = {};
  for (const key of ['firstName', 'lastName'] as const) {
    if (!(key in body)) continue;
    if (body[key] !== null && body[key] !== undefined && typeof body[key] !== 'string') return { ok: false, message: ADMIN_USER_MESSAGES.nameNotText };
    const name = nameField(body[key]);
    if (name === undefined) return { ok: false, message: ADMIN_USER_MESSAGES.badName };
    value[key] = name;
  }
  if ('phone' in body) {
    const phone = body.phone;
    if (phone === null || phone === '') value.phone = null;
    else if (typeof phone === 'string' && isValidPhone(phone.trim())) value.phone = phone.trim();
    else return { ok: false, message: ADMIN_USER_MESSAGES.badPhone };
  }
  if ('accessLevel' in body) {
    const level = body.accessLevel;
    if (typeof level !== 'number' || !Number.isInteger(level) || level < MIN_ACCESS_LEVEL || level > MAX_ACCESS_LEVEL) {
      return { ok: false, message: ADMIN_USER_MESSAGES.badAccessLevel };
    }
    value.accessLevel = level;
  }
  if ('accountType' in body) {
    if (body.accountType !== 0 && body.accountType !== 1) return { ok: false, message: ADMIN_USER_MESSAGES.badAccountType };
    value.accountType = body.accountType;
  }
  if ('accountStatus' in body) {
    if (!ACCOUNT_STATUSES.includes(body.accountStatus as AccountStatus)) return { ok: false, message: ADMIN_USER_MESSAGES.badAccountStatus };
    value.accountStatus = body.accountStatus as AccountStatus;
  }
  if ('preferredLanguage' in body) {
    if (!LANGUAGES.includes(body.preferredLanguage as Language)) return { ok: false, message: ADMIN_USER_MESSAGES.badLanguage };
    value.preferredLanguage = body.preferredLanguage as Language;
  }
  if ('emailVerified' in body) {
    if (typeof body.emailVerified !== 'boolean') return { ok: false, message: ADMIN_USER_MESSAGES.badEmailVerified };
    value.emailVerified = body.emailVerified;
  }
  return { ok: true, value };
}

export interface NewAdminUser extends Required<Omit<AdminUserUpdate, 'accountStatus'>> {
  email: string;
  /** Set now, or null when the user gets an e-mail to set it. */
  password: string | null;
  sendPasswordMail: boolean;
}

/** Checks /admin/users/new: an e-mail, a password or the set-password mail, and the admin-editable fields. */
export function validateNewAdminUser(body: unknown): UserCheck<NewAdminUser> {
  if (!isObject(body)) return { ok: false, message: ADMIN_USER_MESSAGES.emailInvalid };
  const { email, password, sendPasswordMail, ...rest } = body;
  if (typeof email !== 'string' || !EMAIL_PATTERN.test(email.trim()) || email.trim().length > EMAIL_MAX) {
    return { ok: false, message: ADMIN_USER_MESSAGES.emailInvalid };
  }
  const mail = sendPasswordMail === true;
  const given = typeof password === 'string' && password !== '' ? password : null;
  if (!mail && given === null) return { ok: false, message: ADMIN_USER_MESSAGES.passwordOrMail };
  const fields = validateAdminUserUpdate(rest);
  if (!fields.ok) return fields;
  const value = fields.value;
  return {
    ok: true,
    value: {
      email: email.trim().toLowerCase(),
      password: mail ? null : given,
      sendPasswordMail: mail,
      firstName: value.firstName ?? null,
      lastName: value.lastName ?? null,
      phone: value.phone ?? null,
      accessLevel: value.accessLevel ?? MIN_ACCESS_LEVEL,
      accountType: value.accountType ?? 0,
      preferredLanguage: value.preferredLanguage ?? 'no',
      emailVerified: value.emailVerified ?? false,
    },
  };
}

/** An admin's grant of a product: a trial (30 days unless said) or an open-ended active subscription, on a plan if given. */
export interface ProductGrant {
  subscriptionStatus: 'trial' | 'active';
  trialDays: number;
  planId: number | null;
}
export const GRANT_TRIAL_DAYS = 30;

export function validateProductGrant(body: unknown): UserCheck<ProductGrant> {
  const record = isObject(body) ? body : {};
  const status = record.subscriptionStatus ?? 'trial';
  if (status !== 'trial' && status !== 'active') return { ok: false, message: ADMIN_USER_MESSAGES.badGrantStatus };
  const days = record.trialDays ?? GRANT_TRIAL_DAYS;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 365) return { ok: false, message: ADMIN_USER_MESSAGES.badTrialDays };
  const plan = record.planId ?? null;
  if (plan !== null && (typeof plan !== 'number' || !Number.isInteger(plan) || plan < 1))
    return { ok: false, message: ADMIN_USER_MESSAGES.unknownPlan };
  return { ok: true, value: { subscriptionStatus: status, trialDays: days, planId: plan as number | null } };
}

const isActiveAdmin = (user: { accessLevel: number; accountStatus: string }) =>
  user.accessLevel > ADMIN_ACCESS_THRESHOLD && user.accountStatus === 'active';

/**
 * Why an admin may not make this change to a user, or null: nobody deletes, demotes or deactivates themself here (by
 * accident), and the last active administrator is never removed, demoted or deactivated.
 */
export function adminChangeRefusal(args: {
  actorId: number;
  target: { id: number; accessLevel: number; accountStatus: string };
  change: AdminUserUpdate | 'delete';
  activeAdmins: number;
}): string | null {
  const { actorId, target, change, activeAdmins } = args;
  const removesAdmin =
    change === 'delete' ||
    (change.accessLevel !== undefined && change.accessLevel <= ADMIN_ACCESS_THRESHOLD) ||
    (change.accountStatus !== undefined && change.accountStatus !== 'active');
  if (target.id === actorId && change === 'delete') return ADMIN_USER_MESSAGES.selfDelete;
  if (target.id === actorId && removesAdmin) return ADMIN_USER_MESSAGES.selfDemote;
  if (isActiveAdmin(target) && removesAdmin && activeAdmins <= 1) return ADMIN_USER_MESSAGES.lastAdmin;
  return null;
}

/** The list's warning panel: a platform with one active administrator is one lost password from having none. */
export const singleAdminWarning = (activeAdmins: number): string | null => (activeAdmins === 1 ? ADMIN_USER_MESSAGES.singleAdmin : null);

/** "Ola Nordmann", or the e-mail address when the account has no name. */
export function adminUserName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}
