import type { ApiConnectorConfig, ExtractConfig, PipelineStep, StoreConfig, TransformConfig, WebScraperConfig } from '@platform/shared';

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** One line on what a step does, from its config. */
export function stepSummary(step: Pick<PipelineStep, 'type' | 'config'>): string {
  switch (step.type) {
    case 'api_connector': {
      const config = step.config as ApiConnectorConfig;
      const at = config.records_path ? ` at ${config.records_path}` : '';
      const pages = config.next_path ? `, up to ${count(config.max_pages, 'page')}` : '';
      const headers = config.headers?.length ? `, ${count(config.headers.length, 'header')}` : '';
      return `GET ${config.url}${at}${pages}${headers}`;
    }
    case 'web_scraper': {
      const config = step.config as WebScraperConfig;
      return `${config.url}: each ${config.item_selector}, ${count(config.fields?.length ?? 0, 'field')}`;
    }
    case 'extract': {
      const config = step.config as ExtractConfig;
      return (config.fields ?? []).map((pick) => (pick.to && pick.to !== pick.from ? `${pick.from} → ${pick.to}` : pick.from)).join(', ');
    }
    case 'transform': {
      const config = step.config as TransformConfig;
      return [
        count(config.mapping?.length ?? 0, 'mapping'),
        count(config.casts?.length ?? 0, 'cast'),
        count(config.computed?.length ?? 0, 'computed field'),
        count(config.filters?.length ?? 0, 'filter'),
      ].join(', ');
    }
    case 'store': {
      const config = step.config as StoreConfig;
      return `Into dataset ${config.dataset}${config.key ? `, keyed by ${config.key}` : ', appending'}`;
    }
    default:
      return '';
  }
}
