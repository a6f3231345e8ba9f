/**
 * The product creation wizard (/admin/products/new), the code scaffold of a product module and the sync from code:
 * the templates and their defaults, the draft's rules (checked in the wizard and again on the server), the folder
 * tree the preview shows and "generate files" writes, and the manifest a module carries.
 */
import type { FieldError, ValidationResult } from './idea-validation';
import { PRODUCT_SLUG_MAX } from './idea-conversion';
import type { ProductStatus } from './product';
import type { ProductTemplate } from './product-registry';
import { PRODUCT_LIMITS, PRODUCT_TYPES, TRIAL_DAYS_MAX, TRIAL_DAYS_MIN, type ProductType } from './product-settings';

export interface ProductRoute {
  /** '/', '/reports', '/[id]/edit': lowercase segments, or a [parameter]. */
  path: string;
  name: string;
}

export interface WizardTemplate {
  label: string;
  description: string;
  features: readonly string[];
  routes: readonly ProductRoute[];
}

export const ROOT_ROUTE_NAME = 'Oversikt';

/** The spec's four template cards and the features and routes choosing one puts in the draft. */
export const WIZARD_TEMPLATES: Record<ProductTemplate, WizardTemplate> = {
  'analytics-dashboard': {
    label: 'Analysedashbord',
    description: 'Nøkkeltall, rapporter og eksport av data.',
    features: ['Dashboard', 'Rapporter', 'Eksport'],
    routes: [
      { path: '/', name: ROOT_ROUTE_NAME },
      { path: '/reports', name: 'Reports' },
      { path: '/export', name: 'Export' },
    ],
  },
  crud: {
    label: 'CRUD-applikasjon',
    description: 'Lister, skjemaer for å opprette og redigere, og sletting.',
    features: ['Liste', 'Opprett', 'Rediger', 'Slett'],
    routes: [
      { path: '/', name: ROOT_ROUTE_NAME },
      { path: '/create', name: 'Create' },
      { path: '/[id]/edit', name: 'Edit' },
    ],
  },
  'api-integration': {
    label: 'API-integrasjon',
    description: 'Et API med nøkler og dokumentasjon.',
    features: ['API Dashboard', 'Nøkkeladministrasjon', 'Dokumentasjon'],
    routes: [
      { path: '/', name: ROOT_ROUTE_NAME },
      { path: '/keys', name: 'Keys' },
      { path: '/docs', name: 'Docs' },
    ],
  },
  custom: { label: 'Egendefinert', description: 'Start med en tom side og bygg selv.', features: [], routes: [{ path: '/', name: ROOT_ROUTE_NAME }] },
};

/** The statuses the wizard offers (deprecated is for the settings page). */
export const WIZARD_STATUSES = ['prototype', 'beta', 'stable'] as const satisfies readonly ProductStatus[];

export const PRODUCT_WIZARD_DEFAULTS = {
  template: 'custom' as ProductTemplate,
  color: '#4CAF50',
  icon: 'Package',
  status: 'prototype' as ProductStatus,
  product_type: 'saas' as ProductType,
  trial_enabled: true,
  trial_days: 30,
  featured: false,
  featured_order: 0,
  hasAuth: true,
  hasDatabase: false,
  hasAPI: false,
};

export const PRODUCT_ROUTE_LIMITS = { routes: 20, pathLength: 100, segments: 5 } as const;

export const PRODUCT_WIZARD_MESSAGES = {
  idRequired: 'Produkt ID er påkrevd',
  nameRequired: 'Produktnavn er påkrevd',
  descriptionRequired: 'Beskrivelse er påkrevd',
  idPattern: 'Produkt ID kan kun inneholde små bokstaver, tall og bindestrek',
  idTooLong: `Produkt ID kan være høyst ${PRODUCT_SLUG_MAX} tegn`,
  idTaken: (id: string) => `Produkt ID «${id}» er allerede i bruk (også slettede produkter holder på sin ID)`,
  unknownTemplate: `Ukjent mal: velg en av ${Object.keys(WIZARD_TEMPLATES).join(', ')}`,
  unknownStatus: `Status må være en av: ${WIZARD_STATUSES.join(', ')}`,
  unknownProductType: `Produkttype må være en av: ${PRODUCT_TYPES.join(', ')}`,
  invalidColor: 'Farge må være en heksadesimal farge, for eksempel #4CAF50',
  routePath: 'En rute må starte med / og bestå av små bokstaver, tall, bindestrek eller [parameter] mellom skråstrekene',
  routeName: 'En rute må ha et navn',
  routeDuplicate: (path: string) => `Ruten ${path} finnes allerede`,
  tooManyRoutes: `Et produkt kan ha høyst ${PRODUCT_ROUTE_LIMITS.routes} ruter`,
  tooLong: (field: string) => `${field} er for lang`,
  tooManyItems: (field: string) => `${field} kan ha høyst ${PRODUCT_LIMITS.listItems} punkter`,
  // §8, as the spec words them.
  created: (name: string) => `Product "${name}" created successfully! Files have been generated.`,
  createError: (error: string) => `Error creating product: ${error}`,
  filesFailed: 'Product created but failed to generate files. You may need to create them manually.',
  unexpected: 'An unexpected error occurred while creating the product',
  moduleExists: (id: string) => `Produktmodulen ${id} finnes allerede i koden; ingen filer er overskrevet`,
  allSynced: 'All products are already synced!',
  syncCheckFailed: 'Failed to check for missing products',
  syncFailed: (error: string) => `Failed to sync products: ${error}`,
  syncFailedPlain: 'Failed to sync products',
  synced: (count: number) => `Successfully synced ${count} products!`,
} as const;

