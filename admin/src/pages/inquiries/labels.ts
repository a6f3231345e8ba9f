import { INQUIRY_STATUS_LABELS, INQUIRY_TYPE_LABELS, type InquiryStatus } from '@platform/shared';

export const INQUIRIES_RESOURCE = 'inquiries';

/** The select's "no filter" value; left out of the URL and the request. */
export const ALL = 'all';

export const TYPE_LABELS = INQUIRY_TYPE_LABELS.no;
export const STATUS_LABELS = INQUIRY_STATUS_LABELS.no;

/** antd tag colours: new wants attention, closed is done. */
export const STATUS_COLORS: Record<InquiryStatus, string> = {
  new: 'orange',
  contacted: 'blue',
  in_progress: 'purple',
  closed: 'green',
};

export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** Text for an empty field. */
export const NONE = '–';

const count = new Intl.NumberFormat('nb-NO');

/** The page's own texts (the shared contract holds the spec's, which the server uses too). */
export const INQUIRY_TEXTS = {
  title: 'Henvendelser',
  back: 'Tilbake til dashbord',
  analytics: 'Besøksanalyse',
  visits: 'Se besøkene',
  total: (n: number) => `${count.format(n)} henvendelser`,
  retry: 'Prøv igjen',
  open: (name: string) => `Åpne henvendelsen fra ${name}`,
  dialogTitle: (name: string) => `Henvendelse fra ${name}`,
  saved: 'Henvendelsen er lagret',
  deleted: 'Henvendelsen er slettet',
  deleteConfirm: 'Slette henvendelsen?',
  deleteWarning: 'Den kan ikke gjenopprettes.',
  exported: 'Henvendelsene er eksportert',
} as const;
