/**
 * The steps of a data pipeline (spec admin-area.md, entity "Pipeline": web_scraper, api_connector, extract, transform,
 * store) and what each one's config holds. Everything a step does is declared here as data (paths, selectors, field
 * mappings, casts, filters, computed fields), never as code; the server runs it and checks it when a pipeline is saved.
 */
import type { FieldError } from './idea-validation';

export const PIPELINE_STEP_TYPES = ['web_scraper', 'api_connector', 'extract', 'transform', 'store'] as const;
export type PipelineStepType = (typeof PIPELINE_STEP_TYPES)[number];

/** The wizard's labels; a new step's default name is '{label} Step' (§3). */
export const PIPELINE_STEP_LABELS: Record<PipelineStepType, string> = {
  web_scraper: 'Web Scraper',
  api_connector: 'API Connector',
  extract: 'Extract',
  transform: 'Transform',
  store: 'Store',
};
export const PIPELINE_STEP_HINTS: Record<PipelineStepType, string> = {
  web_scraper: 'Fetch a web page and pick values by CSS selectors, one record per matching element.',
  api_connector: 'GET a JSON URL, take the records at a path in the answer and follow the next-page link.',
  extract: 'Keep only the named fields, each taken from a path and given a name.',
  transform: 'Rename fields, cast types, compute fields and filter records.',
  store: 'Write the records into a dataset table, updating rows with the same key.',
};
export const defaultStepName = (type: PipelineStepType): string => `${PIPELINE_STEP_LABELS[type]} Step`;

/** Source steps make the records; the others work on what flows in. */
export const SOURCE_STEP_TYPES: readonly PipelineStepType[] = ['web_scraper', 'api_connector'];
export const isSourceStep = (type: PipelineStepType): boolean => SOURCE_STEP_TYPES.includes(type);

/** A record flowing through a run: a flat or nested JSON object. */
export type PipelineRecord = Record<string, unknown>;

export interface ConnectorHeader {
  name: string;
  value: string;
  /** Kept on the server: answered as SECRET_MASK, and a mask sent back keeps the stored value. */
  secret: boolean;
}
export interface ApiConnectorConfig {
  url: string;
  /** Dot path to the records' array in the JSON answer ('data.items'); '' when the answer is the array. */
  records_path: string;
  /** Dot path to the next page's URL ('links.next'); '' for one page. Relative links resolve against the page's URL. */
  next_path: string;
  /** At most this many pages are read (1 to 100). */
  max_pages: number;
  headers: ConnectorHeader[];
}
export interface ScraperField {
  name: string;
  /** A CSS selector inside the item; '' for the item itself. */
  selector: string;
  /** The attribute to read ('href'); '' for the element's text. */
  attribute: string;
}
export interface WebScraperConfig {
  url: string;
  /** A CSS selector; each matching element becomes a record. */
  item_selector: string;
  fields: ScraperField[];
}
export interface FieldPick {
  /** A dot path in the record ('address.city'). */
  from: string;
  /** The field's name in the output. */
  to: string;
}
export interface ExtractConfig {
  fields: FieldPick[];
}

export const CAST_TYPES = ['string', 'number', 'integer', 'boolean', 'date'] as const;
export type CastType = (typeof CAST_TYPES)[number];
export const COMPUTE_OPERATIONS = ['concat', 'add', 'subtract', 'multiply', 'divide', 'lower', 'upper', 'trim', 'constant', 'now'] as const;
export type ComputeOperation = (typeof COMPUTE_OPERATIONS)[number];
export const FILTER_OPERATORS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'contains', 'exists', 'missing'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
export const FILTER_OPERATOR_LABELS: Record<FilterOperator, string> = {
  eq: 'equals',
  ne: 'does not equal',
  gt: 'greater than',
  gte: 'at least',
  lt: 'less than',
  lte: 'at most',
  contains: 'contains',
  exists: 'has a value',
  missing: 'has no value',
};

/** How many inputs each operation takes (min, max). */
export const COMPUTE_ARITY: Record<ComputeOperation, readonly [number, number]> = {
  concat: [1, 10],
  add: [2, 10],
  subtract: [2, 2],
  multiply: [2, 10],
  divide: [2, 2],
  lower: [1, 1],
  upper: [1, 1],
  trim: [1, 1],
  constant: [1, 1],
  now: [0, 0],
};

export interface ComputedField {
  field: string;
  operation: ComputeOperation;
  /** Field names, or literals marked by a leading '=' ('=100', '=NOK'). */
  inputs: string[];
  /** concat's separator ('' unless given). */
  separator: string;
}
export interface FieldFilter {
  field: string;
  operator: FilterOperator;
  /** Compared as numbers when both sides are numbers, else as text; unused by exists and missing. */
  value: string;
}
/** Applied in this order: mapping (rename), casts, computed fields, filters. */
export interface TransformConfig {
  mapping: FieldPick[];
  casts: { field: string; type: CastType }[];
  computed: ComputedField[];
  filters: FieldFilter[];
}
export interface StoreConfig {
  /** The dataset's name: lower-case letters, digits and underscores, starting with a letter. */
  dataset: string;
  /** The field whose value identifies a row: a record with a stored key updates that row. '' appends every record. */
  key: string;
}

