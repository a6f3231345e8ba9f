/**
 * CVs of the consultancy (spec admin-area.md: entities "CV template" and "Adapted CV", screen "CV template editor"):
 * a template is a person's whole CV; an adapted CV is a copy of one made for a customer or a position, with its own
 * notes and status. The spec gives four list item shapes (work experience, references, publications, awards); the
 * others are defined here: languages with a level, certifications with issuer and dates, education with school,
 * degree and dates, projects with role, description and technologies, memberships and volunteering. Dates inside a
 * CV are months (YYYY-MM, the editor's month inputs); an empty end month means ongoing.
 */
import type { FieldError, ValidationResult } from './idea-validation';
import {
  flag,
  isEmail,
  isHttpUrl,
  oneOf,
  optionalId,
  optionalText,
  RECORD_MESSAGES,
  requiredText,
  textField,
  trimmedText,
  validateRecord,
  type FieldRule,
  type RecordMode,
} from './record-rules';

export const LANGUAGE_LEVELS = ['native', 'fluent', 'professional', 'conversational', 'basic'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
export const LANGUAGE_LEVEL_LABELS: Record<LanguageLevel, string> = {
  native: 'Morsmål',
  fluent: 'Flytende',
  professional: 'Profesjonelt',
  conversational: 'Muntlig',
  basic: 'Grunnleggende',
};

export const ADAPTED_CV_STATUSES = ['draft', 'final', 'sent'] as const;
export type AdaptedCvStatus = (typeof ADAPTED_CV_STATUSES)[number];
export const ADAPTED_CV_STATUS_LABELS: Record<AdaptedCvStatus, string> = { draft: 'Utkast', final: 'Ferdig', sent: 'Sendt' };
/** §4: final green, sent blue, others default (antd tag colours). */
export const ADAPTED_CV_STATUS_COLOURS: Record<AdaptedCvStatus, 'success' | 'processing' | 'default'> = {
  draft: 'default',
  final: 'success',
  sent: 'processing',
};

export const CV_LIMITS = { text: 200, long: 5000, url: 2000, items: 50, strings: 100, achievements: 20, technologies: 30 } as const;

/** A month as the editor's month input gives it. */
export type Month = string;

export interface CvLanguage {
  language: string;
  level: LanguageLevel;
}
export interface CvCertification {
  name: string;
  issuer: string;
  date: Month | null;
  expiryDate: Month | null;
  credentialUrl: string;
}
export interface CvWorkExperience {
  company: string;
  position: string;
  startDate: Month | null;
  /** null: ongoing. */
  endDate: Month | null;
  description: string;
  achievements: string[];
}
export interface CvEducation {
  school: string;
  degree: string;
  field: string;
  startDate: Month | null;
  endDate: Month | null;
  description: string;
}
export interface CvProject {
  name: string;
  role: string;
  description: string;
  technologies: string[];
  startDate: Month | null;
  endDate: Month | null;
  url: string;
}
export interface CvReference {
  name: string;
  position: string;
  company: string;
  email: string;
  phone: string;
  relationship: string;
}
export interface CvPublication {
  title: string;
  publisher: string;
  date: Month | null;
  link: string;
  authors: string;
}
export interface CvAward {
  title: string;
  issuer: string;
  date: Month | null;
  description: string;
}
export interface CvMembership {
  organization: string;
  role: string;
  startDate: Month | null;
  endDate: Month | null;
}
export interface CvVolunteering {
  organization: string;
  role: string;
  startDate: Month | null;
  endDate: Month | null;
  description: string;
}

/** The CV itself: what a template holds and an adapted CV copies. */
export interface CvContent {
  fullName: string;
  title: string;
  email: string;
  phone: string;
  location: string;
  linkedinUrl: string;
  githubUrl: string;
  websiteUrl: string;
  summary: string;
  technicalSkills: string[];
  softSkills: string[];
  interests: string[];
  languages: CvLanguage[];
  certifications: CvCertification[];
  workExperience: CvWorkExperience[];
  education: CvEducation[];
  projects: CvProject[];
  references: CvReference[];
  publications: CvPublication[];
  awards: CvAward[];
  memberships: CvMembership[];
  volunteering: CvVolunteering[];
}

export interface CvTemplateInput extends CvContent {
  name: string;
  isDefault: boolean;
}
export interface CvTemplate extends CvTemplateInput {
  id: number;
  createdAt: string;
  updatedAt: string;
}
/** The list's shape (§3 "CV template (list)"). */
export interface CvTemplateSummary {
  id: number;
  name: string;
  fullName: string;
  title: string;
  isDefault: boolean;
  updatedAt: string;
}

export interface AdaptedCvInput {
  name: string;
  /** The template it was copied from (kept for reference; null when that template was deleted). */
  templateId: number | null;
  customerId: number | null;
  /** The candidate it is for (the spec's proposal). */
  proposalId: number | null;
  adaptationNotes: string;
  status: AdaptedCvStatus;
  content: CvContent;
}
export interface AdaptedCv extends AdaptedCvInput {
  id: number;
  createdAt: string;
  updatedAt: string;
}
/** The list's shape (§3 "Adapted CV"), with the names the chips show. */
export interface AdaptedCvSummary {
  id: number;
  name: string;
  adaptationNotes: string;
  customerId: number | null;
  customerName: string | null;
  proposalId: number | null;
  candidateName: string | null;
  templateId: number | null;
  status: AdaptedCvStatus;
  fullName: string;
  createdAt: string;
  updatedAt: string;
}

export const CV_MESSAGES = {
  templateNotFound: 'CV template not found.',
  adaptedNotFound: 'Adapted CV not found.',
  loadFailed: 'Failed to load CV template',
  saveFailed: 'Failed to save CV template',
  /** Exactly one template is the default: it cannot be unticked, only replaced by ticking another. */
  keepOneDefault: 'One CV template must be the default: make another template the default instead.',
  noTemplate: 'Choose a CV template to adapt (there is no default template).',
  badMonth: (label: string) => `${label} must be a month (YYYY-MM).`,
  endBeforeStart: (label: string) => `${label}: the end month is before the start month.`,
  badList: (label: string) => `${label} must be a list of at most ${CV_LIMITS.items} entries.`,
  badStrings: (label: string, max: number) => `${label} must be a list of at most ${max} texts of at most ${CV_LIMITS.text} characters.`,
  badUrl: (label: string) => `${label} must be a valid http(s) URL.`,
  notAnEntry: 'an entry must be an object.',
  /** Another request changed the default at the same moment, again and again. */
  defaultRace: 'Another change to the default CV template came first: try again.',
} as const;

/**
 * The CV's sections in the order the PDF prints them, with the editor's and the PDF's headings (Norwegian, like the
 * consultancy's screens). Contact details and the summary come first, then what a buyer reads first.
 */
export const CV_SECTIONS = [
  { key: 'summary', label: 'Sammendrag' },
  { key: 'workExperience', label: 'Arbeidserfaring' },
  { key: 'projects', label: 'Prosjekter' },
  { key: 'technicalSkills', label: 'Tekniske ferdigheter' },
  { key: 'softSkills', label: 'Personlige egenskaper' },
  { key: 'education', label: 'Utdanning' },
  { key: 'certifications', label: 'Sertifiseringer' },
  { key: 'languages', label: 'Språk' },
  { key: 'publications', label: 'Publikasjoner' },
  { key: 'awards', label: 'Utmerkelser' },
  { key: 'memberships', label: 'Medlemskap' },
  { key: 'volunteering', label: 'Frivillig arbeid' },
  { key: 'references', label: 'Referanser' },
  { key: 'interests', label: 'Interesser' },
] as const satisfies ReadonlyArray<{ key: keyof CvContent; label: string }>;

export const CV_STRING_LISTS = ['technicalSkills', 'softSkills', 'interests'] as const;
export const CV_ITEM_LISTS = [
  'languages',
  'certifications',
  'workExperience',
  'education',
  'projects',
  'references',
  'publications',
  'awards',
  'memberships',
  'volunteering',
] as const;
export type CvItemList = (typeof CV_ITEM_LISTS)[number];

/** The labels of the item lists, as the editor and the messages name them (English, like the other admin messages). */
export const CV_LIST_LABELS: Record<CvItemList | (typeof CV_STRING_LISTS)[number], string> = {
  languages: 'Languages',
  certifications: 'Certifications',
  workExperience: 'Work experience',
  education: 'Education',
  projects: 'Projects',
  references: 'References',
  publications: 'Publications',
  awards: 'Awards',
  memberships: 'Memberships',
  volunteering: 'Volunteering',
  technicalSkills: 'Technical skills',
  softSkills: 'Soft skills',
  interests: 'Interests',
};

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const isMonth = (value: string): boolean => MONTH_PATTERN.test(value);

type ItemField =
  | { kind: 'text'; label: string; required?: boolean; max?: number }
  | { kind: 'month'; label: string }
  | { kind: 'url'; label: string }
  | { kind: 'email'; label: string }
  | { kind: 'level'; label: string }
  | { kind: 'strings'; label: string; max: number };

/** Each item list's fields: what the editor shows and the validator checks. A pair startDate/endDate is checked in order. */
export const CV_ITEM_FIELDS: Record<CvItemList, Record<string, ItemField>> = {
  languages: { language: { kind: 'text', label: 'Language', required: true }, level: { kind: 'level', label: 'Level' } },
  certifications: {
    name: { kind: 'text', label: 'Name', required: true },
    issuer: { kind: 'text', label: 'Issuer' },
    date: { kind: 'month', label: 'Date' },
    expiryDate: { kind: 'month', label: 'Expires' },
    credentialUrl: { kind: 'url', label: 'Credential link' },
  },
  workExperience: {
    company: { kind: 'text', label: 'Company', required: true },
    position: { kind: 'text', label: 'Position', required: true },
    startDate: { kind: 'month', label: 'Start' },
    endDate: { kind: 'month', label: 'End' },
    description: { kind: 'text', label: 'Description', max: CV_LIMITS.long },
    achievements: { kind: 'strings', label: 'Achievements', max: CV_LIMITS.achievements },
  },
  education: {
    school: { kind: 'text', label: 'School', required: true },
    degree: { kind: 'text', label: 'Degree' },
    field: { kind: 'text', label: 'Field of study' },
    startDate: { kind: 'month', label: 'Start' },
    endDate: { kind: 'month', label: 'End' },
    description: { kind: 'text', label: 'Description', max: CV_LIMITS.long },
  },
  projects: {
    name: { kind: 'text', label: 'Name', required: true },
    role: { kind: 'text', label: 'Role' },
    description: { kind: 'text', label: 'Description', max: CV_LIMITS.long },
    technologies: { kind: 'strings', label: 'Technologies', max: CV_LIMITS.technologies },
    startDate: { kind: 'month', label: 'Start' },
    endDate: { kind: 'month', label: 'End' },
    url: { kind: 'url', label: 'Link' },
  },
  references: {
    name: { kind: 'text', label: 'Name', required: true },
    position: { kind: 'text', label: 'Position' },
    company: { kind: 'text', label: 'Company' },
    email: { kind: 'email', label: 'E-mail' },
    phone: { kind: 'text', label: 'Phone', max: 50 },
    relationship: { kind: 'text', label: 'Relationship' },
  },
  publications: {
    title: { kind: 'text', label: 'Title', required: true },
    publisher: { kind: 'text', label: 'Publisher' },
    date: { kind: 'month', label: 'Date' },
    link: { kind: 'url', label: 'Link' },
    authors: { kind: 'text', label: 'Authors', max: 500 },
  },
  awards: {
    title: { kind: 'text', label: 'Title', required: true },
    issuer: { kind: 'text', label: 'Issuer' },
    date: { kind: 'month', label: 'Date' },
    description: { kind: 'text', label: 'Description', max: CV_LIMITS.long },
  },
  memberships: {
    organization: { kind: 'text', label: 'Organization', required: true },
    role: { kind: 'text', label: 'Role' },
    startDate: { kind: 'month', label: 'Start' },
    endDate: { kind: 'month', label: 'End' },
  },
  volunteering: {
    organization: { kind: 'text', label: 'Organization', required: true },
    role: { kind: 'text', label: 'Role' },
    startDate: { kind: 'month', label: 'Start' },
    endDate: { kind: 'month', label: 'End' },
    description: { kind: 'text', label: 'Description', max: CV_LIMITS.long },
  },
};

/** An empty item of a list, as the editor's "add" button makes it. */
export function emptyCvItem<L extends CvItemList>(list: L): CvContent[L][number] {
  const item: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(CV_ITEM_FIELDS[list])) {
    item[name] = field.kind === 'month' ? null : field.kind === 'strings' ? [] : field.kind === 'level' ? 'professional' : '';
  }
  return item as unknown as CvContent[L][number];
}

