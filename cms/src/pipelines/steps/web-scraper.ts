import { PIPELINE_LIMITS, type PipelineRecord, type WebScraperConfig } from '@platform/shared';
import { fetchForStep } from './fetch-page';
import { setField } from './record-fields';
import { StepFailure, type FetchedPage, type StepContext, type StepOutcome } from './types';

/** Attributes holding a URL, given back absolute so that a record's link works away from the page. */
const URL_ATTRIBUTES = new Set(['href', 'src']);

/** The charset the Content-Type names, if any; the page's own <meta charset> and BOM are sniffed as a browser would. */
const headerCharset = (page: FetchedPage): string | undefined => /charset=["']?([\w-]+)/i.exec(page.contentType)?.[1];

function absolute(value: string, base: string): string {
  if (!value.trim()) return value;
  try {
    return new URL(value.trim(), base).toString();
  } catch {
    return value;
  }
}

/** Runs a selector, turning cheerio's parse error into a message that names the selector. */
function select<T>(what: string, selector: string, run: () => T): T {
  try {
    return run();
  } catch {
    throw new StepFailure(`${what} "${selector}" is not a valid CSS selector.`);
  }
}

/** Fetches a page and makes one record per element matching item_selector, each field picked by its selector. */
export async function runWebScraper(config: WebScraperConfig, ctx: StepContext): Promise<StepOutcome> {
  const page = await fetchForStep(ctx, config.url, { accept: 'text/html,application/xhtml+xml' });
  // Loaded on the first scrape, not at every server start.
  const { loadBuffer } = await import('cheerio');
  const $ = loadBuffer(page.body, { encoding: { transportLayerEncodingLabel: headerCharset(page) } });
  // Links resolve as a browser would: against the page's <base href> when it has one.
  const base = absolute($('base[href]').first().attr('href') ?? '', page.url) || page.url;

  const items = select('item_selector', config.item_selector, () => $(config.item_selector).toArray());
  ctx.log(`${items.length} items matched`);

  const records: PipelineRecord[] = [];
  for (const item of items.slice(0, PIPELINE_LIMITS.runRecords)) {
    const record: PipelineRecord = {};
    for (const field of config.fields) {
      const found = field.selector ? select(`The selector of ${field.name}`, field.selector, () => $(item).find(field.selector).first()) : $(item);
      let value: string | null = null;
      if (found.length > 0) {
        if (!field.attribute) value = found.text().replace(/\s+/g, ' ').trim();
        else {
          const attribute = found.attr(field.attribute);
          value = attribute === undefined ? null : URL_ATTRIBUTES.has(field.attribute.toLowerCase()) ? absolute(attribute, base) : attribute;
        }
      }
      setField(record, field.name, value);
    }
    records.push(record);
  }
  if (items.length > PIPELINE_LIMITS.runRecords) ctx.log(`Stopped at ${PIPELINE_LIMITS.runRecords} records, the most a run takes.`);
  return { records, failed: 0 };
}
