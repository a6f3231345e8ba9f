/**
 * The consultancy's e-mail (spec admin-area.md: "An e-mail dialog sends general e-mails", POST
 * /api/admin/consultancy/send-email, §5 "E-mail send", §8 'Failed to send email. Please try again.'), its stored
 * templates with placeholders filled per recipient, the contact history of a customer or candidate (e-mails sent
 * and notes) and the export page's files.
 */
import type { FieldError, ValidationResult } from './idea-validation';
import {
  isEmail,
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

/** The placeholders a template may hold, and what each becomes for one recipient. */
export const EMAIL_PLACEHOLDERS = {
  name: "the recipient's name (a customer's contact person or company, a candidate's name)",
  email: "the recipient's e-mail address",
  company: "the customer's company",
  position: "the candidate's position",
  senderName: 'the name of the administrator who sends',
} as const;
export type EmailPlaceholder = keyof typeof EMAIL_PLACEHOLDERS;
export type PlaceholderValues = Partial<Record<EmailPlaceholder, string>>;

const PLACEHOLDER_PATTERN = /\{([A-Za-z]+)\}/g;

/** The placeholders a text names that the platform does not know. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER_PATTERN)) if (!(match[1] in EMAIL_PLACEHOLDERS)) unknown.add(match[1]);
  return [...unknown];
}

/** A text with each known placeholder replaced by the recipient's value ('' when the recipient has none). */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => (name in EMAIL_PLACEHOLDERS ? (values[name as EmailPlaceholder] ?? '') : whole));
}

export const EMAIL_LIMITS = { name: 100, subject: 300, body: 20_000, note: 5_000 } as const;
export const EMAIL_TYPES = ['general'] as const;

export const CONSULTANCY_MAIL_MESSAGES = {
  subjectAndBody: 'Subject and message are required.',
  templateNotFound: 'E-mail template not found.',
  unknownPlaceholders: (names: string[]) =>
    `Unknown placeholder${names.length > 1 ? 's' : ''} ${names.map((n) => `{${n}}`).join(', ')}. Use ${Object.keys(EMAIL_PLACEHOLDERS)
      .map((n) => `{${n}}`)
      .join(', ')}.`,
  oneSubject: 'Give a customer or a candidate, not both.',
  noSubjectRecord: 'A note belongs to a customer or a candidate.',
  /** Every e-mail is kept in the history of whom it went to. */
  emailNeedsRecord: 'An e-mail goes to a customer or a candidate: give customerId or candidateId.',
  attachmentNotFound: 'The adapted CV to attach was not found.',
  attachmentForSomeoneElse: 'The adapted CV to attach was made for another customer or candidate.',
  emailsStay: 'Sent e-mails stay in the contact history; only notes can be deleted.',
  contactNotFound: 'Contact history entry not found.',
  whoseHistory: 'Give customerId or candidateId.',
} as const;

export interface EmailTemplateInput {
  name: string;
  subject: string;
  body: string;
}
export interface EmailTemplate extends EmailTemplateInput {
  id: number;
  createdAt: string;
  updatedAt: string;
}

const placeholderText =
  (label: string, max: number): FieldRule =>
  (value, present) => {
    const checked = requiredText(label, max)(value, present);
    if (checked.error) return checked;
    const unknown = unknownPlaceholders(checked.value as string);
    return unknown.length > 0 ? { error: CONSULTANCY_MAIL_MESSAGES.unknownPlaceholders(unknown) } : checked;
  };

/** A stored template: a name, a subject and a body, only known placeholders in them. */
export function validateEmailTemplateInput(body: unknown, mode: RecordMode = 'create'): ValidationResult<EmailTemplateInput> {
  return validateRecord<EmailTemplateInput>(body, mode, {
    name: requiredText('Name', EMAIL_LIMITS.name),
    subject: placeholderText('Subject', EMAIL_LIMITS.subject),
    body: placeholderText('Message', EMAIL_LIMITS.body),
  });
}

/**
 * The adapted CVs an e-mail to this customer or candidate may carry: those made for them, by their customerId, or for
 * a candidate by their proposalId (a candidate's CVs are filed under its proposal id). The dialog lists these.
 */
