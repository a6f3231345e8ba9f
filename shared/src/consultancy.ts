/**
 * The consultancy area of the admin (spec admin-area.md: screen "Consultancy", entities Customer, Proposal,
 * Utlysning, the consultancy statuses and colours of §4, §7, §8, §9): customers (Kunder), candidates for positions
 * (the spec's "proposals" under /applications: recruitment statuses, years of experience, a rating) and tenders
 * (Utlysninger). Fields are camelCase as the spec's calls send them. One contract for the server, the admin app and
 * the CLI; CV templates, adapted CVs and e-mail follow in their own modules.
 */
import type { ValidationResult } from './idea-validation';
import {
  day,
  isEmail,
  oneOf,
  optionalEmail,
  optionalText,
  RECORD_MESSAGES,
  requiredText,
  textField,
  trimmedText,
  validateRecord,
  type FieldRule,
  type RecordMode,
} from './record-rules';

export const CUSTOMER_STATUSES = ['new', 'contacted', 'meeting_scheduled', 'proposal_sent', 'negotiating', 'won', 'lost'] as const;
export const CANDIDATE_STATUSES = [
  'screening',
  'phone_interview',
  'technical_interview',
  'final_interview',
  'offer_sent',
  'hired',
  'rejected',
] as const;
export const TENDER_STATUSES = ['saved', 'considering', 'applied', 'declined'] as const;
/** Customer types (the spec names the field only): who the customer is to us. */
export const CUSTOMER_TYPES = ['prospect', 'customer', 'partner', 'public_sector'] as const;

export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];
export type TenderStatus = (typeof TENDER_STATUSES)[number];
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** §4: the chips' colours by status (MUI colour names of the spec; the admin maps them to antd tag colours). */
export type ChipColour = 'info' | 'primary' | 'warning' | 'secondary' | 'success' | 'error' | 'default';
export const CONSULTANCY_STATUS_COLOURS: Record<CustomerStatus | CandidateStatus | TenderStatus, ChipColour> = {
  new: 'info',
  screening: 'info',
  contacted: 'primary',
  phone_interview: 'primary',
  applied: 'primary',
  meeting_scheduled: 'warning',
  negotiating: 'warning',
  technical_interview: 'warning',
  considering: 'warning',
  proposal_sent: 'secondary',
  final_interview: 'secondary',
  won: 'success',
  offer_sent: 'success',
  hired: 'success',
  lost: 'error',
  rejected: 'error',
  declined: 'error',
  saved: 'default',
};

export const CONSULTANCY_LIMITS = { text: 200, notes: 5000, url: 2000, services: 20, years: 60 } as const;

export interface CustomerInput {
  companyName: string;
  industry: string;
  contactPerson: string;
  email: string;
  phone: string;
  customerType: CustomerType;
  status: CustomerStatus;
  servicesInterested: string[];
  /** YYYY-MM-DD; before today (Oslo) it is overdue. */
  nextFollowupDate: string | null;
  notes: string;
}
export interface Customer extends CustomerInput {
  id: number;
  createdAt: string;
  updatedAt: string;
}

/** A candidate for a position (the spec's "proposal", listed under applications). */
export interface PositionCandidateInput {
  applicantName: string;
  email: string;
  phone: string;
  position: string;
  yearsExperience: number | null;
  status: CandidateStatus;
  /** 1-5 stars, or null before anyone rated. */
  rating: number | null;
  notes: string;
}
export interface PositionCandidate extends PositionCandidateInput {
  id: number;
  createdAt: string;
  updatedAt: string;
}

/** A public tender (Utlysning). */
export interface TenderInput {
  title: string;
  referenceNumber: string;
  organization: string;
  location: string;
  /** YYYY-MM-DD; past (and not applied or declined) shows red. */
  deadline: string | null;
  status: TenderStatus;
  appliedDate: string | null;
  url: string;
  contactEmail: string;
  contactPerson: string;
}
export interface Tender extends TenderInput {
  id: number;
  createdAt: string;
  updatedAt: string;
}

export const CONSULTANCY_MESSAGES = {
  customerNotFound: 'Customer not found.',
  candidateNotFound: 'Candidate not found.',
  tenderNotFound: 'Tender not found.',
  badUrl: (label: string) => `${label} must be a valid http(s) URL.`,
  badRating: 'Rating must be a whole number from 1 to 5.',
  badYears: `Years of experience must be a whole number from 0 to ${CONSULTANCY_LIMITS.years}.`,
  badServices: `Services must be a list of at most ${CONSULTANCY_LIMITS.services} names.`,
  sendFailed: 'Failed to send email. Please try again.',
  /** The mail left, but its history entry could not be stored: it must not be sent again. */
  sentNotRecorded: 'The e-mail was sent, but it could not be added to the contact history.',
} as const;

