import { valueAtPath, type ComputedField, type FieldFilter, type PipelineRecord, type TransformConfig } from '@platform/shared';
import { castValue } from './cast-value';
import { parseNumber } from './parse-values';
import { asText, hasField, setField, shown } from './record-fields';
import type { StepContext, StepOutcome } from './types';

/** Per-record failure lines logged before the rest are only counted (the run page keeps few lines). */
const LOGGED_FAILURES = 10;

/** Why a record cannot go on: the text after 'Record N: '. */
class RecordFailure extends Error {}

const ARITHMETIC = {
  add: (a: number, b: number) => a + b,
  subtract: (a: number, b: number) => a - b,
  multiply: (a: number, b: number) => a * b,
  divide: (a: number, b: number) => a / b,
} as const;

/** A literal constant: canonical number text ('100', '2.5') becomes a number; anything else ('0150', 'NOK') stays text. */
const literalValue = (text: string): unknown => (text !== '' && String(Number(text)) === text ? Number(text) : text);

function compute(record: PipelineRecord, computed: ComputedField, now: Date): unknown {
  const inputs = computed.inputs.map((input) => ({
    name: input.startsWith('=') ? 'the literal' : input,
    value: input.startsWith('=') ? input.slice(1) : valueAtPath(record, input),
  }));
  const first = inputs[0]?.value;
  switch (computed.operation) {
    case 'concat':
      return inputs
        .filter(({ value }) => value !== null && value !== undefined)
        .map(({ value }) => asText(value))
        .join(computed.separator ?? '');
    case 'add':
    case 'subtract':
    case 'multiply':
    case 'divide': {
      const numbers = inputs.map(({ name, value }) => {
        const number = parseNumber(value);
        if (number === undefined) throw new RecordFailure(`${name} ${shown(value)} is not a number (for ${computed.field})`);
        return number;
      });
      if (computed.operation === 'divide' && numbers.slice(1).includes(0)) throw new RecordFailure(`${computed.field} would divide by zero`);
      return numbers.reduce(ARITHMETIC[computed.operation]);
    }
    case 'lower':
      return first === null || first === undefined ? null : asText(first).toLowerCase();
    case 'upper':
      return first === null || first === undefined ? null : asText(first).toUpperCase();
    case 'trim':
      return first === null || first === undefined ? null : asText(first).trim();
    case 'constant':
      return computed.inputs[0]?.startsWith('=') ? literalValue(computed.inputs[0].slice(1)) : (first ?? null);
    case 'now':
      return now.toISOString();
  }
}

const collator = new Intl.Collator('nb');

/** Numbers when both sides read as numbers, else text (contains ignoring case). */
function holds(record: PipelineRecord, filter: FieldFilter): boolean {
  const value = valueAtPath(record, filter.field);
  if (filter.operator === 'exists') return value !== null && value !== undefined && value !== '';
  if (filter.operator === 'missing') return value === null || value === undefined || value === '';
  if (filter.operator === 'contains')
    return value !== null && value !== undefined && asText(value).toLowerCase().includes(filter.value.toLowerCase());
  const left = parseNumber(value);
  const right = parseNumber(filter.value);
  const order = left !== undefined && right !== undefined ? Math.sign(left - right) : collator.compare(asText(value), filter.value);
  switch (filter.operator) {
    case 'eq':
      return left !== undefined && right !== undefined ? order === 0 : asText(value) === filter.value;
    case 'ne':
      return left !== undefined && right !== undefined ? order !== 0 : asText(value) !== filter.value;
    case 'gt':
      return order > 0;
    case 'gte':
      return order >= 0;
    case 'lt':
      return order < 0;
    case 'lte':
      return order <= 0;
  }
}

/** Renames fields: every source is read before any is moved, so two fields can swap names. */
function renamed(record: PipelineRecord, mapping: TransformConfig['mapping']): PipelineRecord {
  const out: PipelineRecord = { ...record };
  if (mapping.length === 0) return out;
  const values = mapping.map(({ from }) => valueAtPath(record, from));
  for (const { from, to } of mapping) if (from !== to && !from.includes('.')) delete out[from];
  mapping.forEach(({ to }, index) => {
    if (values[index] !== undefined) setField(out, to, values[index]);
  });
  return out;
}

function transformOne(input: PipelineRecord, config: TransformConfig, now: Date): PipelineRecord {
  const record = renamed(input, config.mapping);
  for (const { field, type } of config.casts) {
    const value = hasField(record, field) ? record[field] : undefined;
    const cast = castValue(value, type);
    if (!cast.ok) throw new RecordFailure(`${field} ${shown(value)} ${cast.problem}`);
    setField(record, field, cast.value);
  }
  for (const computed of config.computed) setField(record, computed.field, compute(record, computed, now));
  return record;
}

/** Mapping, casts, computed fields, then filters, record by record; a record that cannot be cast or computed fails alone. */
export function runTransform(config: TransformConfig, records: PipelineRecord[], ctx: StepContext): StepOutcome {
  const now = ctx.now();
  const out: PipelineRecord[] = [];
  let failed = 0;
  let filteredOut = 0;
  records.forEach((input, index) => {
    let record: PipelineRecord;
    try {
      record = transformOne(input, config, now);
    } catch (error) {
      if (!(error instanceof RecordFailure)) throw error;
      failed++;
      if (failed <= LOGGED_FAILURES) ctx.log(`Record ${index + 1}: ${error.message}`);
      return;
    }
    if (config.filters.every((filter) => holds(record, filter))) out.push(record);
    else filteredOut++;
  });
  if (failed > LOGGED_FAILURES) ctx.log(`${failed} records failed in all`);
  if (config.filters.length > 0) ctx.log(`${filteredOut} records filtered out`);
  return { records: out, failed };
}
