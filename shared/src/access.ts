/** Access levels of the platform: above 4 means administrator (every spec says so). */
export const ACCESS_LEVELS = {
  1: 'Basis',
  2: 'Standard',
  3: 'Premium',
  4: 'Professional',
  5: 'Admin',
} as const;

export type AccessLevel = keyof typeof ACCESS_LEVELS;

export const MIN_ACCESS_LEVEL = 1;
export const MAX_ACCESS_LEVEL = 5;
/** A user whose accessLevel is above this is an administrator. */
export const ADMIN_ACCESS_THRESHOLD = 4;

export const ACCOUNT_TYPES = { normal: 0, test: 1 } as const;
export const ACCOUNT_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export const LANGUAGES = ['no', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isAdmin(user: { accessLevel?: number | null } | null | undefined): boolean {
  return Number(user?.accessLevel ?? 0) > ADMIN_ACCESS_THRESHOLD;
}

/** The public shape of a signed-in user, as the API returns it (never the password hash). */
export interface PlatformUser {
  id: number;
  documentId?: string;
  username: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  accessLevel: number;
  accountType: number;
  accountStatus: AccountStatus;
  preferredLanguage: Language;
  emailVerified: boolean;
  /** 'google' when a Gmail account is linked, else null. */
  emailConnected?: string | null;
  /** Display name, when the account has one. */
  name?: string;
  createdAt?: string;
}

/** The shortest password the platform accepts, checked on the server at sign-up and in the forms. */
export const PASSWORD_MIN_LENGTH = 8;

/** Ends every session of the signed-in account (the admin app and the site in one browser share one token). */
export const SIGN_OUT_PATH = '/api/auth/sign-out';

export const AUTH_MESSAGES = {
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordWeak: 'The password is too easy to guess. Avoid common words, names, dates and sequences: a few unrelated words make a strong one.',
  passwordPersonal: 'The password must not contain your e-mail address or your name.',
  resetLinkInvalid: 'The link is invalid or has expired. Ask for a new one.',
  passwordsDiffer: 'The passwords do not match.',
  emailInvalid: 'Enter a valid e-mail address.',
  tooManySignIns: (minutes: number) => `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManySignUps: 'Too many sign-ups from here or for this e-mail address. Try again in an hour.',
  missingToken: 'You need to sign in to use this page.',
  invalidToken: 'Your session is invalid or has expired. Please sign in again.',
  sessionEnded: 'This session has ended (a sign-out or a new password ends every session of the account). Please sign in again.',
  notAdmin: 'Administrator access (access level 5) is required.',
  blocked: 'Your account is blocked.',
  accountSuspended: 'This account is suspended. Contact us if you think this is a mistake.',
  accountInactive: 'This account is inactive. Contact us to open it again.',
} as const;

/** Why an account may not sign in or use a token, or null when it may. */
export function accountStatusRefusal(status: string | null | undefined): string | null {
  if (status === 'suspended') return AUTH_MESSAGES.accountSuspended;
  if (status === 'inactive') return AUTH_MESSAGES.accountInactive;
  return null;
}

/**
 * Strapi's own answers to a refused sign-in or sign-up, in its English: the site and the admin app show them in their
 * own words instead.
 */
export const STRAPI_AUTH_ERRORS = {
  invalidCredentials: ['Invalid identifier or password', 'Invalid credentials'],
  blocked: ['Your account has been blocked by an administrator', 'User blocked'],
  emailTaken: ['Email or Username are already taken'],
} as const;

/** How long a password reset link works. */
export const PASSWORD_RESET_HOURS = 1;
/** How long the set-password link of an account an admin made works: long enough to be read after a weekend. */
export const PASSWORD_INVITE_HOURS = 72;

/** localStorage key of the JWT; the site and the admin app share it on one origin. */
export const TOKEN_STORAGE_KEY = 'platform.jwt';
