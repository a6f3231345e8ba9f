import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import jwt from 'jsonwebtoken';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import {
  RECOVERY_CODE_ALPHABET,
  TWO_FACTOR,
  TWO_FACTOR_MESSAGES,
  formatRecoveryCode,
  readTwoFactorCode,
  type TwoFactorChallenge,
  type TwoFactorSetup,
} from '@platform/shared';
import { httpError } from '../http-error';
import { ISSUED_AT_MS_CLAIM, issuedAtMsOf } from './sessions';

/**
 * TOTP two-factor sign-in. The account's secret is kept encrypted (AES-256-GCM under a key derived from
 * TWO_FACTOR_KEY, else JWT_SECRET), so a copy of the database alone does not give the codes; recovery codes are kept
 * as SHA-256 hashes and each works once; an app code is refused a second time (its time step is remembered), so a
 * code seen over someone's shoulder cannot be replayed.
 */
const USERS_TABLE = 'up_users';

interface TwoFactorRow {
  id: number;
  email: string;
  two_factor_enabled: boolean | number | null;
  two_factor_secret: string | null;
  two_factor_pending_secret: string | null;
  two_factor_recovery_codes: string | string[] | null;
  two_factor_last_step: number | string | null;
}

const COLUMNS = [
  'id',
  'email',
  'two_factor_enabled',
  'two_factor_secret',
  'two_factor_pending_secret',
  'two_factor_recovery_codes',
  'two_factor_last_step',
] as const;

function keyMaterial(): string {
  const key = process.env.TWO_FACTOR_KEY || process.env.JWT_SECRET;
  if (!key) throw new Error('TWO_FACTOR_KEY or JWT_SECRET must be set for two-factor sign-in.');
  return key;
}

const derivedKey = (purpose: string) => Buffer.from(crypto.hkdfSync('sha256', keyMaterial(), 'platform', purpose, 32));

