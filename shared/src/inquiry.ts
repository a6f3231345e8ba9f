import type { Language } from './access';
import { writeCsv } from './csv';
import { formatDate } from './format';
import type { FieldError, ValidationResult } from './idea-validation';
import { isValidPhone, PHONE_PLACEHOLDER } from './profile-input';
import { isUuid } from './visit-tracking';

/** A visitor's message to the platform: sent from the site's forms, handled by staff at /admin/inquiries. */
export const INQUIRY_TYPES = ['consultancy', 'contact', 'demo_request'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];
export const DEFAULT_INQUIRY_TYPE: InquiryType = 'contact';

/** Freely chosen by staff; 'new' until someone has looked at it. */
export const INQUIRY_STATUSES = ['new', 'contacted', 'in_progress', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const INQUIRY_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  company: 200,
  service: 200,
  messageMin: 10,
  messageMax: 5000,
  sourceUrl: 2000,
  notes: 5000,
  /** Accepted inquiries per client address and window (the server's default; INQUIRY_RATE_LIMIT overrides it). */
  perAddress: 5,
  windowMinutes: 10,
} as const;

/**
 * The form's trap for bots: an input people never see (hidden, out of the tab order). A filled one gets the same
 * answer as a real inquiry, so a bot learns nothing, but nothing is stored or mailed.
 */
export const INQUIRY_HONEYPOT_FIELD = 'website';

/** What the public form sends. */
export const INQUIRY_FORM_FIELDS = [
  'inquiry_type',
  'name',
  'email',
  'phone',
  'company',
  'service',
  'message',
  'source_url',
  'visitor_id',
  'session_id',
  INQUIRY_HONEYPOT_FIELD,
] as const;

export interface InquiryInput {
  inquiry_type: InquiryType;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  service: string | null;
  message: string;
  source_url: string | null;
  visitor_id: string | null;
  session_id: string | null;
}

export interface InquiryUpdate {
  status?: InquiryStatus;
  notes?: string | null;
}

/** An inquiry as the admin API answers it. */
export interface Inquiry {
  id: number;
  inquiry_type: InquiryType;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  service: string | null;
  message: string;
  status: InquiryStatus;
  notes: string | null;
  created_at: string;
  updated_at?: string;
  responded_at: string | null;
  closed_at: string | null;
  source_url: string | null;
  metadata: { visitor_id: string | null; session_id: string | null };
}

const { name, email, phone, company, service, messageMin, messageMax, sourceUrl, notes } = INQUIRY_LIMITS;

