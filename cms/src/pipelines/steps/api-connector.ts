import { PIPELINE_LIMITS, STEP_LIMITS, valueAtPath, type ApiConnectorConfig, type PipelineRecord } from '@platform/shared';
import { fetchForStep, urlLabel } from './fetch-page';
import { setField } from './record-fields';
import { StepFailure, type StepContext, type StepOutcome } from './types';

const isRecord = (value: unknown): value is PipelineRecord => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The next page's absolute URL, or null when the answer has none (or it is not a usable link). */
function nextUrl(answer: unknown, nextPath: string, pageUrl: string): string | null {
  if (!nextPath) return null;
  const link = valueAtPath(answer, nextPath);
  if (typeof link !== 'string' || !link.trim()) return null;
  try {
    const url = new URL(link.trim(), pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** GETs a JSON URL, takes the records at records_path and follows next_path from page to page. */
export async function runApiConnector(config: ApiConnectorConfig, ctx: StepContext): Promise<StepOutcome> {
  const headers: Record<string, string> = {};
  for (const header of config.headers ?? []) if (header.name) setField(headers, header.name, header.value);
  const maxPages = Number.isInteger(config.max_pages) ? Math.min(Math.max(config.max_pages, 1), STEP_LIMITS.maxPages) : 10;

  const records: PipelineRecord[] = [];
  const seen = new Set<string>();
  let url: string | null;
  try {
    url = new URL(config.url).toString();
  } catch {
    throw new StepFailure(`The URL "${urlLabel(config.url)}" is not valid.`);
  }
  for (let pageNumber = 1; url; pageNumber++) {
    seen.add(url);
    const page = await fetchForStep(ctx, url, headers);
    seen.add(page.url);
    let answer: unknown;
    try {
      answer = JSON.parse(page.body.toString('utf8'));
    } catch {
      throw new StepFailure(`The answer from ${urlLabel(page.url)} is not JSON.`);
    }
    const items = valueAtPath(answer, config.records_path);
    if (!Array.isArray(items)) throw new StepFailure(`records_path "${config.records_path}" is not a list in the answer`);
    ctx.log(`Page ${pageNumber}: ${items.length} records`);

    for (const item of items) {
      if (records.length >= PIPELINE_LIMITS.runRecords) break;
      if (isRecord(item)) records.push(item);
      else {
        const wrapped: PipelineRecord = {};
        setField(wrapped, 'value', item);
        records.push(wrapped);
      }
    }
    if (records.length >= PIPELINE_LIMITS.runRecords) {
      ctx.log(`Stopped at ${PIPELINE_LIMITS.runRecords} records, the most a run takes.`);
      break;
    }

    const next = nextUrl(answer, config.next_path, page.url);
    if (next && seen.has(next)) {
      ctx.log(`Page ${pageNumber} links to a page already read; stopped.`);
      break;
    }
    if (next && pageNumber >= maxPages) {
      ctx.log(`Stopped after ${maxPages} pages (max_pages).`);
      break;
    }
    url = next;
  }
  return { records, failed: 0 };
}