export function adaptedCvOwner(to: { customerId?: number | null; candidateId?: number | null }): {
  field: 'customerId' | 'proposalId';
  id: number | null;
} {
  return to.customerId != null ? { field: 'customerId', id: to.customerId } : { field: 'proposalId', id: to.candidateId ?? null };
}

/** Whether an adapted CV may go with an e-mail to this customer or candidate, so that it never reaches another one. */
export function adaptedCvIsFor(
  cv: { customerId: number | null; proposalId: number | null },
  to: { customerId: number | null; candidateId: number | null },
): boolean {
  const owner = adaptedCvOwner(to);
  return owner.id !== null && cv[owner.field] === owner.id;
}

export interface SendEmailInput {
  recipientEmail: string;
  recipientName: string;
  subject: string;
  body: string;
  emailType: (typeof EMAIL_TYPES)[number];
  /** Whom the e-mail is to (its history shows it); the server reads the placeholders' values from the record. */
  customerId: number | null;
  candidateId: number | null;
  /** The template used (kept on the history entry). */
  templateId: number | null;
  /** An adapted CV sent along as its PDF; it is marked sent after the mail leaves. */
  adaptedCvId: number | null;
}

/** §5: the dialog sends only with a subject and a body; the recipient's address is checked here too, and whose history keeps it. */
export function validateSendEmailInput(body: unknown): ValidationResult<SendEmailInput> {
  const result = validateRecord<SendEmailInput>(body, 'create', {
    recipientEmail: (value) => {
      const checked = textField('Recipient e-mail', value);
      if (checked.error !== undefined) return checked;
      const text = checked.text;
      if (!text) return { error: RECORD_MESSAGES.required('Recipient e-mail') };
      return isEmail(text) ? { value: text } : { error: RECORD_MESSAGES.badEmail };
    },
    recipientName: optionalText('Recipient name', 200),
    subject: (value) => {
      const checked = textField('Subject', value);
      if (checked.error !== undefined) return checked;
      const text = checked.text;
      if (!text) return { error: CONSULTANCY_MAIL_MESSAGES.subjectAndBody };
      return text.length > EMAIL_LIMITS.subject ? { error: RECORD_MESSAGES.tooLong('Subject', EMAIL_LIMITS.subject) } : { value: text };
    },
    body: (value) => {
      if (value !== null && value !== undefined && typeof value !== 'string') return { error: RECORD_MESSAGES.badText('Message') };
      const text = typeof value === 'string' ? value.replace(/\s+$/, '') : '';
      if (!text.trim()) return { error: CONSULTANCY_MAIL_MESSAGES.subjectAndBody };
      return text.length > EMAIL_LIMITS.body ? { error: RECORD_MESSAGES.tooLong('Message', EMAIL_LIMITS.body) } : { value: text };
    },
    emailType: oneOf('emailType', EMAIL_TYPES, 'general'),
    customerId: optionalId('Customer'),
    candidateId: optionalId('Candidate'),
    templateId: optionalId('Template'),
    adaptedCvId: optionalId('Adapted CV'),
  });
  if (!result.ok) return result;
  const errors: FieldError[] = [];
  if (result.value.customerId !== null && result.value.candidateId !== null)
    errors.push({ field: 'candidateId', message: CONSULTANCY_MAIL_MESSAGES.oneSubject });
  if (result.value.customerId === null && result.value.candidateId === null)
    errors.push({ field: 'customerId', message: CONSULTANCY_MAIL_MESSAGES.emailNeedsRecord });
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownPlaceholders(result.value[field]);
    if (unknown.length > 0) errors.push({ field, message: CONSULTANCY_MAIL_MESSAGES.unknownPlaceholders(unknown) });
  }
  return errors.length > 0 ? { ok: false, errors } : result;
}

/** One entry of a customer's or candidate's contact history. */
export type ContactKind = 'email' | 'note';
export interface ContactEntry {
  id: number;
  kind: ContactKind;
  customerId: number | null;
  candidateId: number | null;
  /** E-mails: the address and name it went to, the subject and body as sent (placeholders filled). */
  recipientEmail: string | null;
  recipientName: string | null;
  subject: string | null;
  body: string;
  templateId: number | null;
  adaptedCvId: number | null;
  /** The attached PDF's file name, when one was sent. */
  attachmentName: string | null;
  /** The administrator who sent or wrote it. */
  createdBy: string | null;
  createdAt: string;
}