const url =
  (label: string): FieldRule =>
  (value) => {
    const checked = textField(label, value);
    if (checked.error !== undefined) return checked;
    const text = checked.text;
    if (!text) return { value: '' };
    try {
      const parsed = new URL(text);
      if ((parsed.protocol === 'http:' || parsed.protocol === 'https:') && text.length <= CONSULTANCY_LIMITS.url) return { value: text };
    } catch {
      /* answered below */
    }
    return { error: CONSULTANCY_MESSAGES.badUrl(label) };
  };

const wholeNumber =
  (min: number, max: number, message: string): FieldRule =>
  (value) => {
    if (value === null || value === undefined || value === '') return { value: null };
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isInteger(number) && number >= min && number <= max ? { value: number } : { error: message };
  };

const services: FieldRule = (value) => {
  const list = value === null || value === undefined ? [] : typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null;
  if (!list || list.some((item) => typeof item !== 'string')) return { error: CONSULTANCY_MESSAGES.badServices };
  const names = [...new Set((list as string[]).map((item) => item.trim()).filter(Boolean))];
  if (names.length > CONSULTANCY_LIMITS.services || names.some((name) => name.length > CONSULTANCY_LIMITS.text))
    return { error: CONSULTANCY_MESSAGES.badServices };
  return { value: names };
};

const requiredEmail =
  (label: string): FieldRule =>
  (value) => {
    const checked = textField(label, value);
    if (checked.error !== undefined) return checked;
    const text = checked.text;
    if (!text) return { error: RECORD_MESSAGES.required(label) };
    return isEmail(text) ? { value: text.toLowerCase() } : { error: RECORD_MESSAGES.badEmail };
  };

/** A customer: company name required, an e-mail when given must be one, the §4 statuses ('new' first). */
export function validateCustomerInput(body: unknown, mode: RecordMode = 'create'): ValidationResult<CustomerInput> {
  return validateRecord<CustomerInput>(body, mode, {
    companyName: requiredText('Company name', CONSULTANCY_LIMITS.text),
    industry: optionalText('Industry', CONSULTANCY_LIMITS.text),
    contactPerson: optionalText('Contact person', CONSULTANCY_LIMITS.text),
    email: optionalEmail,
    phone: optionalText('Phone', 50),
    customerType: oneOf('customerType', CUSTOMER_TYPES, 'prospect'),
    status: oneOf('status', CUSTOMER_STATUSES, 'new'),
    servicesInterested: services,
    nextFollowupDate: day('Next follow-up', () => null),
    notes: optionalText('Notes', CONSULTANCY_LIMITS.notes),
  });
}

/** A candidate: name and e-mail required, years 0-60, rating 1-5 stars or none. */
export function validateCandidateInput(body: unknown, mode: RecordMode = 'create'): ValidationResult<PositionCandidateInput> {
  return validateRecord<PositionCandidateInput>(body, mode, {
    applicantName: requiredText('Name', CONSULTANCY_LIMITS.text),
    email: requiredEmail('E-mail'),
    phone: optionalText('Phone', 50),
    position: optionalText('Position', CONSULTANCY_LIMITS.text),
    yearsExperience: wholeNumber(0, CONSULTANCY_LIMITS.years, CONSULTANCY_MESSAGES.badYears),
    status: oneOf('status', CANDIDATE_STATUSES, 'screening'),
    rating: wholeNumber(1, 5, CONSULTANCY_MESSAGES.badRating),
    notes: optionalText('Notes', CONSULTANCY_LIMITS.notes),
  });
}

/** A tender: title required, dates as days, the link and the contact's e-mail checked. */
export function validateTenderInput(body: unknown, mode: RecordMode = 'create'): ValidationResult<TenderInput> {
  return validateRecord<TenderInput>(body, mode, {
    title: requiredText('Title', 300),
    referenceNumber: optionalText('Reference number', 100),
    organization: optionalText('Organization', CONSULTANCY_LIMITS.text),
    location: optionalText('Location', CONSULTANCY_LIMITS.text),
    deadline: day('Deadline', () => null),
    status: oneOf('status', TENDER_STATUSES, 'saved'),
    appliedDate: day('Applied date', () => null),
    url: url('Link'),
    contactEmail: optionalEmail,
    contactPerson: optionalText('Contact person', CONSULTANCY_LIMITS.text),
  });
}

/** §9: a follow-up or a deadline before today is overdue (a tender applied for or declined no longer is). */
export function isOverdue(isoDay: string | null, today: string, status?: string): boolean {
  if (!isoDay) return false;
  if (status === 'applied' || status === 'declined' || status === 'won' || status === 'lost') return false;
  return isoDay < today;
}

/** §9: dd.MM.yyyy. */
export function formatConsultancyDate(isoDay: string | null): string {
  if (!isoDay) return '—';
  const [year, month, dayOfMonth] = isoDay.slice(0, 10).split('-');
  return `${dayOfMonth}.${month}.${year}`;
}
