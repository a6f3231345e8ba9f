import { PRODUCT_WIZARD_DEFAULTS, WIZARD_TEMPLATES, type MissingProduct, type ProductDraft, type ProductManifest } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { modulesInCode } from '../../../product-modules';
import { PRODUCT_UID, storedProduct } from './product';
import { isUniqueViolation } from '../../../db-errors';

type Row = Record<string, unknown>;

/** Why the sync did not create a product (shown next to its id). */ export const SYNC_ERRORS = {
  exists: 'Produktet finnes allerede',
  notInCode: 'Ingen produktmodul med denne ID-en i koden',
  noManifest: 'Modulen har ingen gyldig manifest.json',
} as const;

/** The product row of a wizard draft: live at once, its features as key_features, the module settings in their columns. */
function rowOfDraft(draft: ProductDraft): Row {
  const { id, features, routes, tags, hasAuth, hasDatabase, hasAPI, ...fields } = draft;
  return {
    ...fields,
    // Blank optional texts are stored as null, as the settings page stores them.
    short_description: fields.short_description || null,
    overview_description: fields.overview_description || null,
    target_audience: fields.target_audience || null,
    slug: id,
    key_features: features,
    routes,
    tags,
    has_auth: hasAuth,
    has_database: hasDatabase,
    has_api: hasAPI,
    is_active: true,
  };
}

/**
 * A product synced from a module's manifest: the wizard's defaults and its template's features and routes, inactive
 * until an administrator has written its texts (a module brings no description) and switches it on.
 */
function rowOfManifest(manifest: ProductManifest): Row {
  const defaults = PRODUCT_WIZARD_DEFAULTS;
  const template = WIZARD_TEMPLATES[manifest.template];
  return {
    slug: manifest.id,
    name: manifest.name,
    product_type: manifest.product_type,
    template: manifest.template,
    status: defaults.status,
    color: defaults.color,
    icon: defaults.icon,
    trial_enabled: defaults.trial_enabled,
    trial_days: defaults.trial_days,
    featured: defaults.featured,
    featured_order: defaults.featured_order,
    key_features: [...template.features],
    routes: template.routes.map((route) => ({ ...route })),
    tags: [],
    has_auth: defaults.hasAuth,
    has_database: defaults.hasDatabase,
    has_api: defaults.hasAPI,
    is_active: false,
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const products = () => strapi.db.query(PRODUCT_UID);

  /** The slugs among these that any product row holds, deleted ones included (a deleted product keeps its slug). */
  async function takenSlugs(slugs: string[]): Promise<Set<string>> {
    if (slugs.length === 0) return new Set();
    const rows: Array<{ slug: string }> = await products().findMany({ select: ['slug'], where: { slug: { $in: slugs } } });
    return new Set(rows.map((row) => row.slug));
  }

  return {
    /** Creates the wizard's product in one transaction; 'taken' when any product row, deleted included, holds the id. */
    async create(draft: ProductDraft): Promise<'created' | 'taken'> {
      try {
        return await strapi.db.transaction(async () => {
          if ((await takenSlugs([draft.id])).size) return 'taken' as const;
          await products().create({ data: storedProduct(rowOfDraft(draft)) });
          return 'created' as const;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** The modules in code that no product row holds. */
    async missing(): Promise<MissingProduct[]> {
      const modules = modulesInCode();
      const taken = await takenSlugs(modules.map((module) => module.id));
      return modules.filter((module) => !taken.has(module.id));
    },

    /** Creates the products of the chosen modules (every one with a manifest for syncAll) in one transaction. */
    async sync(productIds: string[], syncAll: boolean) {
      const missing = new Map((await this.missing()).map((module) => [module.id, module]));
      const wanted = syncAll ? [...missing.values()].filter((module) => module.hasManifest).map((module) => module.id) : [...new Set(productIds)];
      const synced: string[] = [];
      const failed: Array<{ id: string; error: string }> = [];
      await strapi.db.transaction(async () => {
        const taken = await takenSlugs(wanted);
        for (const id of wanted) {
          const module = missing.get(id);
          if (taken.has(id)) failed.push({ id, error: SYNC_ERRORS.exists });
          else if (!module) failed.push({ id, error: SYNC_ERRORS.notInCode });
          else if (!module.manifest) failed.push({ id, error: SYNC_ERRORS.noManifest });
          else {
            await products().create({ data: storedProduct(rowOfManifest(module.manifest)) });
            synced.push(id);
          }
        }
      });
      return { synced, failed };
    },
  };
};