export function emptyCvContent(): CvContent {
  return {
    fullName: '',
    title: '',
    email: '',
    phone: '',
    location: '',
    linkedinUrl: '',
    githubUrl: '',
    websiteUrl: '',
    summary: '',
    technicalSkills: [],
    softSkills: [],
    interests: [],
    languages: [],
    certifications: [],
    workExperience: [],
    education: [],
    projects: [],
    references: [],
    publications: [],
    awards: [],
    memberships: [],
    volunteering: [],
  };
}

/** A list of short texts, trimmed, blanks dropped; `where` names the entry it belongs to in the message. */
function stringList(label: string, value: unknown, max: number, path: string, errors: FieldError[], where?: string): string[] {
  const list = value === null || value === undefined ? [] : value;
  const valid = Array.isArray(list) && list.length <= max && list.every((item) => typeof item === 'string' && item.trim().length <= CV_LIMITS.text);
  if (!valid) {
    errors.push({ field: path, message: where ? `${where}: ${CV_MESSAGES.badStrings(label, max)}` : CV_MESSAGES.badStrings(label, max) });
    return [];
  }
  return (list as string[]).map((item) => item.trim()).filter(Boolean);
}

function checkItem(list: CvItemList, raw: unknown, index: number, errors: FieldError[]): Record<string, unknown> {
  const where = `${CV_LIST_LABELS[list]} ${index + 1}`;
  const path = `${list}[${index}]`;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    errors.push({ field: path, message: `${where}: ${CV_MESSAGES.notAnEntry}` });
    return {};
  }
  const source = raw as Record<string, unknown>;
  const item: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(CV_ITEM_FIELDS[list])) {
    const value = source[name];
    const fail = (message: string) => errors.push({ field: `${path}.${name}`, message: `${where}: ${message}` });
    if (field.kind === 'strings') {
      item[name] = stringList(field.label, value, field.max, `${path}.${name}`, errors, where);
      continue;
    }
    if (value !== undefined && value !== null && typeof value !== 'string') {
      fail(`${field.label} must be text.`);
      continue;
    }
    const text = trimmedText(value);
    if (field.kind === 'month') {
      if (text && !isMonth(text)) fail(CV_MESSAGES.badMonth(field.label));
      item[name] = text || null;
    } else if (field.kind === 'url') {
      if (text && (!isHttpUrl(text) || text.length > CV_LIMITS.url)) fail(CV_MESSAGES.badUrl(field.label));
      item[name] = text;
    } else if (field.kind === 'email') {
      if (text && !isEmail(text)) fail(RECORD_MESSAGES.badEmail);
      item[name] = text;
    } else if (field.kind === 'level') {
      if (text && !(LANGUAGE_LEVELS as readonly string[]).includes(text)) fail(RECORD_MESSAGES.badEnum(field.label, LANGUAGE_LEVELS));
      item[name] = text || 'professional';
    } else {
      const max = field.max ?? CV_LIMITS.text;
      if (field.required && !text) fail(RECORD_MESSAGES.required(field.label));
      else if (text.length > max) fail(RECORD_MESSAGES.tooLong(field.label, max));
      item[name] = text;
    }
  }
  const start = item.startDate as string | null | undefined;
  const end = item.endDate as string | null | undefined;
  if (start && end && isMonth(start) && isMonth(end) && end < start)
    errors.push({ field: `${path}.endDate`, message: CV_MESSAGES.endBeforeStart(where) });
  return item;
}

