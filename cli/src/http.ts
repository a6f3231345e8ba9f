import { AUTH_MESSAGES, SIGN_OUT_PATH, isAdmin } from '@platform/shared';
import { CliError, EXIT, type ExitCode } from './errors';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

export interface PlatformUserInfo {
  id: number;
  email: string;
  username?: string;
  accessLevel?: number | null;
}

export interface Response<T> {
  body: T;
  headers: Headers;
}

function errorMessageOf(body: unknown): string | null {
  if (body && typeof body === 'object') {
    const error = (body as { error?: { message?: unknown } }).error;
    if (error && typeof error.message === 'string' && error.message !== '') return error.message;
  }
  return null;
}

/** A failure the platform answered with an HTTP status, kept so that callers can tell a missing API (404) apart. */
export class HttpError extends CliError {
  constructor(
    message: string,
    exitCode: ExitCode,
    readonly status: number,
  ) {
    super(message, exitCode);
  }
}

/** A client of the platform's REST API; every failure becomes a CliError with the exit code of its kind. */
export class Api {
  constructor(
    readonly url: string,
    private readonly token: string | null,
  ) {}

  unreachable(): CliError {
    return new CliError(`Cannot reach the platform at ${this.url}.`, EXIT.unreachable);
  }

  async request<T>(method: string, path: string, body?: unknown, query?: Record<string, string | undefined>): Promise<Response<T>> {
    let target: URL;
    try {
      target = new URL(`${this.url}${path}`);
    } catch {
      throw new CliError(`Not a valid platform URL: ${this.url}`, EXIT.usage);
    }
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') target.searchParams.set(key, value);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let res: globalThis.Response;
    try {
      res = await fetch(target, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      if (error instanceof TypeError || (cause?.code && NETWORK_CODES.has(cause.code))) throw this.unreachable();
      throw error;
    }
    const text = await res.text().catch(() => '');
    let parsed: unknown = null;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      parsed = null;
    }
    if (res.ok) {
      if (parsed === null && text !== '') throw new CliError(`The platform at ${this.url} answered something other than JSON.`, EXIT.failure);
      return { body: parsed as T, headers: res.headers };
    }
    const message = errorMessageOf(parsed);
    if (res.status === 401) {
      const reason = message === AUTH_MESSAGES.sessionEnded ? message : AUTH_MESSAGES.invalidToken;
      throw new CliError(this.token ? reason : notSignedIn(this.url), EXIT.auth);
    }
    if (res.status === 403) throw new CliError(message && /access level/i.test(message) ? message : AUTH_MESSAGES.notAdmin, EXIT.auth);
    if (res.status === 404 && !message) {
      throw new HttpError(`The platform at ${this.url} has no ${path} (is this the platform's API?).`, EXIT.failure, 404);
    }
    throw new HttpError(message ?? `The platform answered ${res.status} ${res.statusText}.`, EXIT.failure, res.status);
  }

  async me(): Promise<PlatformUserInfo> {
    if (!this.token) throw new CliError(notSignedIn(this.url), EXIT.auth);
    return (await this.request<PlatformUserInfo>('GET', '/api/users/me')).body;
  }

  /** Ends every session of the signed-in account on the platform (browsers and other terminals too). */
  async signOutEverywhere(): Promise<void> {
    if (!this.token) throw new CliError(notSignedIn(this.url), EXIT.auth);
    await this.request('POST', SIGN_OUT_PATH);
  }

  /** The signed-in user, who must be an administrator (access level 5). */
  async requireAdmin(): Promise<PlatformUserInfo> {
    const user = await this.me();
    if (!isAdmin(user)) throw new CliError(AUTH_MESSAGES.notAdmin, EXIT.auth);
    return user;
  }
}

export function notSignedIn(url: string): string {
  return `Not signed in to ${url}. Run \`platform login\` or set PLATFORM_TOKEN.`;
}