/** What the wizard sends (`POST /api/admin/products`) once checked: the spec's "Product wizard draft" plus the template. */
export interface ProductDraft {
  id: string;
  name: string;
  description: string;
  short_description: string;
  overview_description: string;
  target_audience: string;
  color: string;
  icon: string;
  status: ProductStatus;
  product_type: ProductType;
  template: ProductTemplate;
  trial_enabled: boolean;
  trial_days: number;
  featured: boolean;
  featured_order: number;
  features: string[];
  integrations: string[];
  routes: ProductRoute[];
  tags: string[];
  hasAuth: boolean;
  hasDatabase: boolean;
  hasAPI: boolean;
}

/** The manifest of a product module in code (`site/src/products/{id}/manifest.json`), which the sync reads. */
export interface ProductManifest {
  id: string;
  name: string;
  product_type: ProductType;
  template: ProductTemplate;
}

/** A module in code without a product row (`GET /api/admin/products/sync`). */
export interface MissingProduct {
  id: string;
  hasManifest: boolean;
  manifest: ProductManifest | null;
}

const ID_PATTERN = /^[a-z0-9-]+$/;
const SEGMENT = /^(?:[a-z0-9-]+|\[[a-z][a-zA-Z0-9]*\])$/;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Trial days 1-365; anything that is not such a whole number falls back to 30 (spec §5). */
export function parseTrialDays(value: unknown): number {
  const days = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isInteger(days) && days >= TRIAL_DAYS_MIN && days <= TRIAL_DAYS_MAX ? days : PRODUCT_WIZARD_DEFAULTS.trial_days;
}

/** Whether a route path is safe to be a folder and a URL: '/' or '/segment/...', no '..', no empty segment. */
export function isRoutePath(path: string): boolean {
  if (path === '/') return true;
  if (!path.startsWith('/') || path.length > PRODUCT_ROUTE_LIMITS.pathLength) return false;
  const segments = path.slice(1).split('/');
  return segments.length <= PRODUCT_ROUTE_LIMITS.segments && segments.every((segment) => SEGMENT.test(segment));
}

