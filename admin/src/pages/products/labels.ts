import type { ProductStatus } from '@platform/shared';

export const PRODUCTS_RESOURCE = 'products';
export const PRODUCTS_LIST_PATH = '/products';
export const productSettingsPath = (id: string) => `/products/${encodeURIComponent(id)}/settings`;
/** The public site's pages of a product (outside this app: plain links, full page loads). */
export const siteProductPath = (id: string) => `/no/products/${encodeURIComponent(id)}`;
export const siteLandingPath = (id: string) => `/no/products/${encodeURIComponent(id)}/landing`;
export const ideaPath = (id: number) => `/ideas/${id}`;

export const STAGE_LABELS: Record<ProductStatus, string> = { stable: 'Stabil', beta: 'Beta', prototype: 'Prototype', deprecated: 'Utfaset' };
export const STAGE_COLORS: Record<ProductStatus, string> = { stable: 'green', beta: 'blue', prototype: 'purple', deprecated: 'default' };

/** The list page's own texts. */
export const PRODUCT_LIST_TEXTS = {
  header: 'Produktadministrasjon',
  title: 'Produkter',
  newProduct: 'Nytt produkt',
  sync: 'Synkroniser',
  recent: 'Nylig brukt',
  openedAt: (when: string) => `Sist åpnet ${when}`,
  search: 'Søk etter produkter...',
  searchLabel: 'Søk etter produkter',
  activeFilter: 'Aktiv status',
  stageFilter: 'Stadium',
  viewLabel: 'Visning',
  grid: 'Rutenett',
  list: 'Liste',
  showArchived: 'Vis arkiverte',
  empty: 'Ingen produkter funnet',
  emptyHint: 'Prøv å justere søket eller filteret ditt',
  loadFailed: 'Kunne ikke hente produktene',
  retry: 'Prøv igjen',
  settings: 'Innstillinger',
  landing: 'Landing',
  product: 'Produkt',
  restore: 'Gjenopprett',
  restoreTitle: 'Gjenopprette produktet?',
  restoreDetails: 'Det vises igjen på nettstedet og i produktlistene (hvis det er aktivt).',
  active: 'Aktiv',
  inactive: 'Inaktiv',
  archived: 'Arkivert',
  counts: { total: 'Totalt', active: 'Aktive', inactive: 'Inaktive', archived: 'Arkivert' },
} as const;

const openedDate = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Oslo' });
const openedTime = new Intl.DateTimeFormat('nb-NO', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Oslo' });
/** "3. mars 2026 kl. 14:30", in Norwegian time like the rest of the app's dates. */
export const formatOpenedAt = (iso: string) => `${openedDate.format(new Date(iso))} kl. ${openedTime.format(new Date(iso))}`;