function sealSecret(secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', derivedKey('two-factor secret'), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

function openSecret(stored: string): string {
  const [, iv, tag, sealed] = stored.split('.');
  const decipher = crypto.createDecipheriv('aes-256-gcm', derivedKey('two-factor secret'), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
}

const totpFor = (secret: string, label: string) =>
  new OTPAuth.TOTP({
    issuer: TWO_FACTOR.issuer,
    label,
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: TWO_FACTOR.digits,
    period: TWO_FACTOR.periodSeconds,
  });

const hashRecoveryCode = (code: string) => crypto.createHash('sha256').update(code).digest('hex');

function newRecoveryCodes(): string[] {
  return Array.from({ length: TWO_FACTOR.recoveryCodeCount }, () =>
    Array.from({ length: 10 }, () => RECOVERY_CODE_ALPHABET[crypto.randomInt(RECOVERY_CODE_ALPHABET.length)]).join(''),
  );
}

const storedHashes = (value: TwoFactorRow['two_factor_recovery_codes']): string[] =>
  Array.isArray(value) ? value : typeof value === 'string' && value ? (JSON.parse(value) as string[]) : [];

const currentStep = () => Math.floor(Date.now() / 1000 / TWO_FACTOR.periodSeconds);

async function rowOf(trx: any, userId: number, lock: boolean): Promise<TwoFactorRow> {
  const query = trx(USERS_TABLE).select(COLUMNS).where({ id: userId });
  const row = await (lock ? query.forUpdate() : query).first();
  if (!row) throw httpError(404, 'Account not found.');
  return row as TwoFactorRow;
}

/**
 * Checks a typed code against an account's secret (or its pending one while enrolling) inside `trx`, and uses it up:
 * an app code's step is remembered, a recovery code is struck off. Answers which kind it was, or null for a wrong one.
 */
async function useCode(trx: any, row: TwoFactorRow, typed: unknown, secret: string | null): Promise<'totp' | 'recovery' | null> {
  const code = readTwoFactorCode(typed);
  if (!code) throw httpError(400, TWO_FACTOR_MESSAGES.codeRequired);
  if (code.kind === 'totp') {
    if (!secret) return null;
    const delta = totpFor(openSecret(secret), row.email).validate({ token: code.code, window: TWO_FACTOR.window });
    if (delta === null) return null;
    const step = currentStep() + delta;
    if (row.two_factor_last_step !== null && step <= Number(row.two_factor_last_step)) return null;
    await trx(USERS_TABLE).where({ id: row.id }).update({ two_factor_last_step: step });
    return 'totp';
  }
  const hashes = storedHashes(row.two_factor_recovery_codes);
  const hash = hashRecoveryCode(code.code);
  if (!hashes.includes(hash)) return null;
  await trx(USERS_TABLE)
    .where({ id: row.id })
    .update({ two_factor_recovery_codes: JSON.stringify(hashes.filter((h) => h !== hash)) });
  return 'recovery';
}

const wrongCode = () => httpError(400, TWO_FACTOR_MESSAGES.codeInvalid);

export function twoFactorService(strapi: Core.Strapi) {
  const db = strapi.db.connection;

  /** Reads the account's row and does `work` in one transaction: a code is checked and used up together, or not at all. */
  async function withRow<T>(userId: number, work: (trx: any, row: TwoFactorRow) => Promise<T>): Promise<T> {
    // FOR UPDATE on PostgreSQL: two checks of one code at once cannot both pass (SQLite writes one at a time anyway).
    const lock = strapi.db.dialect.client === 'postgres';
    return db.transaction(async (trx: any) => work(trx, await rowOf(trx, userId, lock)));
  }

  return {
    /** Step 1 of turning it on: a new secret, kept aside until a code from it proves the app has it. */
    async startSetup(userId: number): Promise<TwoFactorSetup> {
      return withRow(userId, async (trx, row) => {
        if (row.two_factor_enabled) throw httpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
        const secret = new OTPAuth.Secret({ size: 20 }).base32;
        await trx(USERS_TABLE)
          .where({ id: userId })
          .update({ two_factor_pending_secret: sealSecret(secret) });
        const otpauthUrl = totpFor(secret, row.email).toString();
        const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
        return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
      });
    },

    /** Step 2: a code from the new secret turns it on; answers the recovery codes, shown this once. */
    async finishSetup(userId: number, typed: unknown): Promise<string[]> {
      const codes = newRecoveryCodes();
      await withRow(userId, async (trx, row) => {
        if (row.two_factor_enabled) throw httpError(409, TWO_FACTOR_MESSAGES.alreadyOn);
        if (!row.two_factor_pending_secret) throw httpError(409, TWO_FACTOR_MESSAGES.noSetupStarted);
        const code = readTwoFactorCode(typed);
        if (code?.kind !== 'totp') throw httpError(400, TWO_FACTOR_MESSAGES.codeRequired);
        if ((await useCode(trx, { ...row, two_factor_recovery_codes: null }, typed, row.two_factor_pending_secret)) === null) throw wrongCode();
        await trx(USERS_TABLE)
          .where({ id: userId })
          .update({
            two_factor_enabled: true,
            two_factor_secret: row.two_factor_pending_secret,
            two_factor_pending_secret: null,
            two_factor_recovery_codes: JSON.stringify(codes.map(hashRecoveryCode)),
          });
      });
      return codes.map(formatRecoveryCode);
    },

    /** Checks a code of an account that has it on; a wrong one throws 400 (and changes nothing). */
    async checkCode(userId: number, typed: unknown): Promise<void> {
      await withRow(userId, async (trx, row) => {
        if (!row.two_factor_enabled) throw httpError(409, TWO_FACTOR_MESSAGES.notOn);
        if ((await useCode(trx, row, typed, row.two_factor_secret)) === null) throw wrongCode();
      });
    },

    async turnOff(userId: number, typed: unknown): Promise<void> {
      await withRow(userId, async (trx, row) => {
        if (!row.two_factor_enabled) throw httpError(409, TWO_FACTOR_MESSAGES.notOn);
        if ((await useCode(trx, row, typed, row.two_factor_secret)) === null) throw wrongCode();
        await trx(USERS_TABLE).where({ id: userId }).update({
          two_factor_enabled: false,
          two_factor_secret: null,
          two_factor_pending_secret: null,
          two_factor_recovery_codes: null,
          two_factor_last_step: null,
        });
      });
    },

    /** New recovery codes for a code; the old ones stop working. */
    async renewRecoveryCodes(userId: number, typed: unknown): Promise<string[]> {
      const codes = newRecoveryCodes();
      await withRow(userId, async (trx, row) => {
        if (!row.two_factor_enabled) throw httpError(409, TWO_FACTOR_MESSAGES.notOn);
        if ((await useCode(trx, row, typed, row.two_factor_secret)) === null) throw wrongCode();
        await trx(USERS_TABLE)
          .where({ id: userId })
          .update({ two_factor_recovery_codes: JSON.stringify(codes.map(hashRecoveryCode)) });
      });
      return codes.map(formatRecoveryCode);
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const row = await db(USERS_TABLE).select('two_factor_recovery_codes').where({ id: userId }).first();
      return storedHashes(row?.two_factor_recovery_codes ?? null).length;
    },
  };
}

/**
 * The proof that a password was right, waiting for its code: signed with a key of its own (never accepted as a
 * session token, and a session token is never accepted as one), for TWO_FACTOR.challengeMinutes.
 */
const CHALLENGE_AUDIENCE = 'two-factor-challenge';

export function issueChallenge(userId: number): string {
  return jwt.sign({ sub: String(userId), [ISSUED_AT_MS_CLAIM]: Date.now() }, derivedKey('two-factor challenge'), {
    audience: CHALLENGE_AUDIENCE,
    expiresIn: `${TWO_FACTOR.challengeMinutes}m`,
  });
}

/** The sign-in's answer when the password was right and the account's code is still needed. */
export const challengeAnswer = (userId: number): TwoFactorChallenge => ({ twoFactorRequired: true, challenge: issueChallenge(userId) });

/** The account a challenge was issued for and when, or null for an expired, forged or missing one. */
export function readChallenge(challenge: unknown): { userId: number; issuedAt: number | null } | null {
  if (typeof challenge !== 'string' || challenge.length > 2000) return null;
  try {
    const payload = jwt.verify(challenge, derivedKey('two-factor challenge'), { audience: CHALLENGE_AUDIENCE, algorithms: ['HS256'] });
    const id = Number((payload as { sub?: string }).sub);
    return Number.isInteger(id) && id > 0 ? { userId: id, issuedAt: issuedAtMsOf(payload as Record<string, unknown>) } : null;
  } catch {
    return null;
  }
}
