import {
  DATA_SOURCE_PRIORITIES,
  DATA_SOURCE_PRIORITY_LABELS,
  DATA_SOURCE_STATUSES,
  DATA_SOURCE_STATUS_LABELS,
  type DataSourcePriority,
  type DataSourceStatus,
  type Idea,
} from '@platform/shared';

export const PRIORITY_OPTIONS = DATA_SOURCE_PRIORITIES.map((value) => ({ value, label: DATA_SOURCE_PRIORITY_LABELS[value] }));
export const STATUS_OPTIONS = DATA_SOURCE_STATUSES.map((value) => ({ value, label: DATA_SOURCE_STATUS_LABELS[value] }));

export const PRIORITY_COLORS: Record<DataSourcePriority, string> = { critical: 'red', high: 'orange', medium: 'blue', low: 'default' };
export const STATUS_COLORS: Record<DataSourceStatus, string> = { active: 'green', partial: 'gold', planned: 'blue', research: 'purple' };

/** The "used by ideas" choices: the company's ideas, plus ids already used that the list does not hold. */
export function ideaOptions(ideas: readonly Idea[], used: readonly number[] = []) {
  const known = new Set(ideas.map((idea) => idea.id));
  return [
    ...ideas.map((idea) => ({ value: idea.id, label: `#${idea.id} ${idea.title}` })),
    ...used.filter((id) => !known.has(id)).map((id) => ({ value: id, label: `#${id}` })),
  ];
}
