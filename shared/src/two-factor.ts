/**
 * Two-factor sign-in (TOTP, RFC 6238): the rules the server enforces and the words every client shows.
 * A password alone no longer signs in an account that has it on: the sign-in answers with a short-lived challenge,
 * and the challenge plus a code from the authenticator app (or an unused recovery code) gives the session.
 */
export const TWO_FACTOR = {
  digits: 6,
  periodSeconds: 30,
  /** Codes one step before or after the server's clock still count (clock drift, a slow typist). */
  window: 1,
  recoveryCodeCount: 10,
  /** How long a password-checked sign-in waits for its code. */
  challengeMinutes: 5,
  /** What the authenticator app lists the account under. */
  issuer: 'Platform',
} as const;

export const TWO_FACTOR_PATHS = {
  status: '/api/auth/two-factor',
  setup: '/api/auth/two-factor/setup',
  enable: '/api/auth/two-factor/enable',
  disable: '/api/auth/two-factor/disable',
  recoveryCodes: '/api/auth/two-factor/recovery-codes',
  /** Public: the challenge is the proof of the password. */
  verify: '/api/auth/two-factor/verify',
} as const;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  codeInvalid: 'That code is not right. Enter the current code from your authenticator app, or an unused recovery code.',
  challengeExpired: 'The sign-in waited too long for its code. Enter your e-mail and password again.',
  noSetupStarted: 'No two-factor set-up is waiting. Start the set-up again.',
  alreadyOn: 'Two-factor sign-in is already on for this account.',
  notOn: 'Two-factor sign-in is not on for this account.',
  required: 'Administrators must use two-factor sign-in. Turn it on under "Two-factor sign-in" to go on.',
  requiredCannotTurnOff: 'Administrators must use two-factor sign-in: it cannot be turned off for this account.',
  tooManyCodes: (minutes: number) => `Too many wrong codes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** What the status call answers for the signed-in account. */
export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** The account may not use the admin area without it (administrators, in production mode). */
  required: boolean;
}

/** The sign-in's answer when the password was right and a code is still needed. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  challenge: string;
}

export function isTwoFactorChallenge(body: unknown): body is TwoFactorChallenge {
  return typeof body === 'object' && body !== null && (body as TwoFactorChallenge).twoFactorRequired === true;
}

/** What the set-up step answers: the secret to scan (as a QR code, an otpauth URL and the bare key to type). */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** An SVG picture of the QR code, as a data: URL for an <img>. */
  qrCode: string;
}

/** Ten characters from an alphabet without look-alikes (no 0/O, 1/I/L), shown as two groups of five. */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_CODE_LENGTH = 10;

export type TwoFactorCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

/**
 * A typed code read the forgiving way: spaces and dashes dropped, letters upper-cased; six digits are an app code,
 * ten characters of the recovery alphabet a recovery code; anything else is no code (null).
 */
export function readTwoFactorCode(input: unknown): TwoFactorCode | null {
  if (typeof input !== 'string') return null;
  const bare = input.replace(/[\s-]/g, '').toUpperCase();
  if (new RegExp(`^\\d{${TWO_FACTOR.digits}}$`).test(bare)) return { kind: 'totp', code: bare };
  if (bare.length === RECOVERY_CODE_LENGTH && [...bare].every((c) => RECOVERY_CODE_ALPHABET.includes(c))) return { kind: 'recovery', code: bare };
  return null;
}

/** A recovery code as shown and printed: `ABCDE-FGHJK`. */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Whether the account must have two-factor sign-in on to use the admin area: administrators, in production mode. */
export function twoFactorRequired(user: { accessLevel?: number | null }, mode: 'demo' | 'production'): boolean {
  return mode === 'production' && user.accessLevel === 5;
}
