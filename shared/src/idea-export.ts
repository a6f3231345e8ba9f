import { writeCsv, type CsvWriteOptions } from './csv';
import {
  COMPANY_LABELS,
  IDEA_TEXT_FIELD_GROUPS,
  IDEA_TYPE_LABELS,
  PRIORITY_LABELS,
  STATUS_LABELS,
  type Idea,
} from './idea';
import { ideaFieldLabel } from './idea-field-labels';
import { escapeMarkdownLine, escapeMarkdownText } from './markdown-text';

/** The Export Ideas dialog's field groups, in the order of the export's columns. */
export const EXPORT_FIELD_GROUP_KEYS = [
  'basic',
  'description',
  'overview',
  'businessCanvas',
  'analysis',
  'market',
  'planning',
  'metadata',
] as const;
export type ExportFieldGroup = (typeof EXPORT_FIELD_GROUP_KEYS)[number];

/** Every field of the idea sits in exactly one group (a test holds this against the entity). */
export const EXPORT_FIELD_GROUPS: Record<ExportFieldGroup, readonly string[]> = {
  basic: [
    'id',
    'title',
    'status',
    'priority',
    'rank',
    'score',
    'company',
    'idea_type',
    'business_model',
    'personal_enthusiasm',
    'tags',
    'features',
  ],
  description: ['description', 'background', 'reason', 'inspiration', 'target_group'],
  overview: [
    'why_missing',
    'why_valuable',
    'what_exists',
    'whats_missing',
    'strategic_positioning',
    'how_might_we',
    'user_likes',
    'user_dislikes',
    'user_tech_preference',
    'user_background',
    'user_interests',
    ...IDEA_TEXT_FIELD_GROUPS.stakeholders,
    ...IDEA_TEXT_FIELD_GROUPS.pitch,
    ...IDEA_TEXT_FIELD_GROUPS.solution,
  ],
  businessCanvas: IDEA_TEXT_FIELD_GROUPS.canvas,
  analysis: [
    'strategic_fit_score',
    'implementation_phase',
    'data_moat_contribution',
    'required_data_sources',
    'synergy_with_ideas',
  ],
  market: IDEA_TEXT_FIELD_GROUPS.market,
  planning: IDEA_TEXT_FIELD_GROUPS.planning,
  metadata: [
    'creator_email',
    'creator_name',
    'assignee_email',
    'assignee_name',
    'linked_product_id',
    'linked_product_name',
    'comment_count',
    'evaluation_count',
    'created_at',
    'updated_at',
  ],
};

export const EXPORT_FIELD_GROUP_LABELS: Record<ExportFieldGroup, string> = {
  basic: 'Basic information',
  description: 'Description & background',
  overview: 'Overview, solution & pitch',
  businessCanvas: 'Business canvas',
  analysis: 'Strategic analysis',
  market: 'Market analysis',
  planning: 'Planning',
  metadata: 'People, links & dates',
};

