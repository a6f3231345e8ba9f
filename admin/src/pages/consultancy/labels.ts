import {
  CONSULTANCY_STATUS_COLOURS,
  type CandidateStatus,
  type ChipColour,
  type CustomerStatus,
  type CustomerType,
  type TenderStatus,
} from '@platform/shared';

export const CUSTOMERS_RESOURCE = 'consultancy/customers';
/** The spec's "proposals" are candidates for a position; the API lists them as applications. */
export const CANDIDATES_RESOURCE = 'consultancy/applications';
export const TENDERS_RESOURCE = 'consultancy/utlysninger';

export const CONSULTANCY_PATH = '/consultancy';
export const CONSULTANCY_TABS = ['customers', 'proposals', 'cvs', 'tenders'] as const;
export type ConsultancyTab = (typeof CONSULTANCY_TABS)[number];
export const consultancyTabPath = (tab: ConsultancyTab) => (tab === 'customers' ? CONSULTANCY_PATH : `${CONSULTANCY_PATH}?tab=${tab}`);
export const customerPath = (id: number | string) => `/consultancy/customers/${id}`;
export const candidatePath = (id: number | string) => `/consultancy/proposals/${id}`;
export const NEW_CANDIDATE_PATH = '/consultancy/proposals/new';

export const CONSULTANCY_PAGE_SIZE = 20;

/** The filters' "no filter" value. */
export const ALL = 'all';
/** Text for an empty field. */
export const NONE = '—';

export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, string> = {
  new: 'Ny',
  contacted: 'Kontaktet',
  meeting_scheduled: 'Møte avtalt',
  proposal_sent: 'Tilbud sendt',
  negotiating: 'Forhandler',
  won: 'Vunnet',
  lost: 'Tapt',
};

export const CUSTOMER_TYPE_LABELS: Record<CustomerType, string> = {
  prospect: 'Prospekt',
  customer: 'Kunde',
  partner: 'Partner',
  public_sector: 'Offentlig sektor',
};

export const CANDIDATE_STATUS_LABELS: Record<CandidateStatus, string> = {
  screening: 'Screening',
  phone_interview: 'Telefonintervju',
  technical_interview: 'Teknisk intervju',
  final_interview: 'Sluttintervju',
  offer_sent: 'Tilbud sendt',
  hired: 'Ansatt',
  rejected: 'Avslått',
};

export const TENDER_STATUS_LABELS: Record<TenderStatus, string> = {
  saved: 'Lagret',
  considering: 'Vurderer',
  applied: 'Søkt',
  declined: 'Avslått',
};

/** §4's MUI chip colours as antd tag colours. */
export const TAG_COLOURS: Record<ChipColour, string> = {
  info: 'processing',
  primary: 'blue',
  warning: 'orange',
  secondary: 'purple',
  success: 'green',
  error: 'red',
  default: 'default',
};

export const statusColour = (status: string): string =>
  TAG_COLOURS[CONSULTANCY_STATUS_COLOURS[status as keyof typeof CONSULTANCY_STATUS_COLOURS] ?? 'default'];

/** A label of a value the contract may know before this screen does: the value itself. */
export const labelOf = <T extends string>(labels: Record<T, string>, value: string | null | undefined): string =>
  value ? (labels[value as T] ?? value) : NONE;

export const CONSULTANCY_TEXTS = {
  title: 'Konsulentvirksomhet',
  tabs: { customers: 'Kunder', proposals: 'Prosjektforslag', cvs: 'CV-er', tenders: 'Utlysninger' } as Record<ConsultancyTab, string>,
  newProposal: 'Nytt prosjektforslag',
  export: 'Eksporter',
  emailTemplates: 'E-postmaler',
  all: 'Alle',
  status: 'Status',
  retry: 'Prøv igjen',
  cancel: 'Avbryt',
  save: 'Lagre',
  create: 'Opprett',
  edit: 'Rediger',
  delete: 'Slett',
  actions: 'Handlinger',
  back: 'Tilbake',
  overdue: 'Forfalt',
  deleteTitle: 'Slette?',
  deleteConfirm: (name: string) => `Vil du slette «${name}»? Dette kan ikke angres.`,
  deleted: 'Slettet',
  saved: 'Lagret',
  created: 'Opprettet',
  loadFailed: (detail: string) => `Kunne ikke hente data: ${detail}`,
  saveFailed: 'Kunne ikke lagre. Prøv igjen.',
  deleteFailed: (detail: string) => `Kunne ikke slette: ${detail}`,
  total: (total: number) => `${total} totalt`,
  customers: {
    search: 'Søk i kunder',
    searchPlaceholder: 'Søk etter firma, kontaktperson eller e-post',
    empty: 'Ingen kunder ennå',
    emptyFiltered: 'Ingen kunder passer søket',
    newCustomer: 'Ny kunde',
    editTitle: (name: string) => `Rediger ${name}`,
    company: 'Firma',
    industry: 'Bransje',
    contactPerson: 'Kontaktperson',
    email: 'E-post',
    phone: 'Telefon',
    customerType: 'Kundetype',
    services: 'Tjenester',
    servicesHelp: 'Skill tjenestene med komma',
    nextFollowup: 'Neste oppfølging',
    notes: 'Notater',
    notFound: 'Fant ikke kunden.',
  },
  candidates: {
    search: 'Søk i prosjektforslag',
    searchPlaceholder: 'Søk etter navn, e-post eller stilling',
    empty: 'Ingen kandidater ennå',
    emptyFiltered: 'Ingen kandidater passer søket',
    name: 'Navn',
    email: 'E-post',
    phone: 'Telefon',
    position: 'Stilling',
    years: 'Års erfaring',
    rating: 'Vurdering',
    created: 'Opprettet',
    notes: 'Notater',
    newTitle: 'Ny kandidat',
    editTitle: (name: string) => `Rediger ${name}`,
    ratingOf: (name: string) => `Vurdering av ${name}`,
    rated: 'Vurdering lagret',
    notFound: 'Fant ikke kandidaten.',
  },
  tenders: {
    search: 'Søk i utlysninger',
    searchPlaceholder: 'Søk etter tittel, referanse eller oppdragsgiver',
    empty: 'Ingen utlysninger ennå',
    emptyFiltered: 'Ingen utlysninger passer søket',
    newTender: 'Ny utlysning',
    editTitle: (name: string) => `Rediger ${name}`,
    title: 'Tittel',
    reference: 'Referansenummer',
    organization: 'Oppdragsgiver',
    location: 'Sted',
    deadline: 'Frist',
    applied: 'Søkt dato',
    url: 'Lenke',
    contactEmail: 'Kontakt-e-post',
    contactPerson: 'Kontaktperson',
    markApplied: 'Marker som søkt',
    markedApplied: 'Markert som søkt',
  },
};
