import { osloDay, wallMinutes, type PipelineRelationship, type ReminderStatus } from '@platform/shared';

export const PAGE_TABS = ['overview', 'todos', 'events', 'reminders', 'notes', 'links'] as const;
export type PageTab = (typeof PAGE_TABS)[number];

export const TAB_LABELS: Record<PageTab, string> = {
  overview: 'Overview',
  todos: 'Todos',
  events: 'Events',
  reminders: 'Reminders',
  notes: 'Notes',
  links: 'Links',
};

/** The project's records, as nested simple-rest resources: projects/3/todos. */
export type ProjectRecordKind = 'todos' | 'reminders' | 'notes';

export const RELATIONSHIP_LABELS: Record<PipelineRelationship, string> = {
  data_processing: 'Data processing',
  data_source: 'Data source',
  reporting: 'Reporting',
};

/** Pending waits (blue), sending is under way, sent is done (green), failed is red with the error beside it. */
export const REMINDER_STATUS_COLORS: Record<ReminderStatus, string> = { pending: 'blue', sending: 'processing', sent: 'green', failed: 'red' };

/** The page's own texts (the shared contract holds the spec's, which the server and the CLI say too). */
export const PAGE_TEXTS = {
  projects: 'Projects',
  back: 'Back to projects',
  loadOneFailed: 'Failed to load the project',
  retry: 'Try again',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  link: 'Link',
  unlink: 'Unlink',
  primary: 'Primary',
  overBudget: (amount: string) => `Over budget by ${amount}`,
  budgetLeft: (amount: string) => `${amount} left`,
  noBudget: 'No budget set',
  linkPipeline: 'Link pipeline',
  linkApi: 'Link API',
  linkFailed: (what: string) => `Failed to link ${what}`,
  unlinkFailed: (what: string) => `Failed to unlink ${what}`,
  linked: (what: string) => `${what} linked`,
  unlinked: (what: string) => `${what} unlinked`,
  loadLinksFailed: 'Failed to load the links',
  loadOptionsFailed: (what: string) => `Failed to load ${what}`,
  choose: (what: string) => `Choose ${what}`,
  chooseFirst: (what: string) => `Choose ${what} first.`,
} as const;

/** dd.MM.yyyy HH:mm in Oslo time, whatever the browser's zone. */
export function formatOsloDateTime(iso: string | null | undefined): string {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return '—';
  const [year, month, day] = osloDay(iso).split('-');
  const minutes = wallMinutes(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day}.${month}.${year} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