/** The form's field messages, in both languages of the site; the server answers in Norwegian. */
export const INQUIRY_FIELD_MESSAGES = {
  no: {
    notAnObject: 'Henvendelsen må sendes som et JSON-objekt.',
    unknownField: 'Ukjent felt i henvendelsen.',
    nameRequired: 'Skriv inn navnet ditt.',
    nameTooLong: `Navnet kan være høyst ${name} tegn.`,
    emailRequired: 'Skriv inn e-postadressen din.',
    emailInvalid: 'Skriv inn en gyldig e-postadresse.',
    emailTooLong: `E-postadressen kan være høyst ${email} tegn.`,
    phoneInvalid: `Ugyldig telefonnummer. Bruk formatet ${PHONE_PLACEHOLDER}.`,
    companyTooLong: `Firmanavnet kan være høyst ${company} tegn.`,
    serviceTooLong: `Tjenesten kan være høyst ${service} tegn.`,
    messageRequired: 'Skriv en melding.',
    messageTooShort: `Meldingen må ha minst ${messageMin} tegn.`,
    messageTooLong: `Meldingen kan være høyst ${messageMax} tegn.`,
    typeInvalid: `Type må være en av: ${INQUIRY_TYPES.join(', ')}.`,
    sourceUrlInvalid: `Kilden må være en sti på nettstedet eller en http(s)-adresse (høyst ${sourceUrl} tegn).`,
    visitorIdInvalid: 'visitor_id må være en UUID.',
    sessionIdInvalid: 'session_id må være en UUID.',
  },
  en: {
    notAnObject: 'The inquiry must be sent as a JSON object.',
    unknownField: 'Unknown field in the inquiry.',
    nameRequired: 'Enter your name.',
    nameTooLong: `The name may be at most ${name} characters.`,
    emailRequired: 'Enter your e-mail address.',
    emailInvalid: 'Enter a valid e-mail address.',
    emailTooLong: `The e-mail address may be at most ${email} characters.`,
    phoneInvalid: `Invalid phone number. Use the format ${PHONE_PLACEHOLDER}.`,
    companyTooLong: `The company name may be at most ${company} characters.`,
    serviceTooLong: `The service may be at most ${service} characters.`,
    messageRequired: 'Write a message.',
    messageTooShort: `The message must be at least ${messageMin} characters.`,
    messageTooLong: `The message may be at most ${messageMax} characters.`,
    typeInvalid: `The type must be one of: ${INQUIRY_TYPES.join(', ')}.`,
    sourceUrlInvalid: `The source must be a path on the site or an http(s) address (at most ${sourceUrl} characters).`,
    visitorIdInvalid: 'visitor_id must be a UUID.',
    sessionIdInvalid: 'session_id must be a UUID.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type InquiryFieldMessageKey = keyof (typeof INQUIRY_FIELD_MESSAGES)['no'];

/** A field message from the server (Norwegian) in another language; unknown texts stay as they are. */
export function translateInquiryMessage(message: string, language: Language): string {
  const key = (Object.keys(INQUIRY_FIELD_MESSAGES.no) as InquiryFieldMessageKey[]).find((k) => INQUIRY_FIELD_MESSAGES.no[k] === message);
  return key ? INQUIRY_FIELD_MESSAGES[language][key] : message;
}

/** The public answers the visitor reads (site), and the admin screen's and API's own (English where the spec gives it). */
export const INQUIRY_MESSAGES = {
  rateLimited: {
    no: 'Du har sendt mange henvendelser på kort tid. Vent litt og prøv igjen.',
    en: 'You have sent many inquiries in a short time. Wait a little and try again.',
  },
  loadFailed: 'Failed to load inquiries',
  empty: 'No inquiries found with the selected filters',
  notFound: 'Inquiry not found.',
  updateNotObject: 'The request body must be a JSON object with status and/or notes.',
  updateUnknownField: (field: string) => `Unknown field "${field}": only status and notes can be changed.`,
  statusInvalid: `status must be one of: ${INQUIRY_STATUSES.join(', ')}.`,
  notesInvalid: `notes must be text of at most ${notes} characters.`,
  exportFailed: 'Failed to export inquiries',
  updateFailed: 'Failed to update the inquiry',
  deleteFailed: 'Failed to delete the inquiry',
} as const;

export const INQUIRY_TYPE_LABELS: Record<Language, Record<InquiryType, string>> = {
  no: { consultancy: 'Rådgivning', contact: 'Kontakt', demo_request: 'Demoforespørsel' },
  en: { consultancy: 'Consultancy', contact: 'Contact', demo_request: 'Demo request' },
};

export const INQUIRY_STATUS_LABELS: Record<Language, Record<InquiryStatus, string>> = {
  no: { new: 'Ny', contacted: 'Kontaktet', in_progress: 'Under behandling', closed: 'Lukket' },
  en: { new: 'New', contacted: 'Contacted', in_progress: 'In progress', closed: 'Closed' },
};

export const isInquiryType = (value: unknown): value is InquiryType => (INQUIRY_TYPES as readonly unknown[]).includes(value);
export const isInquiryStatus = (value: unknown): value is InquiryStatus => (INQUIRY_STATUSES as readonly unknown[]).includes(value);

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A path on this site ('/contact', not '//elsewhere.com') or an http(s) address. */
function isSourceUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Trimmed text, null when absent or blank, undefined when it is not text at all. */
function optionalText(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** True when the trap field holds anything: the sender is a bot. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const trap = (body as Record<string, unknown>)[INQUIRY_HONEYPOT_FIELD];
  return trap !== undefined && trap !== null && trap !== '';
}

/**
 * Checks the public form, every field at once, in the given language (the server answers in Norwegian). Blank optional
 * fields become null; the type defaults to 'contact'. The trap field is accepted and never part of the value.
 */
export function validateInquiry(body: unknown, language: Language = 'no'): ValidationResult<InquiryInput> {
  const text = INQUIRY_FIELD_MESSAGES[language];
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: [{ field: 'body', message: text.notAnObject }] };
  }
  const record = body as Record<string, unknown>;
  const errors: FieldError[] = Object.keys(record)
    .filter((key) => !(INQUIRY_FORM_FIELDS as readonly string[]).includes(key))
    .map((field) => ({ field, message: text.unknownField }));
  const fail = (field: string, message: string) => errors.push({ field, message });

  const nameValue = optionalText(record.name);
  if (!nameValue) fail('name', text.nameRequired);
  else if (nameValue.length > name) fail('name', text.nameTooLong);

  const emailValue = optionalText(record.email);
  if (!emailValue) fail('email', text.emailRequired);
  else if (emailValue.length > email) fail('email', text.emailTooLong);
  else if (!EMAIL_PATTERN.test(emailValue)) fail('email', text.emailInvalid);

  const phoneValue = optionalText(record.phone);
  if (phoneValue === undefined || (phoneValue !== null && (phoneValue.length > phone || !isValidPhone(phoneValue)))) fail('phone', text.phoneInvalid);

  const companyValue = optionalText(record.company);
  if (companyValue === undefined || (companyValue?.length ?? 0) > company) fail('company', text.companyTooLong);

  const serviceValue = optionalText(record.service);
  if (serviceValue === undefined || (serviceValue?.length ?? 0) > service) fail('service', text.serviceTooLong);

  const messageValue = optionalText(record.message);
  if (!messageValue) fail('message', text.messageRequired);
  else if (messageValue.length < messageMin) fail('message', text.messageTooShort);
  else if (messageValue.length > messageMax) fail('message', text.messageTooLong);

  const type = record.inquiry_type ?? DEFAULT_INQUIRY_TYPE;
  if (!isInquiryType(type)) fail('inquiry_type', text.typeInvalid);

  const source = optionalText(record.source_url);
  if (source === undefined || (source !== null && (source.length > sourceUrl || !isSourceUrl(source)))) fail('source_url', text.sourceUrlInvalid);

  const visitorId = optionalText(record.visitor_id);
  if (visitorId === undefined || (visitorId !== null && !isUuid(visitorId))) fail('visitor_id', text.visitorIdInvalid);
  const sessionId = optionalText(record.session_id);
  if (sessionId === undefined || (sessionId !== null && !isUuid(sessionId))) fail('session_id', text.sessionIdInvalid);

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      inquiry_type: type as InquiryType,
      name: nameValue as string,
      email: emailValue as string,
      phone: phoneValue ?? null,
      company: companyValue ?? null,
      service: serviceValue ?? null,
      message: messageValue as string,
      source_url: source ?? null,
      visitor_id: visitorId ?? null,
      session_id: sessionId ?? null,
    },
  };
}