export type StepConfigs = {
  web_scraper: WebScraperConfig;
  api_connector: ApiConnectorConfig;
  extract: ExtractConfig;
  transform: TransformConfig;
  store: StoreConfig;
};
export type StepConfig = StepConfigs[PipelineStepType];

export const SECRET_MASK = '••••••••';
export const DATASET_NAME_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;
export const STEP_LIMITS = { url: 2000, path: 200, selector: 500, name: 100, items: 50, maxPages: 100, headerValue: 4000 } as const;

export const emptyStepConfig = (type: PipelineStepType): StepConfig => {
  switch (type) {
    case 'api_connector':
      return { url: '', records_path: '', next_path: '', max_pages: 10, headers: [] };
    case 'web_scraper':
      return { url: '', item_selector: '', fields: [] };
    case 'extract':
      return { fields: [] };
    case 'transform':
      return { mapping: [], casts: [], computed: [], filters: [] };
    case 'store':
      return { dataset: '', key: '' };
  }
};

/** Reads a dot path ('a.b.0.c') in a JSON value; undefined when any part is missing. '' is the value itself. */
export function valueAtPath(value: unknown, path: string): unknown {
  if (!path) return value;
  let current: unknown = value;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, part)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

const PATH_PATTERN = /^[A-Za-z0-9_$-]+(?:\.[A-Za-z0-9_$-]+)*$/;
const FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Names that would reach an object's prototype. */
const FORBIDDEN_NAMES = new Set(['__proto__', 'prototype', 'constructor']);

