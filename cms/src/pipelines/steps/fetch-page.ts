import { PIPELINE_LIMITS } from '@platform/shared';
import { guardedFetch } from '../../outbound/outbound-guard';
import { StepFailure, type FetchedPage, type StepContext } from './types';

/** A URL as messages name it: host and path, never the query (it may hold a key). */
export function urlLabel(raw: string): string {
  try {
    const url = new URL(raw);
    return `${url.host}${url.pathname}`;
  } catch {
    return raw.slice(0, 100);
  }
}

/** The step context's fetch in production: a GET through the outbound guard within the pipeline limits. */
export async function fetchThroughGuard(url: string, headers: Record<string, string>): Promise<FetchedPage> {
  const response = await guardedFetch(url, {
    method: 'GET',
    headers,
    timeoutMs: PIPELINE_LIMITS.fetchTimeoutMs,
    maxBytes: PIPELINE_LIMITS.fetchMaxBytes,
  });
  return { status: response.status, body: response.body, url: response.url, contentType: response.headers.get('content-type') ?? '' };
}

/** Fetches a page for a source step: a refused or failed request and a non-2xx answer end the step with a message naming the URL. */
export async function fetchForStep(ctx: StepContext, url: string, headers: Record<string, string>): Promise<FetchedPage> {
  let page: FetchedPage;
  try {
    page = await ctx.fetch(url, headers);
  } catch (error) {
    throw new StepFailure(`Could not fetch ${urlLabel(url)}: ${(error as Error).message}`);
  }
  if (page.status < 200 || page.status > 299) throw new StepFailure(`HTTP ${page.status} from ${urlLabel(page.url || url)}`);
  return page;
}