const url =
  (label: string): FieldRule =>
  (value) => {
    const checked = textField(label, value);
    if (checked.error !== undefined) return checked;
    const text = checked.text;
    if (!text) return { value: '' };
    return isHttpUrl(text) && text.length <= CV_LIMITS.url ? { value: text } : { error: CV_MESSAGES.badUrl(label) };
  };
const email: FieldRule = (value) => {
  const checked = textField('E-mail', value);
  if (checked.error !== undefined) return checked;
  const text = checked.text;
  if (!text) return { value: '' };
  return isEmail(text) ? { value: text } : { error: RECORD_MESSAGES.badEmail };
};

const CONTENT_RULES: Record<string, FieldRule> = {
  fullName: requiredText('Full name', CV_LIMITS.text),
  title: optionalText('Title', CV_LIMITS.text),
  email,
  phone: optionalText('Phone', 50),
  location: optionalText('Location', CV_LIMITS.text),
  linkedinUrl: url('LinkedIn'),
  githubUrl: url('GitHub'),
  websiteUrl: url('Website'),
  summary: optionalText('Summary', CV_LIMITS.long),
};

/**
 * A CV's content: the person's full name required, links http(s), every list item checked with a message naming its
 * list and place ("Work experience 2: Company is required."). In update mode only the fields sent are checked.
 */