/** Checks one step's config; each message names the step ('Step 2 "Fetch Step": …') and is placed on its field. */
export function validateStepConfig(
  type: PipelineStepType,
  config: unknown,
  position: number,
  stepName: string,
): { value: StepConfig; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const where = `steps[${position - 1}].config`;
  const fail = (field: string, message: string) => errors.push({ field: `${where}.${field}`, message: `Step ${position} "${stepName}": ${message}` });
  const raw = config !== null && typeof config === 'object' && !Array.isArray(config) ? (config as Record<string, unknown>) : {};
  const text = (field: string, max: number): string => {
    const value = raw[field];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') {
      fail(field, `${field} must be text.`);
      return '';
    }
    if (value.trim().length > max) fail(field, `${field} may be at most ${max} characters.`);
    return value.trim();
  };
  const list = (field: string): Record<string, unknown>[] => {
    const value = raw[field];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value) || value.some((item) => item === null || typeof item !== 'object' || Array.isArray(item))) {
      fail(field, `${field} must be a list of objects.`);
      return [];
    }
    if (value.length > STEP_LIMITS.items) fail(field, `${field} may hold at most ${STEP_LIMITS.items} entries.`);
    return value as Record<string, unknown>[];
  };
  const itemText = (item: Record<string, unknown>, key: string, max: number = STEP_LIMITS.name): string =>
    typeof item[key] === 'string' ? (item[key] as string).trim().slice(0, max) : typeof item[key] === 'number' ? String(item[key]) : '';
  const url = (): string => {
    const value = text('url', STEP_LIMITS.url);
    if (!value) fail('url', 'a URL is required.');
    else if (!/^https?:\/\/[^\s]+$/i.test(value)) fail('url', 'the URL must start with http:// or https://.');
    return value;
  };
  const path = (field: string): string => {
    const value = text(field, STEP_LIMITS.path);
    if (value && !PATH_PATTERN.test(value)) fail(field, `${field} must be a dot path such as data.items.`);
    return value;
  };
  const fieldName = (field: string, value: string, label: string) => {
    if (!value) fail(field, `${label} is required.`);
    else if (!FIELD_PATTERN.test(value) || FORBIDDEN_NAMES.has(value))
      fail(field, `${label} "${value}" must be letters, digits and underscores, starting with a letter.`);
  };
  const picks = (field: string): FieldPick[] =>
    list(field).map((item, index) => {
      const from = itemText(item, 'from', STEP_LIMITS.path);
      if (!from || !PATH_PATTERN.test(from)) fail(`${field}[${index}].from`, `entry ${index + 1} needs a path to read (such as address.city).`);
      const to = itemText(item, 'to') || from.split('.').pop() || '';
      fieldName(`${field}[${index}].to`, to, `the name of entry ${index + 1}`);
      return { from, to };
    });

  switch (type) {
    case 'api_connector': {
      const maxPages = raw.max_pages === undefined || raw.max_pages === null || raw.max_pages === '' ? 10 : Number(raw.max_pages);
      if (!Number.isInteger(maxPages) || maxPages < 1 || maxPages > STEP_LIMITS.maxPages)
        fail('max_pages', `max_pages must be a whole number from 1 to ${STEP_LIMITS.maxPages}.`);
      const headers = list('headers').map((item, index) => {
        const name = itemText(item, 'name');
        if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) fail(`headers[${index}].name`, `header ${index + 1} needs a valid name.`);
        const value = typeof item.value === 'string' ? item.value : '';
        if (value.length > STEP_LIMITS.headerValue || /[\r\n]/.test(value))
          fail(`headers[${index}].value`, `the value of header ${name || index + 1} is not allowed.`);
        return { name, value, secret: item.secret === true };
      });
      return { value: { url: url(), records_path: path('records_path'), next_path: path('next_path'), max_pages: maxPages, headers }, errors };
    }
    case 'web_scraper': {
      const pageUrl = url();
      const item_selector = text('item_selector', STEP_LIMITS.selector);
      if (!item_selector) fail('item_selector', 'an item selector is required.');
      const fields = list('fields').map((item, index) => {
        const name = itemText(item, 'name');
        fieldName(`fields[${index}].name`, name, `the name of field ${index + 1}`);
        return { name, selector: itemText(item, 'selector', STEP_LIMITS.selector), attribute: itemText(item, 'attribute') };
      });
      if (fields.length === 0) fail('fields', 'add at least one field to pick.');
      return { value: { url: pageUrl, item_selector, fields }, errors };
    }
    case 'extract': {
      const fields = picks('fields');
      if (fields.length === 0) fail('fields', 'add at least one field to extract.');
      return { value: { fields }, errors };
    }
    case 'transform': {
      const mapping = picks('mapping');
      const casts = list('casts').map((item, index) => {
        const field = itemText(item, 'field');
        fieldName(`casts[${index}].field`, field, `the field of cast ${index + 1}`);
        const castType = itemText(item, 'type') as CastType;
        if (!CAST_TYPES.includes(castType)) fail(`casts[${index}].type`, `cast ${index + 1} must be to one of: ${CAST_TYPES.join(', ')}.`);
        return { field, type: castType };
      });
      const computed = list('computed').map((item, index) => {
        const field = itemText(item, 'field');
        fieldName(`computed[${index}].field`, field, `the name of computed field ${index + 1}`);
        const operation = itemText(item, 'operation') as ComputeOperation;
        const inputs = Array.isArray(item.inputs)
          ? item.inputs.map((input) => (typeof input === 'string' || typeof input === 'number' ? String(input).trim() : ''))
          : [];
        if (!COMPUTE_OPERATIONS.includes(operation)) {
          fail(`computed[${index}].operation`, `computed field ${field || index + 1} must use one of: ${COMPUTE_OPERATIONS.join(', ')}.`);
        } else {
          const [min, max] = COMPUTE_ARITY[operation];
          if (inputs.length < min || inputs.length > max || inputs.some((input) => !input))
            fail(
              `computed[${index}].inputs`,
              `${operation} takes ${min === max ? min : `${min} to ${max}`} input${max === 1 ? '' : 's'} (field names, or literals such as =100).`,
            );
          inputs.forEach((input, at) => {
            if (input && !input.startsWith('=') && !PATH_PATTERN.test(input))
              fail(`computed[${index}].inputs[${at}]`, `input "${input}" is not a field name (write a literal as =${input}).`);
          });
        }
        return { field, operation, inputs, separator: typeof item.separator === 'string' ? item.separator.slice(0, 20) : '' };
      });
      const filters = list('filters').map((item, index) => {
        const field = itemText(item, 'field', STEP_LIMITS.path);
        if (!field || !PATH_PATTERN.test(field)) fail(`filters[${index}].field`, `filter ${index + 1} needs a field.`);
        const operator = itemText(item, 'operator') as FilterOperator;
        if (!FILTER_OPERATORS.includes(operator))
          fail(`filters[${index}].operator`, `filter ${index + 1} must use one of: ${FILTER_OPERATORS.join(', ')}.`);
        const value = itemText(item, 'value', STEP_LIMITS.path);
        if (operator !== 'exists' && operator !== 'missing' && value === '' && operator !== 'eq' && operator !== 'ne')
          fail(`filters[${index}].value`, `filter ${index + 1} needs a value to compare with.`);
        return { field, operator, value };
      });
      if (mapping.length + casts.length + computed.length + filters.length === 0) fail('mapping', 'add a mapping, cast, computed field or filter.');
      return { value: { mapping, casts, computed, filters }, errors };
    }
    case 'store': {
      const dataset = text('dataset', 40);
      if (!dataset) fail('dataset', 'a dataset name is required.');
      else if (!DATASET_NAME_PATTERN.test(dataset))
        fail('dataset', 'the dataset name must be lower-case letters, digits and underscores, starting with a letter (at most 40).');
      const key = text('key', STEP_LIMITS.path);
      if (key && !PATH_PATTERN.test(key)) fail('key', 'the key must be a field name.');
      return { value: { dataset, key }, errors };
    }
  }
}
