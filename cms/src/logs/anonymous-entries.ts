import type { LogEvent } from './event-log';
import { LruMap } from '../lru-map';

/**
 * What traffic without a signed-in user may write to the system log: at most `perMinute` entries per address a
 * minute (then one notice, and nothing more until the minute is over), none above warning. A probe of the API, or
 * a flood of bad sign-ins, then neither fills the log nor counts among the errors staff are shown; an unhandled
 * error it causes is still kept, as a warning. Counted per app process, in memory: the log is best-effort anyway.
 */
export const ANONYMOUS_LOG_LIMIT = { perMinute: 30, maxLevel: 'warning' as const, addresses: 10_000 };

/** LOG_ANONYMOUS_PER_MINUTE, else the limit above (the API tests' server, all of whose calls come from one address, allows more). */
const perMinute = (): number => {
  const configured = Number(process.env.LOG_ANONYMOUS_PER_MINUTE);
  return Number.isInteger(configured) && configured > 0 ? configured : ANONYMOUS_LOG_LIMIT.perMinute;
};

const WINDOW_MS = 60_000;
const ABOVE_CAP = new Set<LogEvent['level']>(['error', 'critical']);

type Window = { startedAt: number; count: number };
type Entry = Omit<LogEvent, 'timestamp'>;

/** The entries to record for one anonymous request from `address`: capped in level, limited in number. */
export function anonymousEntries(limit = perMinute()) {
  const windows = new LruMap<string, Window>(ANONYMOUS_LOG_LIMIT.addresses);
  return (address: string, entries: Entry[], now = Date.now()): Entry[] => {
    if (entries.length === 0) return entries;
    let window = windows.get(address);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      window = { startedAt: now, count: 0 };
      windows.set(address, window);
    }
    const kept: Entry[] = [];
    for (const entry of entries) {
      window.count += 1;
      if (window.count <= limit) kept.push(ABOVE_CAP.has(entry.level) ? { ...entry, level: ANONYMOUS_LOG_LIMIT.maxLevel } : entry);
      // The first entry over the limit becomes one notice that says so.
      else if (window.count === limit + 1) kept.push(notice(entry, limit));
    }
    return kept;
  };
}

const notice = (like: Entry, limit: number): Entry => ({
  level: 'warning',
  category: 'security',
  action: 'security.anonymous_log_limited',
  errorMessage: `More than ${limit} log entries a minute from one address without sign-in: the rest of the minute's are not kept.`,
  metadata: { limitPerMinute: limit },
  status: 'limited',
  ipAddress: like.ipAddress ?? null,
  userAgent: like.userAgent ?? null,
});