export const EXPORT_FORMATS = ['json', 'csv', 'md'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export type ExportExtension = 'json' | 'md' | 'txt' | 'csv';

export const MARKDOWN_EXPORT_HEADING = 'Ideas export';

/** The columns of an export: the chosen groups' fields in the fixed group order, id always first. */
export function exportFields(groups: readonly ExportFieldGroup[] = EXPORT_FIELD_GROUP_KEYS): string[] {
  const chosen = EXPORT_FIELD_GROUP_KEYS.filter((group) => groups.includes(group)).flatMap(
    (group) => EXPORT_FIELD_GROUPS[group],
  );
  return ['id', ...chosen.filter((field) => field !== 'id')];
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function markdownOf(idea: Idea, fields: readonly string[]): string {
  const bullets: string[] = [];
  const sections: string[] = [];
  for (const field of fields) {
    const value = idea[field];
    if (field === 'title' || isEmpty(value)) continue;
    const label = ideaFieldLabel(field);
    if (Array.isArray(value)) {
      bullets.push(`- **${label}:**`, ...value.map((item) => `  - ${escapeMarkdownLine(textOf(item))}`));
    } else if (typeof value === 'string' && /[\r\n]/.test(value)) {
      sections.push(`### ${label}\n\n${escapeMarkdownText(value)}`);
    } else {
      bullets.push(`- **${label}:** ${escapeMarkdownLine(textOf(value))}`);
    }
  }
  const parts = [`## ${escapeMarkdownLine(textOf(idea.title ?? ''))}`];
  if (bullets.length > 0) parts.push(bullets.join('\n'));
  return [...parts, ...sections].join('\n\n');
}

/**
 * The Export Ideas dialog's output for the chosen field groups. JSON: an indented array, missing fields as
 * null. CSV: one column per field in fixed order, lists as JSON text, formula-like cells escaped for spreadsheets.
 * Markdown: a section per idea, short values as bullets, multi-line texts under their own heading, lists as nested
 * bullets, every value escaped so that it renders as written. JSON and CSV read back with parseIdeaImport.
 */
export function exportIdeas(
  ideas: readonly Idea[],
  format: ExportFormat,
  groups: readonly ExportFieldGroup[] = EXPORT_FIELD_GROUP_KEYS,
): string {
  const fields = exportFields(groups);
  if (format === 'md') {
    return [`# ${MARKDOWN_EXPORT_HEADING}`, ...ideas.map((idea) => markdownOf(idea, fields))].join('\n\n') + '\n';
  }
  if (format === 'csv') return ideasCsv(ideas, groups);
  return JSON.stringify(rowsOf(ideas, fields), null, 2);
}

function rowsOf(ideas: readonly Idea[], fields: readonly string[]): Record<string, unknown>[] {
  return ideas.map((idea) => Object.fromEntries(fields.map((field) => [field, idea[field] ?? null])));
}

/** The CSV of exportIdeas; `{ header: false }` gives the rows alone, for the pages after the first of a streamed file. */
export function ideasCsv(
  ideas: readonly Idea[],
  groups: readonly ExportFieldGroup[] = EXPORT_FIELD_GROUP_KEYS,
  options: CsvWriteOptions = {},
): string {
  const fields = exportFields(groups);
  return writeCsv(fields, rowsOf(ideas, fields), options);
}

function labelOf(labels: Record<string, string>, value: unknown): string {
  return typeof value === 'string' ? (labels[value] ?? value) : '';
}

/** "Export Simple View": the idea as plain text for pasting into a chat or an e-mail. */
export function ideaToSimpleView(idea: Idea): string {
  const lines = [
    idea.title,
    '',
    [
      `Status: ${labelOf(STATUS_LABELS, idea.status)}`,
      `Priority: ${labelOf(PRIORITY_LABELS, idea.priority)}`,
      `Company: ${labelOf(COMPANY_LABELS, idea.company)}`,
      `Type: ${labelOf(IDEA_TYPE_LABELS, idea.idea_type)}`,
    ].join(' | '),
    `Score: ${typeof idea.score === 'number' ? `${idea.score}/10` : 'not scored'}`,
  ];
  if (typeof idea.description === 'string' && idea.description.trim() !== '') {
    lines.push('', 'Description:', idea.description.trim());
  }
  if (Array.isArray(idea.tags) && idea.tags.length > 0) lines.push('', `Tags: ${idea.tags.join(', ')}`);
  if (Array.isArray(idea.features) && idea.features.length > 0) {
    lines.push('', 'Features:', ...idea.features.map((feature) => `- ${feature}`));
  }
  return lines.join('\n') + '\n';
}

/** Title part of a file name: at most this many characters, so that the name stays far below 255 bytes. */
const FILE_TITLE_MAX = 100;

/**
 * `idea-{id}-{title}.{ext}`: every run of characters other than letters and digits (any script, æ ø å included)
 * becomes one '-'. A title with nothing left gives `idea-{id}.{ext}`.
 */
export function ideaExportFileName(idea: { id: number; title: string }, ext: ExportExtension): string {
  const slug = Array.from((idea.title ?? '').normalize('NFC').replace(/[^\p{L}\p{M}\p{N}]+/gu, '-'))
    .slice(0, FILE_TITLE_MAX)
    .join('')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? `idea-${idea.id}.${ext}` : `idea-${idea.id}-${slug}.${ext}`;
}

const osloDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The date in Norway as YYYY-MM-DD (an export at 00:30 in Oslo is named after the Oslo day, not the UTC one). */
export function osloIsoDate(date: Date): string {
  const parts = Object.fromEntries(osloDate.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** `ideas-custom-export-{date}.{ext}`. */
export function customExportFileName(date: Date, ext: ExportExtension): string {
  return `ideas-custom-export-${osloIsoDate(date)}.${ext}`;
}
