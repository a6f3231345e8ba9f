import {
  CV_SECTIONS,
  formatCvMonth,
  formatCvPeriod,
  LANGUAGE_LEVEL_LABELS,
  type CvContent,
  type CvItemList,
  type LanguageLevel,
} from '@platform/shared';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf, REPORT_LOOK } from '../pdf-render';
import { ADAPTED_CV_UID, contentOf, CV_CONTENT_FIELDS, CV_TEMPLATE_UID, storedContent } from './cv-content';

const ACCENT = '#1f3b5c';
const MUTED = '#595959';
type Entry = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(text).filter(Boolean) : []);
const joined = (parts: unknown[], separator = ' · '): string => parts.map(text).filter(Boolean).join(separator);
const period = (entry: Entry) => formatCvPeriod((entry.startDate as string | null) ?? null, (entry.endDate as string | null) ?? null);
const month = (value: unknown) => formatCvMonth(typeof value === 'string' ? value : null);

/** An entry's first line: what it is in bold, and its dates at the right margin. */
function headline(title: string, dates: string): Content {
  return {
    columns: [
      { text: title, bold: true, fontSize: 11, width: '*' },
      { text: dates, width: 'auto', color: MUTED, fontSize: 9, margin: [8, 1, 0, 0] },
    ],
  };
}
const subline = (value: string): Content | null => (value ? { text: value, italics: true, color: ACCENT, margin: [0, 1, 0, 0] } : null);
const paragraph = (value: string): Content | null => (value ? { text: value, margin: [0, 3, 0, 0] } : null);
const bullets = (items: string[]): Content | null => (items.length ? { ul: items, margin: [0, 3, 0, 0] } : null);
const link = (url: string): Content | null => (url ? { text: url, link: url, color: ACCENT, fontSize: 9, margin: [0, 2, 0, 0] } : null);

/** One entry as a block of its own, never split by a page break. */
function block(parts: Array<Content | null>): Content {
  return { stack: parts.filter((part): part is Content => part !== null), margin: [0, 0, 0, 9] };
}

const ENTRY_BLOCKS: Record<CvItemList, (entry: Entry) => Content> = {
  workExperience: (e) =>
    block([headline(text(e.position), period(e)), subline(text(e.company)), paragraph(text(e.description)), bullets(strings(e.achievements))]),
  projects: (e) =>
    block([
      headline(text(e.name), period(e)),
      subline(text(e.role)),
      paragraph(text(e.description)),
      strings(e.technologies).length
        ? { text: [{ text: 'Teknologier: ', bold: true }, strings(e.technologies).join(' · ')], margin: [0, 3, 0, 0] }
        : null,
      link(text(e.url)),
    ]),
  education: (e) =>
    block([
      headline(joined([e.degree, e.field], ', ') || text(e.school), period(e)),
      subline(text(e.degree) || text(e.field) ? text(e.school) : ''),
      paragraph(text(e.description)),
    ]),
  certifications: (e) =>
    block([
      headline(text(e.name), joined([month(e.date), e.expiryDate ? `gyldig til ${month(e.expiryDate)}` : ''], ', ')),
      subline(text(e.issuer)),
      link(text(e.credentialUrl)),
    ]),
  languages: (e) => block([headline(text(e.language), LANGUAGE_LEVEL_LABELS[e.level as LanguageLevel] ?? '')]),
  publications: (e) => block([headline(text(e.title), month(e.date)), subline(text(e.publisher)), paragraph(text(e.authors)), link(text(e.link))]),
  awards: (e) => block([headline(text(e.title), month(e.date)), subline(text(e.issuer)), paragraph(text(e.description))]),
  memberships: (e) => block([headline(text(e.organization), period(e)), subline(text(e.role))]),
  volunteering: (e) => block([headline(text(e.organization), period(e)), subline(text(e.role)), paragraph(text(e.description))]),
  references: (e) =>
    block([
      headline(text(e.name), ''),
      subline(joined([e.position, e.company], ', ')),
      paragraph(joined([e.email, e.phone])),
      paragraph(text(e.relationship)),
    ]),
};