/** Fields of a loaded inquiry that an edit may send back unchanged; the server keeps its own (it sets the stamps). */
const READ_ONLY_FIELDS = new Set([
  'id',
  'inquiry_type',
  'name',
  'email',
  'phone',
  'company',
  'service',
  'message',
  'created_at',
  'updated_at',
  'responded_at',
  'closed_at',
  'source_url',
  'metadata',
]);

/** Checks an admin's change: a status and/or notes (blank notes are cleared). */
export function validateInquiryUpdate(body: unknown): ValidationResult<InquiryUpdate> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: [{ field: 'body', message: INQUIRY_MESSAGES.updateNotObject }] };
  }
  const errors: FieldError[] = [];
  const value: InquiryUpdate = {};
  for (const [field, raw] of Object.entries(body as Record<string, unknown>)) {
    if (field === 'status') {
      if (isInquiryStatus(raw)) value.status = raw;
      else errors.push({ field, message: INQUIRY_MESSAGES.statusInvalid });
    } else if (field === 'notes') {
      const notesValue = raw === null ? null : typeof raw === 'string' && raw.length <= notes ? raw.trim() || null : undefined;
      if (notesValue === undefined) errors.push({ field, message: INQUIRY_MESSAGES.notesInvalid });
      else value.notes = notesValue;
    } else if (!READ_ONLY_FIELDS.has(field)) {
      errors.push({ field, message: INQUIRY_MESSAGES.updateUnknownField(field) });
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}

export interface InquiryStamps {
  responded_at?: string;
  closed_at?: string;
}

/**
 * The moments a status change records, each set once and never overwritten: responded_at the first time the inquiry
 * has a status other than 'new', closed_at the first time it is closed. Only the stamps to set now are returned.
 */
export function inquiryStatusStamps(
  previous: { responded_at: string | null; closed_at: string | null },
  nextStatus: InquiryStatus,
  now: Date,
): InquiryStamps {
  const stamps: InquiryStamps = {};
  if (nextStatus !== 'new' && !previous.responded_at) stamps.responded_at = now.toISOString();
  if (nextStatus === 'closed' && !previous.closed_at) stamps.closed_at = now.toISOString();
  return stamps;
}

/** The export's columns: header → the inquiry's value. */
const CSV_COLUMNS: ReadonlyArray<[string, (inquiry: Inquiry) => unknown]> = [
  ['ID', (inquiry) => inquiry.id],
  ['Type', (inquiry) => inquiry.inquiry_type],
  ['Name', (inquiry) => inquiry.name],
  ['Email', (inquiry) => inquiry.email],
  ['Phone', (inquiry) => inquiry.phone ?? ''],
  ['Company', (inquiry) => inquiry.company ?? ''],
  ['Service', (inquiry) => inquiry.service ?? ''],
  ['Status', (inquiry) => inquiry.status],
  ['Created', (inquiry) => inquiry.created_at],
];
export const INQUIRY_CSV_COLUMNS = CSV_COLUMNS.map(([header]) => header);

/** The inquiries as CSV: the columns above, header first; cells a spreadsheet would run as formulas are escaped. */
export function inquiriesCsv(rows: readonly Inquiry[]): string {
  return writeCsv(
    INQUIRY_CSV_COLUMNS,
    rows.map((inquiry) => Object.fromEntries(CSV_COLUMNS.map(([header, value]) => [header, value(inquiry)]))),
  );
}

/** inquiries-YYYY-MM-DD.csv, by the Norwegian date of the export. */
export function inquiryExportFileName(now: Date = new Date()): string {
  const [day, month, year] = formatDate(now).split('.');
  return `inquiries-${year}-${month}-${day}.csv`;
}
