import { valueAtPath, type ExtractConfig, type PipelineRecord } from '@platform/shared';
import { setField } from './record-fields';
import type { StepContext, StepOutcome } from './types';

/** Each record becomes only the picked fields, each read from its path; a missing one is null. */
export function runExtract(config: ExtractConfig, records: PipelineRecord[], ctx: StepContext): StepOutcome {
  const picked = records.map((record) => {
    const out: PipelineRecord = {};
    for (const { from, to } of config.fields) setField(out, to, valueAtPath(record, from) ?? null);
    return out;
  });
  ctx.log(`${config.fields.length} fields picked from ${records.length} records`);
  return { records: picked, failed: 0 };
}
