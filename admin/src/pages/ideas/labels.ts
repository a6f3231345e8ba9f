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

/** The main page's tabs, kept in `?tab=` (Ideas is the default and leaves the URL clean). */
export const IDEA_PAGE_TABS = ['ideas', 'strategy', 'generation', 'tips'] as const;
export type IdeaPageTab = (typeof IDEA_PAGE_TABS)[number];
export const IDEA_PAGE_TAB_LABELS: Record<IdeaPageTab, string> = {
  ideas: 'Ideas',
  strategy: 'Strategy',
  generation: 'Idea Generation',
  tips: 'Tips & Guidance',
};

/** The Ideas tab's views, kept in `?view=`. */
export const IDEA_VIEWS = ['table', 'ranking', 'matrix'] as const;
export type IdeaView = (typeof IDEA_VIEWS)[number];
export const IDEA_VIEW_LABELS: Record<IdeaView, string> = {
  table: 'Table View',
  ranking: 'Ranking View',
  matrix: 'Priority Matrix',
};

/** The table columns a user can hide (Columns menu), in table order. */
export const TOGGLEABLE_COLUMNS = [
  { key: 'rank', label: 'Rank' },
  { key: 'id', label: 'ID' },
  { key: 'title', label: 'Title' },
  { key: 'status', label: 'Status' },
  { key: 'priority', label: 'Priority' },
  { key: 'score', label: 'Score' },
  { key: 'company', label: 'Company' },
  { key: 'assignedTo', label: 'Assigned To' },
  { key: 'type', label: 'Type' },
  { key: 'businessModel', label: 'Business Model' },
  { key: 'activity', label: 'Activity' },
  { key: 'created', label: 'Created' },
] as const;
export type ToggleableColumn = (typeof TOGGLEABLE_COLUMNS)[number]['key'];
