import { getToken } from '../utils/token';

/** An early read is used only this soon after it was sent; after that the page reads afresh. */
export const EARLY_READ_FRESH_MS = 10_000;

interface EarlyRead {
  at: number;
  body: Promise<unknown>;
  answer?: unknown;
}

const sent = new Map<string, EarlyRead>();

/**
 * Sends a GET the first screen will make while the app's scripts still start, so that screen does not wait for a round
 * trip after them. Plain fetch: it goes out at once, where the app's HTTP client would send it a frame later.
 * Resolves with the answer (undefined for none) once it has arrived.
 */
export function readEarly(url: string): Promise<unknown> {
  const token = getToken();
  if (!token) return Promise.resolve(undefined);
  const read: EarlyRead = { at: Date.now(), body: Promise.resolve(undefined) };
  read.body = fetch(url, { headers: { Authorization: `Bearer ${token}` } })
    .then((res) => (res.ok ? res.json() : undefined))
    .catch(() => undefined)
    .then((answer: unknown) => (read.answer = answer));
  sent.set(url, read);
  return read.body;
}

/**
 * The answer of a fresh early read of this address, taken at most once; undefined when there is none or it failed,
 * and the caller reads as usual (so a failure reaches the page the usual way, with the server's message).
 */
export async function takeEarlyRead(url: string): Promise<unknown> {
  const read = sent.get(url);
  sent.delete(url);
  return read && Date.now() - read.at < EARLY_READ_FRESH_MS ? read.body : undefined;
}

/**
 * The answer of a fresh early read of this address that has already arrived, with when it was asked, taken at most
 * once: a page can start with it instead of showing its loading state first.
 */
export function takeArrivedRead(url: string): { answer: unknown; at: number } | undefined {
  const read = sent.get(url);
  if (!read || read.answer === undefined || Date.now() - read.at >= EARLY_READ_FRESH_MS) return undefined;
  sent.delete(url);
  return { answer: read.answer, at: read.at };
}