/** A section's blocks: one per entry (the summary one per paragraph, a list of texts one line). */
function sectionBlocks(content: CvContent, key: (typeof CV_SECTIONS)[number]['key']): Content[] {
  if (key === 'summary') {
    return content.summary
      .split(/\n\s*\n/)
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => ({ text: part, margin: [0, 0, 0, 6] }));
  }
  if (key === 'technicalSkills' || key === 'softSkills' || key === 'interests') {
    const items = strings(content[key]);
    return items.length ? [{ text: items.join(' · '), margin: [0, 0, 0, 6] }] : [];
  }
  return (content[key] as unknown as Entry[]).map((entry) => ENTRY_BLOCKS[key](entry));
}

/** A heading, kept on the page of the section's first entry: the two are one unbreakable stack, as every entry is. */
function section(label: string, blocks: Content[]): Content[] {
  const heading: Content = {
    stack: [
      { text: label, style: 'heading', color: ACCENT, margin: [0, 14, 0, 2] },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 495, y2: 0, lineWidth: 0.6, lineColor: ACCENT }], margin: [0, 0, 0, 6] },
    ],
  };
  const [first, ...rest] = blocks;
  return [{ stack: [heading, first], unbreakable: true }, ...rest.map((entry) => ({ stack: [entry], unbreakable: true }))];
}

function masthead(content: CvContent): Content[] {
  const contact = joined([content.email, content.phone, content.location]);
  const links = [content.linkedinUrl, content.githubUrl, content.websiteUrl].map(text).filter(Boolean);
  return [
    { text: content.fullName, fontSize: 24, bold: true, color: ACCENT },
    content.title ? { text: content.title, fontSize: 13, color: MUTED, margin: [0, 2, 0, 0] } : '',
    contact ? { text: contact, fontSize: 9.5, margin: [0, 8, 0, 0] } : '',
    links.length
      ? {
          text: links.flatMap((url, index) => [...(index ? [{ text: '  ·  ' }] : []), { text: url, link: url, color: ACCENT }]),
          fontSize: 9,
          margin: [0, 2, 0, 0],
        }
      : '',
  ];
}

/** The CV as an A4 PDF: the person first, then the sections in the contract's order, empty ones left out. */
export function cvPdf(content: CvContent): Promise<Buffer> {
  const body = CV_SECTIONS.flatMap(({ key, label }) => {
    const blocks = sectionBlocks(content, key);
    return blocks.length ? section(label, blocks) : [];
  });
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [50, 48, 50, 48],
    info: { title: `CV ${content.fullName}`, author: content.fullName },
    content: [...masthead(content), ...body],
    footer: (currentPage, pageCount) => ({
      text: `Side ${currentPage} av ${pageCount}`,
      alignment: 'center',
      fontSize: 8,
      color: MUTED,
      margin: [0, 16, 0, 0],
    }),
    ...REPORT_LOOK,
  };
  return renderPdf(definition);
}

export const cvFileName = (fullName: string, name: string): string => `CV ${fullName} – ${name}.pdf`;

/** An adapted CV's PDF and file name, or null when there is no such adapted CV. */
export async function adaptedCvPdf(id: number): Promise<{ fileName: string; pdf: Buffer } | null> {
  const row = await strapi.db.query(ADAPTED_CV_UID).findOne({ select: ADAPTED_CV_PDF_FIELDS, where: { id } });
  return row ? adaptedCvPdfOf(row) : null;
}

/** The stored fields an adapted CV's PDF is made from. */
export const ADAPTED_CV_PDF_FIELDS = ['name', 'content'];

/** The PDF and file name of an adapted CV already read (its ADAPTED_CV_PDF_FIELDS). */
export async function adaptedCvPdfOf(row: { name: unknown; content: unknown }): Promise<{ fileName: string; pdf: Buffer }> {
  const content = storedContent(row.content);
  return { fileName: cvFileName(content.fullName, String(row.name)), pdf: await cvPdf(content) };
}

/** A CV template's PDF and file name, or null when there is no such template. */
export async function cvTemplatePdf(id: number): Promise<{ fileName: string; pdf: Buffer } | null> {
  const row = await strapi.db.query(CV_TEMPLATE_UID).findOne({ select: ['name', ...CV_CONTENT_FIELDS], where: { id } });
  if (!row) return null;
  const content = contentOf(row);
  return { fileName: cvFileName(content.fullName, String(row.name)), pdf: await cvPdf(content) };
}
