const BASE = 'http://site.invalid';
/** The longest `from` the platform carries along (in a sign-in link or a mailed activation link). */
export const SITE_PATH_MAX = 500;

/**
 * `from` as a path on this origin (its path, query and hash), or null for anything else: another site, "//host" and
 * "/\host" (protocol-relative), a scheme, or text that is not a path at all. Where to go after signing in or up.
 */
export function sitePathOf(from: unknown): string | null {
  if (typeof from !== 'string' || from.length > SITE_PATH_MAX) return null;
  if (!from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(from, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
}
