import { createRemoteJWKSet, jwtVerify } from 'jose';

export const GMAIL_LINK_UID = 'api::account.gmail-link';

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

// One key set per URL: jose caches Google's keys inside it and refetches them when an unknown key id turns up.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(url: string) {
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000 });
    keySets.set(url, keys);
  }
  return keys;
}

export default () => ({
  /** The Google client id of this platform (GOOGLE_CLIENT_ID), or null when Gmail linking is not set up. */
  clientId(): string | null {
    return process.env.GOOGLE_CLIENT_ID || null;
  },

  /**
   * True when the token is a Google ID token for this platform's client: signed by one of Google's keys
   * (GOOGLE_JWKS_URL overrides where they are fetched), issued by Google, meant for GOOGLE_CLIENT_ID, not expired.
   */
  async isGoogleIdToken(token: string, clientId: string): Promise<boolean> {
    try {
      await jwtVerify(token, keySet(process.env.GOOGLE_JWKS_URL || GOOGLE_JWKS_URL), { audience: clientId, issuer: GOOGLE_ISSUERS });
      return true;
    } catch {
      return false;
    }
  },
});
