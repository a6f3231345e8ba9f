import type { ApiConnectorConfig, ExtractConfig, PipelineRecord, PipelineStep, TransformConfig, WebScraperConfig } from '@platform/shared';
import { runApiConnector } from './api-connector';
import { runExtract } from './extract';
import { runTransform } from './transform';
import type { StepContext, StepOutcome } from './types';
import { runWebScraper } from './web-scraper';

export { fetchThroughGuard } from './fetch-page';
export { StepFailure, type FetchedPage, type StepContext, type StepOutcome } from './types';

/** Runs one step on the records that flow in (source steps make their own). The store step is the caller's. */
export async function runStep(step: PipelineStep, records: PipelineRecord[], ctx: StepContext): Promise<StepOutcome> {
  switch (step.type) {
    case 'api_connector':
      return runApiConnector(step.config as ApiConnectorConfig, ctx);
    case 'web_scraper':
      return runWebScraper(step.config as WebScraperConfig, ctx);
    case 'extract':
      return runExtract(step.config as ExtractConfig, records, ctx);
    case 'transform':
      return runTransform(step.config as TransformConfig, records, ctx);
    case 'store':
      throw new Error('The store step is run by its caller, not by runStep.');
    default:
      throw new Error(`Unknown step type "${(step as { type: string }).type}".`);
  }
}