export function validateCvContent(body: unknown, mode: RecordMode = 'create'): ValidationResult<CvContent> {
  const base = validateRecord<Partial<CvContent>>(body, mode, CONTENT_RULES);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return base as ValidationResult<CvContent>;
  const raw = body as Record<string, unknown>;
  const errors: FieldError[] = base.ok ? [] : [...base.errors];
  const value: Record<string, unknown> = base.ok ? { ...base.value } : {};
  for (const list of CV_STRING_LISTS) {
    if (mode === 'update' && raw[list] === undefined) continue;
    value[list] = stringList(CV_LIST_LABELS[list], raw[list], CV_LIMITS.strings, list, errors);
  }
  for (const list of CV_ITEM_LISTS) {
    if (mode === 'update' && raw[list] === undefined) continue;
    const items = raw[list] === undefined || raw[list] === null ? [] : raw[list];
    if (!Array.isArray(items) || items.length > CV_LIMITS.items) {
      errors.push({ field: list, message: CV_MESSAGES.badList(CV_LIST_LABELS[list]) });
      continue;
    }
    value[list] = items.map((item, index) => checkItem(list, item, index, errors));
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: value as unknown as CvContent };
}

/** A CV template: a name for the list and the CV's content; isDefault false unless ticked (the server keeps one). */
export function validateCvTemplateInput(body: unknown, mode: RecordMode = 'create'): ValidationResult<CvTemplateInput> {
  const own = validateRecord<Pick<CvTemplateInput, 'name' | 'isDefault'>>(body, mode, {
    name: requiredText('Name', CV_LIMITS.text),
    isDefault: flag('isDefault', false),
  });
  const content = validateCvContent(body, mode);
  if (!own.ok || !content.ok) return { ok: false, errors: [...(own.ok ? [] : own.errors), ...(content.ok ? [] : content.errors)] };
  return { ok: true, value: { ...content.value, ...own.value } };
}

