import type { EmailPlaceholder } from '@platform/shared';

/** The API's paths under /api/admin (Refine resources and custom calls alike). */
export const EMAIL_TEMPLATES_RESOURCE = 'consultancy/email-templates';
export const CONTACTS_RESOURCE = 'consultancy/contacts';
export const SEND_EMAIL_PATH = 'consultancy/send-email';

export const EMAIL_TEMPLATES_PATH = '/consultancy/email-templates';

/** Whose e-mails and notes: a customer or a candidate, never both. */
export interface ContactOwner {
  customerId?: number;
  candidateId?: number;
}

/** The owner as the API's query and body fields. */
export const ownerFields = ({ customerId, candidateId }: ContactOwner) => ({ customerId: customerId ?? null, candidateId: candidateId ?? null });
export const ownerQuery = ({ customerId, candidateId }: ContactOwner): Record<string, number> =>
  customerId !== undefined ? { customerId } : candidateId !== undefined ? { candidateId } : {};

/** What each placeholder becomes, for the administrators. */
export const PLACEHOLDER_LABELS: Record<EmailPlaceholder, string> = {
  name: 'Mottakerens navn (kontaktperson eller firma, kandidatens navn)',
  email: 'Mottakerens e-postadresse',
  company: 'Kundens firma',
  position: 'Kandidatens stilling',
  senderName: 'Navnet ditt (avsender)',
};

const osloTime = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Europe/Oslo',
});

/** dd.MM.yyyy HH:mm in Oslo time. */
export function formatSentAt(instant: string): string {
  const parts = Object.fromEntries(osloTime.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

export const MAIL_TEXTS = {
  sendEmail: 'Send e-post',
  noEmail: {
    customer: 'Kunden har ingen e-postadresse',
    candidate: 'Kandidaten har ingen e-postadresse',
  },
  dialogTitle: (name: string) => `Send e-post til ${name}`,
  to: 'Til',
  template: 'Mal',
  templatePlaceholder: 'Velg en mal (valgfritt)',
  templatesFailed: 'Kunne ikke hente e-postmalene.',
  subject: 'Emne',
  message: 'Melding',
  attachCv: 'Legg ved CV',
  attachCvPlaceholder: 'Ingen vedlegg',
  noCvs: 'Ingen tilpassede CV-er',
  cvsFailed: 'Kunne ikke hente de tilpassede CV-ene.',
  preview: 'Forhåndsvisning',
  previewHelp: 'Slik ser e-posten ut med verdiene vi kjenner her; serveren fyller inn for mottakeren når den sendes.',
  nothingToPreview: 'Skriv emne og melding for å se forhåndsvisningen.',
  placeholders: 'Plassholdere',
  placeholdersHelp: 'Klikk på en plassholder for å sette den inn der markøren står.',
  insert: (token: string) => `Sett inn ${token}`,
  send: 'Send',
  sending: 'Sender …',
  sent: (email: string) => `E-posten er sendt til ${email}`,
  history: {
    title: 'Kontakthistorikk',
    empty: 'Ingen e-poster eller notater ennå',
    loadFailed: (detail: string) => `Kunne ikke hente kontakthistorikken: ${detail}`,
    email: 'E-post',
    note: 'Notat',
    to: (to: string) => `Til: ${to}`,
    attachment: (name: string) => `Vedlegg: ${name}`,
    showBody: 'Vis meldingen',
    hideBody: 'Skjul meldingen',
    newNote: 'Nytt notat',
    notePlaceholder: 'Skriv et notat om samtaler, møter eller avtaler',
    addNote: 'Legg til notat',
    noteAdded: 'Notatet er lagt til',
    noteFailed: (detail: string) => `Kunne ikke legge til notatet: ${detail}`,
    deleteNote: 'Slett notatet',
    deleteTitle: 'Slette notatet?',
    deleteConfirm: 'Notatet slettes fra kontakthistorikken. Dette kan ikke angres.',
    noteDeleted: 'Notatet er slettet',
    unknownAuthor: 'ukjent',
  },
  templates: {
    title: 'E-postmaler',
    back: 'Konsulentvirksomhet',
    newTemplate: 'Ny e-postmal',
    editTitle: (name: string) => `Rediger ${name}`,
    name: 'Navn',
    subject: 'Emne',
    message: 'Melding',
    updated: 'Oppdatert',
    empty: 'Ingen e-postmaler ennå',
  },
} as const;
