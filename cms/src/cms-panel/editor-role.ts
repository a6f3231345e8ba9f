import type { Core } from '@strapi/strapi';
import { PRODUCT_TEXT_FIELDS } from '@platform/shared';
import { CONTENT_LOCALES } from '../content-locales';
import { PRODUCT_UID, TRANSLATION_UID } from '../api/product/services/product';

/** The product fields an editor changes: texts, links, SEO and the launch date a coming product shows. */
export const EDITOR_PRODUCT_FIELDS = [
  'name',
  ...PRODUCT_TEXT_FIELDS,
  'cta_primary_href',
  'cta_secondary_href',
  'canonical_url',
  'robots_directives',
  'og_image',
  'twitter_image',
  'launch_date',
] as const;

/**
 * What an editor reads beside them, unchangeable: which product it is, and the other fields the schema requires (the
 * panel checks a form's required fields before it saves, whether it shows them or not).
 */
const PRODUCT_READ_FIELDS = ['slug', 'lifecycle', 'product_type', ...EDITOR_PRODUCT_FIELDS];
const TRANSLATION_READ_FIELDS = ['product_slug', ...PRODUCT_TEXT_FIELDS];

/**
 * The RBAC condition that keeps deleted and archived products out of an editor's reach: not listed, not opened, not
 * saved. A deleted product is gone everywhere; an archived one comes back when the admin app restores it.
 */
const PRODUCT_IN_USE = { name: 'product-in-use', displayName: 'Product not deleted or archived' };
export const PRODUCT_IN_USE_CONDITION = `api::${PRODUCT_IN_USE.name}`;

const READ = 'plugin::content-manager.explorer.read';
const UPDATE = 'plugin::content-manager.explorer.update';

/**
 * What Strapi's Editor role may do in the panel: read and update the products' texts, landing pages and SEO, in
 * Norwegian (the product) and English (its translation), nothing else. The admin app creates, archives, deletes and
 * switches products on and off, with its rules; users, visits, subscriptions and ideas are its alone; the
 * content-type builder and settings are the super-admin's. Set at every start, so a role widened by hand is put back.
 */
export async function restrictEditorRole(strapi: Core.Strapi): Promise<void> {
  const conditions = (strapi.service('admin::permission') as any).conditionProvider;
  if (!conditions.has(PRODUCT_IN_USE_CONDITION)) {
    await conditions.register({ ...PRODUCT_IN_USE, handler: () => ({ deleted_at: { $eq: null }, archived_at: { $eq: null } }) });
  }
  const editor = await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
  if (!editor) return;
  const locales = CONTENT_LOCALES.map((locale) => locale.code);
  const permissions = [
    { action: READ, subject: PRODUCT_UID, properties: { fields: PRODUCT_READ_FIELDS }, conditions: [PRODUCT_IN_USE_CONDITION] },
    { action: UPDATE, subject: PRODUCT_UID, properties: { fields: [...EDITOR_PRODUCT_FIELDS] }, conditions: [PRODUCT_IN_USE_CONDITION] },
    { action: READ, subject: TRANSLATION_UID, properties: { fields: TRANSLATION_READ_FIELDS, locales }, conditions: [] },
    { action: UPDATE, subject: TRANSLATION_UID, properties: { fields: [...PRODUCT_TEXT_FIELDS], locales }, conditions: [] },
  ];
  await (strapi.service('admin::role') as any).assignPermissions(editor.id, permissions);
}