export interface ContactNoteInput {
  customerId: number | null;
  candidateId: number | null;
  body: string;
}

/** A note on a customer or a candidate (exactly one of them). */
export function validateContactNoteInput(body: unknown): ValidationResult<ContactNoteInput> {
  const result = validateRecord<ContactNoteInput>(body, 'create', {
    customerId: optionalId('Customer'),
    candidateId: optionalId('Candidate'),
    body: requiredText('Note', EMAIL_LIMITS.note),
  });
  if (!result.ok) return result;
  const { customerId, candidateId } = result.value;
  if (customerId === null && candidateId === null)
    return { ok: false, errors: [{ field: 'customerId', message: CONSULTANCY_MAIL_MESSAGES.noSubjectRecord }] };
  if (customerId !== null && candidateId !== null)
    return { ok: false, errors: [{ field: 'candidateId', message: CONSULTANCY_MAIL_MESSAGES.oneSubject }] };
  return result;
}

/** The export page's files: what can be exported, in which formats, with the CSV's columns (field, header). */
export const CONSULTANCY_EXPORT_TYPES = ['customers', 'candidates', 'tenders'] as const;
export type ConsultancyExportType = (typeof CONSULTANCY_EXPORT_TYPES)[number];
export const CONSULTANCY_EXPORT_FORMATS = ['csv', 'json'] as const;
export type ConsultancyExportFormat = (typeof CONSULTANCY_EXPORT_FORMATS)[number];

export const CONSULTANCY_EXPORT_COLUMNS: Record<ConsultancyExportType, ReadonlyArray<readonly [string, string]>> = {
  customers: [
    ['id', 'ID'],
    ['companyName', 'Company'],
    ['industry', 'Industry'],
    ['contactPerson', 'Contact person'],
    ['email', 'Email'],
    ['phone', 'Phone'],
    ['customerType', 'Type'],
    ['status', 'Status'],
    ['servicesInterested', 'Services'],
    ['nextFollowupDate', 'Next follow-up'],
    ['notes', 'Notes'],
    ['createdAt', 'Created'],
  ],
  candidates: [
    ['id', 'ID'],
    ['applicantName', 'Name'],
    ['email', 'Email'],
    ['phone', 'Phone'],
    ['position', 'Position'],
    ['yearsExperience', 'Years of experience'],
    ['status', 'Status'],
    ['rating', 'Rating'],
    ['notes', 'Notes'],
    ['createdAt', 'Created'],
  ],
  tenders: [
    ['id', 'ID'],
    ['title', 'Title'],
    ['referenceNumber', 'Reference number'],
    ['organization', 'Organization'],
    ['location', 'Location'],
    ['deadline', 'Deadline'],
    ['status', 'Status'],
    ['appliedDate', 'Applied'],
    ['url', 'Link'],
    ['contactPerson', 'Contact person'],
    ['contactEmail', 'Contact e-mail'],
    ['createdAt', 'Created'],
  ],
};

export const CONSULTANCY_EXPORT_LABELS: Record<ConsultancyExportType, string> = {
  customers: 'Kunder',
  candidates: 'Kandidater',
  tenders: 'Utlysninger',
};

/** The file name of an export: consultancy-customers-2026-11-27.csv. */
export const consultancyExportFileName = (type: ConsultancyExportType, format: ConsultancyExportFormat, today: string): string =>
  `consultancy-${type}-${today}.${format}`;

/** Rows for the CSV: the columns' headers as keys, lists joined by ', ' (the CSV writer escapes formulas). */
export function consultancyCsvRows(type: ConsultancyExportType, records: ReadonlyArray<Record<string, unknown>>): Record<string, unknown>[] {
  return records.map((record) =>
    Object.fromEntries(
      CONSULTANCY_EXPORT_COLUMNS[type].map(([field, header]) => [
        header,
        Array.isArray(record[field]) ? (record[field] as unknown[]).join(', ') : (record[field] ?? ''),
      ]),
    ),
  );
}
