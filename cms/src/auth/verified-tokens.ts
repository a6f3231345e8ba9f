/**
 * Bearer tokens already verified, with their user id and issue time, until they expire (at most VERIFIED_FOR_MS).
 * Verifying a JWT signature costs more than the rest of an admin request; a token's signature cannot change, so it is
 * checked once. The user's level, block and session cut-off are still read on every call.
 */
const VERIFIED_FOR_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;

export interface VerifiedToken {
  userId: number;
  /** When the token was issued, in milliseconds (see sessions.ts); null when it carries no issue time. */
  issuedAt: number | null;
}

const verified = new Map<string, VerifiedToken & { until: number }>();

export function verifiedToken(token: string, now = Date.now()): VerifiedToken | null {
  const entry = verified.get(token);
  if (!entry) return null;
  if (entry.until <= now) {
    verified.delete(token);
    return null;
  }
  return { userId: entry.userId, issuedAt: entry.issuedAt };
}

export function rememberVerified(token: string, found: VerifiedToken, expiresAtSeconds: number | undefined, now = Date.now()): void {
  if (verified.size >= MAX_ENTRIES) verified.delete(verified.keys().next().value as string);
  const expires = expiresAtSeconds ? expiresAtSeconds * 1000 : Infinity;
  verified.set(token, { ...found, until: Math.min(expires, now + VERIFIED_FOR_MS) });
}

/** Drops a user's tokens from this process's memory (their sessions ended): the next call verifies afresh. */
export function forgetVerifiedTokensOf(userId: number): void {
  for (const [token, entry] of verified) if (entry.userId === userId) verified.delete(token);
}
