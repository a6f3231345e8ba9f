import { vi } from 'vitest';
import { httpClient } from '../providers/http-client';

/** What a fake route answers: a body, or a rejection shaped like the http client's (Refine's HttpError). */
export type Answer = unknown | { reject: { message: string; statusCode: number } };
type Route = (url: string) => Answer | undefined;

const isRejection = (answer: Answer): answer is { reject: { message: string; statusCode: number } } =>
  answer !== null && typeof answer === 'object' && 'reject' in answer;

/**
 * Answers the http client's GETs as the admin API does: each route maps a URL to a body (undefined: not this route);
 * an array body carries its length in x-total-count, as the server's lists do. An unknown URL is a 500.
 */
export function serveGets(...routes: Route[]) {
  return vi.spyOn(httpClient, 'get').mockImplementation(async (url: string) => {
    for (const route of routes) {
      const answer = route(url);
      if (answer === undefined) continue;
      if (isRejection(answer)) throw answer.reject;
      const headers = Array.isArray(answer) ? { 'x-total-count': String(answer.length) } : {};
      return { data: answer, headers };
    }
    throw { message: `Unexpected GET ${url}`, statusCode: 500 };
  });
}

/** A route answering exactly `path` (with any query string when `anyQuery`). */
export const at =
  (path: string, answer: () => Answer, anyQuery = false): Route =>
  (url) =>
    url === path || (anyQuery && url.startsWith(`${path}?`)) ? answer() : undefined;
