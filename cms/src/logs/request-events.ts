import type { AuditContext } from './admin-writes';
import type { LogEvent } from './event-log';
import { maskIp } from './mask-ip';

/** What the log needs to know about one answered request. */
export interface RequestOutcome {
  method: string;
  /** The path asked for, without the query string. */
  path: string;
  /** The route pattern it matched ('/api/admin/ideas/:id'), when one did. */
  route: string | undefined;
  params: Record<string, string>;
  status: number;
  durationMs: number;
  /** The signed-in user, as the route's policy found them, or the account an anonymous request acted on. */
  user: { id: number; email: string } | null;
  requestBody: unknown;
  responseBody: unknown;
  /** An error no handler meant to throw (answered 500). */
  unhandled: Error | null;
  /** The caller's address as received; masked (or kept whole) only when an entry is made. */
  ip: string | undefined;
  userAgent: string | null;
  /** An auth step's own name for what happened, where its answer does not tell (a sign-up with a taken address). */
  authAction?: string;
}

type Event = Omit<LogEvent, 'timestamp'>;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const VERB: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/**
 * The sign-in and account events, by route, from the request's and the answer's bodies; the verify-email route's
 * action depends on its step. A sign-in is logged when it gives a session: for an account with two-factor sign-in,
 * the password step is auth.password_passed and the code step auth.sign_in, so sign-ins count once and only whole.
 */
const AUTH_EVENTS: Record<string, (body: Record<string, unknown>, answer: Record<string, unknown>) => { ok: string; failed: string }> = {
  'POST /api/auth/local': (_, answer) => ({ ok: answer.twoFactorRequired ? 'auth.password_passed' : 'auth.sign_in', failed: 'auth.sign_in_failed' }),
  'POST /api/auth/local/register': () => ({ ok: 'auth.sign_up', failed: 'auth.sign_up_failed' }),
  'POST /api/auth/change-password': () => ({ ok: 'auth.password_changed', failed: 'auth.password_change_failed' }),
  'POST /api/auth/reset-password': () => ({ ok: 'auth.password_changed', failed: 'auth.password_reset_failed' }),
  'POST /api/auth/forgot-password': () => ({ ok: 'auth.password_reset_requested', failed: 'auth.password_reset_refused' }),
  'POST /api/auth/two-factor/verify': () => ({ ok: 'auth.sign_in', failed: 'auth.two_factor_failed' }),
  'POST /api/auth/two-factor/enable': () => ({ ok: 'auth.two_factor_enabled', failed: 'auth.two_factor_enable_failed' }),
  'POST /api/auth/two-factor/disable': () => ({ ok: 'auth.two_factor_disabled', failed: 'auth.two_factor_disable_failed' }),
  'POST /api/auth/two-factor/recovery-codes': () => ({ ok: 'auth.recovery_codes_renewed', failed: 'auth.recovery_codes_refused' }),
  'POST /api/auth/verify-email': (body) =>
    body.step === 'confirm'
      ? { ok: 'auth.email_verified', failed: 'auth.email_verification_failed' }
      : { ok: 'auth.verification_mail_sent', failed: 'auth.verification_mail_refused' },
};

const SECURITY_ACTIONS: Record<number, string> = { 401: 'security.unauthorized', 403: 'security.forbidden', 429: 'security.rate_limited' };

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The message of Strapi's error body ({ error: { message } }), if the answer is one. */
function errorMessageOf(body: unknown): string | null {
  const message = asObject(asObject(body).error).message;
  return typeof message === 'string' ? message : null;
}

/** '/api/admin/ideas/:id/tasks' POST → 'ideas.tasks.create': the resource path without its ids, and the verb. */
export function adminActionOf(method: string, route: string): string {
  const segments = route
    .replace(/^\/api\/admin\/?/, '')
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':'));
  return [...segments, VERB[method] ?? method.toLowerCase()].join('.');
}

/** Top-level figures of an answer (an import's counts, a cleanup's deletedCount): the outcome in numbers. */
function figuresOf(body: unknown): Record<string, number> | undefined {
  const figures = Object.entries(asObject(body)).filter((entry): entry is [string, number] => typeof entry[1] === 'number');
  return figures.length ? Object.fromEntries(figures.slice(0, 10)) : undefined;
}

