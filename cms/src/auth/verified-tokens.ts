/**
 * Bearer tokens already verified, with their user id, until they expire (at most VERIFIED_FOR_MS). Verifying a
 * JWT signature costs more than the rest of an admin request; a token's signature cannot change, so it is checked
 * once. The user's level and block are still read on every call.
 */
const VERIFIED_FOR_MS = 5 * 60_000;
const MAX_ENTRIES = 10_000;

const verified = new Map<string, { userId: number; until: number }>();

export function verifiedUserId(token: string, now = Date.now()): number | null {
  const entry = verified.get(token);
  if (!entry) return null;
  if (entry.until <= now) {
    verified.delete(token);
    return null;
  }
  return entry.userId;
}

export function rememberVerified(token: string, userId: number, expiresAtSeconds: number | undefined, now = Date.now()): void {
  if (verified.size >= MAX_ENTRIES) verified.delete(verified.keys().next().value as string);
  const expires = expiresAtSeconds ? expiresAtSeconds * 1000 : Infinity;
  verified.set(token, { userId, until: Math.min(expires, now + VERIFIED_FOR_MS) });
}
