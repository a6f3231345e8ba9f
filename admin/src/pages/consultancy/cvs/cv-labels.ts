import type { CvItemList } from '@platform/shared';
import { consultancyTabPath } from '../labels';

export const CV_TEMPLATES_RESOURCE = 'consultancy/cv-templates';
export const ADAPTED_CVS_RESOURCE = 'consultancy/adapted-cvs';

/** Both editors go back to the consultancy page with its CV tab open. */
export const CVS_TAB_PATH = consultancyTabPath('cvs');
export const cvTemplatePath = (id: number | string) => `/consultancy/cv-templates/${id}`;
export const adaptedCvPath = (id: number | string) => `/consultancy/adapted-cvs/${id}`;
export const NEW_CV_TEMPLATE_PATH = cvTemplatePath('new');
/** A new adapted CV, its customer or candidate chosen beforehand. */
export const newAdaptedCvPath = (preset: { customerId?: number; proposalId?: number } = {}) => {
  const query = new URLSearchParams();
  if (preset.customerId) query.set('customerId', String(preset.customerId));
  if (preset.proposalId) query.set('proposalId', String(preset.proposalId));
  const search = query.toString();
  return search ? `${adaptedCvPath('new')}?${search}` : adaptedCvPath('new');
};

/** The server's PDF of a template or an adapted CV (bearer token needed, so it is fetched, not linked). */
export const cvTemplatePdfUrl = (apiUrl: string, id: number) => `${apiUrl}/${CV_TEMPLATES_RESOURCE}/${id}/pdf`;
export const adaptedCvPdfUrl = (apiUrl: string, id: number) => `${apiUrl}/${ADAPTED_CVS_RESOURCE}/${id}/pdf`;

/** A list item's title and its "add" button: the singular noun of each list. */
export const CV_ITEM_NOUNS: Record<CvItemList, string> = {
  workExperience: 'Arbeidsforhold',
  projects: 'Prosjekt',
  education: 'Utdanning',
  certifications: 'Sertifisering',
  languages: 'Språk',
  publications: 'Publikasjon',
  awards: 'Utmerkelse',
  memberships: 'Medlemskap',
  volunteering: 'Frivillig verv',
  references: 'Referanse',
};

/** The item fields' labels in Norwegian, by field name (the contract's English label otherwise). */
export const CV_ITEM_FIELD_LABELS: Record<string, string> = {
  language: 'Språk',
  level: 'Nivå',
  name: 'Navn',
  issuer: 'Utsteder',
  date: 'Dato',
  expiryDate: 'Utløper',
  credentialUrl: 'Lenke til bevis',
  company: 'Firma',
  position: 'Stilling',
  startDate: 'Fra',
  endDate: 'Til',
  description: 'Beskrivelse',
  achievements: 'Resultater',
  school: 'Skole',
  degree: 'Grad',
  field: 'Fagområde',
  role: 'Rolle',
  technologies: 'Teknologier',
  url: 'Lenke',
  email: 'E-post',
  phone: 'Telefon',
  relationship: 'Relasjon',
  title: 'Tittel',
  publisher: 'Utgiver',
  link: 'Lenke',
  authors: 'Forfattere',
  organization: 'Organisasjon',
};

export const CV_TEXTS = {
  templates: 'CV-maler',
  adaptedCvs: 'Tilpassede CV-er',
  newTemplate: 'Ny CV-mal',
  editTemplate: 'Rediger CV-mal',
  newAdapted: 'Ny tilpasset CV',
  editAdapted: 'Rediger tilpasset CV',
  openPdf: 'Åpne PDF',
  pdfFailed: (detail: string) => `Kunne ikke hente PDF: ${detail}`,
  name: 'Navn',
  person: 'Person',
  fullName: 'Fullt navn',
  title: 'Tittel',
  email: 'E-post',
  phone: 'Telefon',
  location: 'Sted',
  linkedinUrl: 'LinkedIn',
  githubUrl: 'GitHub',
  websiteUrl: 'Nettside',
  personal: 'Personalia',
  updated: 'Oppdatert',
  created: 'Opprettet',
  customer: 'Kunde',
  candidate: 'Kandidat',
  template: 'CV-mal',
  notes: 'Tilpasningsnotater',
  notesHelp: 'Hva er tilpasset, og for hvilket oppdrag',
  isDefault: 'Standardmal',
  defaultTag: 'Standard',
  defaultHelp: 'Nøyaktig én CV-mal er standard: den brukes når en tilpasset CV lages uten valgt mal.',
  defaultLocked: 'Denne malen er standard. Gjør en annen mal til standard for å bytte.',
  templateNameHelp: 'Navnet i listen, f.eks. «Ola Hansen – data»',
  templatesEmpty: 'Ingen CV-maler ennå',
  adaptedEmpty: 'Ingen tilpassede CV-er ennå',
  adaptedEmptyFiltered: 'Ingen tilpassede CV-er passer søket',
  adaptedSearch: 'Søk i tilpassede CV-er',
  adaptedSearchPlaceholder: 'Søk etter navn eller notater',
  noneFor: 'Ingen tilpassede CV-er ennå',
  choose: 'Velg …',
  createHelp: 'CV-en kopieres fra malen når den opprettes; deretter tilpasser du innholdet her.',
  contentTitle: 'Innhold',
  adaptedNotFound: 'Fant ikke den tilpassede CV-en.',
  adaptedLoadFailed: 'Kunne ikke hente den tilpassede CV-en',
  adaptedSaveFailed: 'Kunne ikke lagre den tilpassede CV-en',
  add: (noun: string) => `Legg til ${noun.toLowerCase()}`,
  remove: 'Fjern',
  moveUp: 'Flytt opp',
  moveDown: 'Flytt ned',
  ongoing: 'nå',
  monthPlaceholder: 'MM.ÅÅÅÅ',
  tagsHelp: 'Skriv og trykk Enter for hver',
};
