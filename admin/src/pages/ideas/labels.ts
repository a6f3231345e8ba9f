import {
  COMPANIES,
  COMPANY_LABELS,
  IDEA_SORT_FIELDS,
  IDEA_STATUSES,
  IDEA_TYPE_LABELS,
  IDEA_TYPES,
  PRIORITIES,
  PRIORITY_LABELS,
  STATUS_LABELS,
  type IdeaSortField,
  type IdeaStatus,
  type Priority,
} from '@platform/shared';

export const STATUS_COLORS: Record<IdeaStatus, string> = {
  new: 'blue',
  draft: 'default',
  research: 'cyan',
  validation: 'gold',
  development: 'purple',
  launched: 'green',
  archived: 'volcano',
};

export const PRIORITY_COLORS: Record<Priority, string> = {
  low: 'default',
  medium: 'blue',
  high: 'orange',
  critical: 'red',
};

export const SORT_FIELD_LABELS: Record<IdeaSortField, string> = {
  rank: 'Rank',
  title: 'Title',
  status: 'Status',
  priority: 'Priority',
  score: 'Score',
  company: 'Company',
  idea_type: 'Type',
  business_model: 'Business model',
  personal_enthusiasm: 'Enthusiasm',
  strategic_fit_score: 'Strategic fit',
  comment_count: 'Comments',
  created_at: 'Created',
  updated_at: 'Updated',
  id: 'ID',
};

/** The list's filter selects: the API parameter, its label and its values (each select also offers "All"). */
export const IDEA_FILTERS = [
  { field: 'status', label: 'Status', values: IDEA_STATUSES, labels: STATUS_LABELS },
  { field: 'priority', label: 'Priority', values: PRIORITIES, labels: PRIORITY_LABELS },
  { field: 'company', label: 'Company', values: COMPANIES, labels: COMPANY_LABELS },
  { field: 'idea_type', label: 'Type', values: IDEA_TYPES, labels: IDEA_TYPE_LABELS },
] as const;

export type IdeaFilterField = (typeof IDEA_FILTERS)[number]['field'] | 'q';

export const SORT_OPTIONS = IDEA_SORT_FIELDS.map((field) => ({ value: field, label: SORT_FIELD_LABELS[field] }));

/** A label from a label map, falling back to the raw value for anything the map does not know. */
export function labelOf(labels: Record<string, string>, value: unknown): string {
  return typeof value === 'string' ? (labels[value] ?? value) : '';
}