/** 'Oversikt' for '/'; else the last segment that is not a parameter, with hyphens as spaces and a capital first. */
export function routeNameFromPath(path: string): string {
  if (path.trim() === '/' || path.trim() === '') return ROOT_ROUTE_NAME;
  const words = path.split('/').filter((segment) => segment && !segment.startsWith('['));
  const last = (words.at(-1) ?? path.replace(/\//g, ' ').trim()).replace(/-/g, ' ');
  return last.charAt(0).toUpperCase() + last.slice(1);
}

/** Trimmed, non-empty, distinct entries of a text list (features, tags, integrations). */
export function cleanWizardList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  for (const item of value) {
    const text = typeof item === 'string' ? item.trim() : '';
    if (text) seen.add(text);
  }
  return [...seen];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The wizard's draft as the server takes it: the step-1 messages of the spec, the template, status and type from
 * their lists, lists trimmed, a route kept only with both path and name (and a path safe as a folder), trial days
 * falling back to 30. Every field's message at once.
 */
export function validateProductDraft(body: unknown): ValidationResult<ProductDraft> {
  const input = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });
  const defaults = PRODUCT_WIZARD_DEFAULTS;

  const id = text(input.id);
  if (!id) fail('id', PRODUCT_WIZARD_MESSAGES.idRequired);
  else if (!ID_PATTERN.test(id)) fail('id', PRODUCT_WIZARD_MESSAGES.idPattern);
  else if (id.length > PRODUCT_SLUG_MAX) fail('id', PRODUCT_WIZARD_MESSAGES.idTooLong);
  const name = text(input.name);
  if (!name) fail('name', PRODUCT_WIZARD_MESSAGES.nameRequired);
  else if (name.length > PRODUCT_LIMITS.name) fail('name', PRODUCT_WIZARD_MESSAGES.tooLong('Produktnavn'));
  const description = text(input.description);
  if (!description) fail('description', PRODUCT_WIZARD_MESSAGES.descriptionRequired);
  for (const [field, limit] of [
    ['description', PRODUCT_LIMITS.text],
    ['short_description', PRODUCT_LIMITS.shortDescription],
    ['overview_description', PRODUCT_LIMITS.text],
    ['target_audience', PRODUCT_LIMITS.line],
  ] as const) {
    if (text(input[field]).length > limit) fail(field, PRODUCT_WIZARD_MESSAGES.tooLong(field));
  }

  const template = (input.template ?? defaults.template) as ProductTemplate;
  if (!Object.hasOwn(WIZARD_TEMPLATES, template)) fail('template', PRODUCT_WIZARD_MESSAGES.unknownTemplate);
  const status = (input.status ?? defaults.status) as ProductStatus;
  if (!(WIZARD_STATUSES as readonly unknown[]).includes(status)) fail('status', PRODUCT_WIZARD_MESSAGES.unknownStatus);
  const productType = (input.product_type ?? defaults.product_type) as ProductType;
  if (!(PRODUCT_TYPES as readonly unknown[]).includes(productType)) fail('product_type', PRODUCT_WIZARD_MESSAGES.unknownProductType);
  const color = text(input.color) || defaults.color;
  if (!HEX_COLOR.test(color)) fail('color', PRODUCT_WIZARD_MESSAGES.invalidColor);

  const lists = { features: cleanWizardList(input.features), integrations: cleanWizardList(input.integrations), tags: cleanWizardList(input.tags) };
  for (const [field, items] of Object.entries(lists)) {
    if (items.length > PRODUCT_LIMITS.listItems) fail(field, PRODUCT_WIZARD_MESSAGES.tooManyItems(field));
    if (items.some((item) => item.length > PRODUCT_LIMITS.listItem)) fail(field, PRODUCT_WIZARD_MESSAGES.tooLong(field));
  }

  const routes: ProductRoute[] = [];
  const rawRoutes = Array.isArray(input.routes) ? input.routes : [];
  for (const raw of rawRoutes) {
    const route = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const path = text(route.path);
    const routeName = text(route.name);
    if (!path && !routeName) continue;
    if (!isRoutePath(path)) fail('routes', PRODUCT_WIZARD_MESSAGES.routePath);
    else if (!routeName) fail('routes', PRODUCT_WIZARD_MESSAGES.routeName);
    else if (routes.some((known) => known.path === path)) fail('routes', PRODUCT_WIZARD_MESSAGES.routeDuplicate(path));
    else if (routeName.length > PRODUCT_LIMITS.line) fail('routes', PRODUCT_WIZARD_MESSAGES.tooLong('Rutenavn'));
    else routes.push({ path, name: routeName });
  }
  if (routes.length > PRODUCT_ROUTE_LIMITS.routes) fail('routes', PRODUCT_WIZARD_MESSAGES.tooManyRoutes);

  const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  const order = Number(input.featured_order);
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    value: {
      id,
      name,
      description,
      short_description: text(input.short_description),
      overview_description: text(input.overview_description),
      target_audience: text(input.target_audience),
      color,
      icon: text(input.icon) || defaults.icon,
      status,
      product_type: productType,
      template,
      trial_enabled: flag(input.trial_enabled, defaults.trial_enabled),
      trial_days: parseTrialDays(input.trial_days),
      featured: flag(input.featured, defaults.featured),
      featured_order: Number.isInteger(order) && order >= 0 ? order : defaults.featured_order,
      ...lists,
      routes,
      hasAuth: flag(input.hasAuth, defaults.hasAuth),
      hasDatabase: flag(input.hasDatabase, defaults.hasDatabase),
      hasAPI: flag(input.hasAPI, defaults.hasAPI),
    },
  };
}

/**
 * A product's pages: its stored routes that are still valid, else its template's, else the root page alone; '/' is
 * always one of them (a generic area opens there).
 */
export function productRoutesOf(stored: unknown, template: ProductTemplate | null): ProductRoute[] {
  const valid = (Array.isArray(stored) ? stored : []).flatMap((raw) => {
    const route = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const path = text(route.path);
    const name = text(route.name);
    return isRoutePath(path) && name ? [{ path, name }] : [];
  });
  const routes = valid.length
    ? valid
    : (template && Object.hasOwn(WIZARD_TEMPLATES, template) ? WIZARD_TEMPLATES[template].routes : []).map((route) => ({ ...route }));
  return routes.some((route) => route.path === '/') ? routes : [{ path: '/', name: ROOT_ROUTE_NAME }, ...routes];
}

/**
 * The files of a product module's code scaffold, relative to its folder `site/src/products/{id}/`, in the order the
 * preview lists them: the manifest, layout and page, a login page when authentication is on, one folder with a page
 * per route other than '/', and the components folder. The preview and "generate files" both use this list.
 */
export function productScaffold(draft: Pick<ProductDraft, 'hasAuth' | 'routes'>): string[] {
  const files = ['manifest.json', 'layout.tsx', 'page.tsx'];
  if (draft.hasAuth) files.push('login/page.tsx');
  for (const route of draft.routes) {
    if (route.path !== '/') files.push(`${route.path.slice(1)}/page.tsx`);
  }
  files.push('components/index.ts');
  // A '/login' route and the login page are one file.
  return [...new Set(files)];
}
