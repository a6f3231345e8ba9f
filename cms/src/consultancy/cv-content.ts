import { CV_ITEM_LISTS, CV_STRING_LISTS, emptyCvContent, type CvContent } from '@platform/shared';
import { toList, toObject } from '../db-values';

export { ADAPTED_CV_UID, CV_TEMPLATE_UID } from './consultancy-uids';
export const CV_TABLES = { templates: 'consultancy_cv_templates', adapted: 'consultancy_adapted_cvs' } as const;

const TEXT_FIELDS = ['fullName', 'title', 'email', 'phone', 'location', 'linkedinUrl', 'githubUrl', 'websiteUrl', 'summary'] as const;
/** Every field of a CV's content: a template stores each as an attribute of its own. */
export const CV_CONTENT_FIELDS: ReadonlyArray<keyof CvContent> = [...TEXT_FIELDS, ...CV_STRING_LISTS, ...CV_ITEM_LISTS];

/** A CV's content from stored values (a template's row, or an adapted CV's JSON): texts '' and lists [] when missing. */
export function contentOf(source: Record<string, unknown>): CvContent {
  const content = emptyCvContent() as unknown as Record<string, unknown>;
  for (const field of TEXT_FIELDS) content[field] = typeof source[field] === 'string' ? source[field] : '';
  for (const list of [...CV_STRING_LISTS, ...CV_ITEM_LISTS]) content[list] = toList(source[list]);
  return content as unknown as CvContent;
}

/** An adapted CV's stored content column (JSON text on SQLite, an object on PostgreSQL) as a CV. */
export const storedContent = (value: unknown): CvContent => contentOf(toObject(value) ?? {});

/** The template attributes of a (partial) checked content. */
export function contentData(content: Partial<CvContent>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of CV_CONTENT_FIELDS) if (content[field] !== undefined) data[field] = content[field];
  return data;
}