function whoOf(outcome: RequestOutcome): { userId: number | null; userEmail: string | null } {
  if (outcome.user) return { userId: outcome.user.id, userEmail: outcome.user.email };
  const answered = asObject(asObject(outcome.responseBody).user);
  if (typeof answered.id === 'number') return { userId: answered.id, userEmail: typeof answered.email === 'string' ? answered.email : null };
  // A refused sign-in names who was tried: the identifier typed, as typed (lower-cased).
  const asked = asObject(outcome.requestBody);
  const typed = asked.identifier ?? asked.email;
  return { userId: null, userEmail: typeof typed === 'string' ? typed.trim().toLowerCase().slice(0, 255) : null };
}

const outcomeLevel = (status: number): LogEvent['level'] => (status >= 500 ? 'error' : status >= 400 ? 'warning' : 'info');
const outcomeStatus = (status: number) => (status < 400 ? 'success' : String(status));

/**
 * The log entries one request leaves: at most one of (in this order) an unhandled error, a security refusal
 * (401, 403, 429 on the API), an auth event, an admin write; and, when it took longer than `slowMs`, a performance
 * entry besides.
 */
export function eventsOf(outcome: RequestOutcome, audit: AuditContext | null, options: { slowMs: number; fullIp: boolean }): Event[] {
  const { method, path, status, durationMs } = outcome;
  const { slowMs } = options;
  const events: Event[] = [];
  // Most requests leave nothing: the address is parsed only for those that do.
  const auth = AUTH_EVENTS[`${method} ${outcome.route ?? path}`];
  const quiet = !outcome.unhandled && status < 400 && !audit && durationMs <= slowMs && !auth;
  if (quiet) return events;
  const where = { ipAddress: maskIp(outcome.ip, options.fullIp), userAgent: outcome.userAgent, durationMs: Math.round(durationMs) };
  const main = ((): Event | null => {
    if (outcome.unhandled) {
      return {
        level: 'error',
        category: 'system',
        action: 'system.unhandled_error',
        errorMessage: outcome.unhandled.message || String(outcome.unhandled),
        errorStack: outcome.unhandled.stack ?? null,
        metadata: { method, path },
        status: String(status),
        ...whoOf(outcome),
        ...where,
      };
    }
    if (SECURITY_ACTIONS[status] && path.startsWith('/api/')) {
      return {
        level: 'warning',
        category: 'security',
        action: SECURITY_ACTIONS[status],
        errorMessage: errorMessageOf(outcome.responseBody),
        metadata: { method, path },
        status: String(status),
        ...whoOf(outcome),
        ...where,
      };
    }
    if (auth) {
      const names = auth(asObject(outcome.requestBody), asObject(outcome.responseBody));
      return {
        level: outcomeLevel(status),
        category: 'auth',
        action: status < 400 ? (outcome.authAction ?? names.ok) : names.failed,
        errorMessage: status < 400 ? null : errorMessageOf(outcome.responseBody),
        status: status < 400 ? 'success' : 'failure',
        ...whoOf(outcome),
        ...where,
      };
    }
    if (audit && outcome.route) {
      const metadata: Record<string, unknown> = { method, path };
      if (Object.keys(outcome.params).length) metadata.params = outcome.params;
      if (audit.changes.length) metadata.changes = audit.changes;
      if (audit.omitted) metadata.moreChanges = audit.omitted;
      const result = { ...(figuresOf(outcome.responseBody) ?? {}), ...(audit.note ?? {}) };
      if (Object.keys(result).length) metadata.result = result;
      return {
        level: outcomeLevel(status),
        category: 'admin',
        action: adminActionOf(method, outcome.route),
        errorMessage: status < 400 ? null : errorMessageOf(outcome.responseBody),
        metadata,
        status: outcomeStatus(status),
        productId: outcome.params.productId ?? null,
        ...whoOf(outcome),
        ...where,
      };
    }
    return null;
  })();
  if (main) events.push(main);
  if (durationMs > slowMs) {
    events.push({
      level: 'warning',
      category: 'performance',
      action: 'performance.slow_request',
      errorMessage: `${method} ${outcome.route ?? path} took ${Math.round(durationMs)} ms (over ${slowMs} ms).`,
      metadata: { method, path, route: outcome.route ?? null },
      status: String(status),
      ...whoOf(outcome),
      ...where,
    });
  }
  return events;
}

/** Whether a request is an admin write, whose database changes are gathered while it runs. */
export const isAdminWrite = (method: string, path: string) => WRITES.has(method) && path.startsWith('/api/admin/');
