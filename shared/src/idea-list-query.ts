import { COMPANIES, IDEA_STATUSES, IDEA_TYPES, PRIORITIES } from './idea';
import type { FieldError, ValidationResult } from './idea-validation';

/** Columns the ideas list can be sorted by (the spec's sortBy; simple-rest's _sort takes the same names). */
export const IDEA_SORT_FIELDS = [
  'rank',
  'title',
  'status',
  'priority',
  'score',
  'company',
  'idea_type',
  'business_model',
  'personal_enthusiasm',
  'strategic_fit_score',
  'comment_count',
  'created_at',
  'updated_at',
  'id',
] as const;
export type IdeaSortField = (typeof IDEA_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export const IDEA_LIST_DEFAULT_SORT: { sortBy: IdeaSortField; sortOrder: SortOrder } = { sortBy: 'rank', sortOrder: 'asc' };
export const IDEA_PAGE_MAX = 500;
export const SEARCH_MAX_LENGTH = 200;

/** Filter parameter → column, with the values it accepts. 'all' (or empty) means no filter. */
export const IDEA_LIST_FILTERS = {
  status: { column: 'status', values: IDEA_STATUSES },
  priority: { column: 'priority', values: PRIORITIES },
  company: { column: 'company', values: COMPANIES },
  type: { column: 'idea_type', values: IDEA_TYPES },
} as const;
export type IdeaListFilterParam = keyof typeof IDEA_LIST_FILTERS;

export interface IdeaListQuery {
  filters: Partial<Record<'status' | 'priority' | 'company' | 'idea_type', string>>;
  search?: string;
  sortBy: IdeaSortField;
  sortOrder: SortOrder;
  /** Half-open row range [start, end) when the caller pages (simple-rest `_start`/`_end`). */
  range?: { start: number; end: number };
  /** 'list': the list views' fields (IDEA_LIST_FIELDS), the default of a paged list; 'all': every field. */
  fields: 'list' | 'all';
}

export const LIST_QUERY_MESSAGES = {
  badFilter: (param: string, allowed: readonly string[]) => `${param} must be all or one of: ${allowed.join(', ')}.`,
  badSort: `sortBy must be one of: ${IDEA_SORT_FIELDS.join(', ')}.`,
  badOrder: 'sortOrder must be asc or desc.',
  badRange: '_start and _end must be whole numbers with 0 ≤ _start < _end.',
  pageTooLarge: `A page may hold at most ${IDEA_PAGE_MAX} ideas.`,
  searchTooLong: `Search text may be at most ${SEARCH_MAX_LENGTH} characters.`,
  badFields: 'fields must be list or all.',
} as const;

type RawQuery = Record<string, unknown>;

function single(raw: unknown): string | undefined {
  const v = Array.isArray(raw) ? raw[0] : raw;
  return typeof v === 'string' ? v : v === undefined || v === null ? undefined : String(v);
}

/** Reads the list's query string (spec names and simple-rest names alike) into a checked query. */
export function parseIdeaListQuery(query: RawQuery): ValidationResult<IdeaListQuery> {
  const errors: FieldError[] = [];
  const filters: IdeaListQuery['filters'] = {};
  for (const [param, { column, values }] of Object.entries(IDEA_LIST_FILTERS)) {
    // simple-rest sends the column name (idea_type); the spec sends `type`.
    const raw = single(query[param]) ?? single(query[column]);
    if (raw === undefined || raw === '' || raw === 'all') continue;
    if (!(values as readonly string[]).includes(raw)) {
      errors.push({ field: param, message: LIST_QUERY_MESSAGES.badFilter(param, values) });
    } else {
      filters[column] = raw;
    }
  }

  const search = (single(query.search) ?? single(query.q) ?? '').trim();
  if (search.length > SEARCH_MAX_LENGTH) errors.push({ field: 'search', message: LIST_QUERY_MESSAGES.searchTooLong });

  const sortBy = single(query.sortBy) ?? single(query._sort) ?? IDEA_LIST_DEFAULT_SORT.sortBy;
  if (!(IDEA_SORT_FIELDS as readonly string[]).includes(sortBy)) errors.push({ field: 'sortBy', message: LIST_QUERY_MESSAGES.badSort });
  const order = (single(query.sortOrder) ?? single(query._order) ?? IDEA_LIST_DEFAULT_SORT.sortOrder).toLowerCase();
  if (order !== 'asc' && order !== 'desc') errors.push({ field: 'sortOrder', message: LIST_QUERY_MESSAGES.badOrder });

  let range: IdeaListQuery['range'];
  const rawStart = single(query._start);
  const rawEnd = single(query._end);
  if (rawStart !== undefined || rawEnd !== undefined) {
    const start = Number(rawStart ?? 0);
    const end = Number(rawEnd);
    const wholeNumbers = /^\d+$/.test(rawStart ?? '0') && /^\d+$/.test(rawEnd ?? '');
    if (!wholeNumbers || !(start < end)) errors.push({ field: '_start', message: LIST_QUERY_MESSAGES.badRange });
    else if (end - start > IDEA_PAGE_MAX) errors.push({ field: '_end', message: LIST_QUERY_MESSAGES.pageTooLarge });
    else range = { start, end };
  }

  const fields = single(query.fields) ?? (range ? 'list' : 'all');
  if (fields !== 'list' && fields !== 'all') errors.push({ field: 'fields', message: LIST_QUERY_MESSAGES.badFields });

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      filters,
      ...(search ? { search } : {}),
      sortBy: sortBy as IdeaSortField,
      sortOrder: order as SortOrder,
      ...(range ? { range } : {}),
      fields: fields as IdeaListQuery['fields'],
    },
  };
}
