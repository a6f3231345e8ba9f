import { PRODUCT_WIZARD_DEFAULTS, WIZARD_TEMPLATES, type ProductDraft, type ProductTemplate } from '@platform/shared';

export const NEW_PRODUCT_PATH = '/products/new';

export const WIZARD_STEPS = ['Grunnleggende info', 'Funksjoner & Ruter', 'Oppsett & Struktur', 'Gjennomgang'] as const;

/** The wizard's own texts; the step-1 messages and the spec's results are PRODUCT_WIZARD_MESSAGES. */
export const WIZARD_TEXTS = {
  title: 'Nytt produkt',
  template: 'Mal',
  id: 'Produkt ID',
  idHelp: 'Små bokstaver, tall og bindestrek; blir adressen /products/{id}',
  name: 'Produktnavn',
  description: 'Beskrivelse',
  shortDescription: 'Kort beskrivelse (vises på produktkort)',
  overviewDescription: 'Oversiktsbeskrivelse (vises på landingssiden)',
  targetAudience: 'Målgruppe',
  color: 'Farge',
  icon: 'Ikon',
  status: 'Status',
  productType: 'Produkttype',
  featured: 'Fremhevet',
  featuredOrder: 'Rekkefølge blant fremhevede',
  features: 'Funksjoner',
  integrations: 'Integrasjoner',
  tags: 'Tagger',
  listPlaceholder: 'Skriv og trykk Enter',
  routes: 'Ruter',
  routePath: 'Sti',
  routeName: 'Navn',
  addRoute: 'Legg til rute',
  removeRoute: (path: string) => `Fjern ruten ${path}`,
  noRoutes: 'Ingen ruter',
  trialEnabled: 'Prøveperiode',
  trialDays: 'Dager med prøveperiode',
  hasAuth: 'Autentisering',
  hasDatabase: 'Database',
  hasAPI: 'API-endepunkter',
  review: 'Produktdetaljer',
  structure: 'Mappestruktur',
  yes: 'Ja',
  no: 'Nei',
  none: '—',
  back: 'Tilbake',
  toList: 'Til produktlisten',
  next: 'Neste',
  create: 'Opprett produkt',
  downloadLater:
    'Filene ble ikke skrevet til koden på denne serveren; last dem ned med «Last ned kodeskjelett» under Generelt i produktets innstillinger.',
} as const;

/** Where a product module lives in the code, as the preview shows it. */
export const moduleFolder = (id: string) => `site/src/products/${id || '{id}'}/`;

/** What choosing a template puts in the draft: its features and routes, replacing those there. */
export const templateDefaults = (template: ProductTemplate) => ({
  features: [...WIZARD_TEMPLATES[template].features],
  routes: WIZARD_TEMPLATES[template].routes.map((route) => ({ ...route })),
});

/** A fresh draft: the spec's defaults, the custom template's routes. */
export const emptyDraft = (): ProductDraft => ({
  id: '',
  name: '',
  description: '',
  short_description: '',
  overview_description: '',
  target_audience: '',
  color: PRODUCT_WIZARD_DEFAULTS.color,
  icon: PRODUCT_WIZARD_DEFAULTS.icon,
  status: PRODUCT_WIZARD_DEFAULTS.status,
  product_type: PRODUCT_WIZARD_DEFAULTS.product_type,
  template: PRODUCT_WIZARD_DEFAULTS.template,
  trial_enabled: PRODUCT_WIZARD_DEFAULTS.trial_enabled,
  trial_days: PRODUCT_WIZARD_DEFAULTS.trial_days,
  featured: PRODUCT_WIZARD_DEFAULTS.featured,
  featured_order: PRODUCT_WIZARD_DEFAULTS.featured_order,
  ...templateDefaults(PRODUCT_WIZARD_DEFAULTS.template),
  integrations: [],
  tags: [],
  hasAuth: PRODUCT_WIZARD_DEFAULTS.hasAuth,
  hasDatabase: PRODUCT_WIZARD_DEFAULTS.hasDatabase,
  hasAPI: PRODUCT_WIZARD_DEFAULTS.hasAPI,
});

export const SYNC_TEXTS = {
  title: 'Synkroniser produkter fra kode',
  intro: 'Produktmoduler i koden som ikke har et produkt. Velg dem som skal opprettes.',
  noManifest: 'Mangler manifest.json og kan ikke synkroniseres',
  sync: 'Synkroniser',
  cancel: 'Avbryt',
  close: 'Lukk',
  failedItem: (id: string, error: string) => `${id}: ${error}`,
} as const;

export const SCAFFOLD_TEXTS = {
  label: 'Kodeskjelett',
  download: 'Last ned kodeskjelett',
  help: 'Produktmodulens filer (site/src/products/{id}/) som zip, for å bygge produktet videre utover malen.',
  failed: 'Kunne ikke laste ned kodeskjelettet',
} as const;