/**
 * An adapted CV: a name, the template it copies (the default template when none is given on create), the customer
 * and the candidate it is for, notes and a status. `content` is the adapted CV itself; on create without it the
 * server copies the template's content.
 */
export function validateAdaptedCvInput(
  body: unknown,
  mode: RecordMode = 'create',
): ValidationResult<Omit<AdaptedCvInput, 'content'> & { content?: CvContent }> {
  const own = validateRecord<Omit<AdaptedCvInput, 'content'>>(body, mode, {
    name: requiredText('Name', CV_LIMITS.text),
    templateId: optionalId('Template'),
    customerId: optionalId('Customer'),
    proposalId: optionalId('Candidate'),
    adaptationNotes: optionalText('Adaptation notes', CV_LIMITS.long),
    status: oneOf('status', ADAPTED_CV_STATUSES, 'draft'),
  });
  const raw = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const content = raw.content === undefined ? null : validateCvContent(raw.content, 'create');
  const errors = [
    ...(own.ok ? [] : own.errors),
    ...(content && !content.ok ? content.errors.map((e) => ({ ...e, field: `content.${e.field}` })) : []),
  ];
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { ...(own as { value: Omit<AdaptedCvInput, 'content'> }).value, ...(content?.ok ? { content: content.value } : {}) } };
}

const MONTHS_NB = ['jan.', 'feb.', 'mar.', 'apr.', 'mai', 'jun.', 'jul.', 'aug.', 'sep.', 'okt.', 'nov.', 'des.'];

/** 'YYYY-MM' as 'jan. 2024' (Norwegian short month). */
export function formatCvMonth(month: Month | null): string {
  if (!month || !isMonth(month)) return '';
  return `${MONTHS_NB[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** A start and end month as 'jan. 2020 – nå' (no end: ongoing), or one of them alone. */
export function formatCvPeriod(start: Month | null, end: Month | null, ongoingText = 'nå'): string {
  const from = formatCvMonth(start);
  const to = end ? formatCvMonth(end) : from ? ongoingText : '';
  return from && to ? `${from} – ${to}` : from || to;
}
