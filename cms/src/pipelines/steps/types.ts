import type { PipelineRecord } from '@platform/shared';

export interface FetchedPage {
  status: number;
  body: Buffer;
  url: string;
  contentType: string;
}

/** What a step may use: an outbound fetch (the guarded one in production, the same guarded one in tests, pointed at a local server), the clock and a log. */
export interface StepContext {
  fetch(url: string, headers: Record<string, string>): Promise<FetchedPage>;
  now(): Date;
  /** One line for the run page's step log (the caller keeps at most PIPELINE_LIMITS.stepMessages). */
  log(message: string): void;
}

export interface StepOutcome {
  records: PipelineRecord[];
  failed: number;
}

/** A step that cannot go on (HTTP 500, not JSON, records path not an array): fails the run with this message. */
export class StepFailure extends Error {}
