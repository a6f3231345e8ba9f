import type { Core } from '@strapi/strapi';

/**
 * What Strapi's Editor role may do in the panel: edit the content editors own (the products, with their landing
 * pages and texts, and their translations), nothing else. Users, visits, subscriptions and ideas are the admin app's, where every rule is
 * enforced; the content-type builder and settings are the super-admin's. Set at every start, so a role widened by
 * hand in the panel is put back.
 */
export const EDITOR_CONTENT_TYPES = ['api::product.product', 'api::product-translation.product-translation'] as const;

export async function restrictEditorRole(strapi: Core.Strapi): Promise<void> {
  const editor = await strapi.db.query('admin::role').findOne({ where: { code: 'strapi-editor' } });
  if (!editor) return;
  const actions = (strapi.service('admin::permission') as any).actionProvider.values().filter((action: { section: string }) => action.section === 'contentTypes');
  const all = (strapi.service('admin::content-type') as any).getPermissionsWithNestedFields(actions) as Array<{ subject?: string }>;
  const allowed = all.filter((permission) => (EDITOR_CONTENT_TYPES as readonly string[]).includes(permission.subject ?? ''));
  await (strapi.service('admin::role') as any).assignPermissions(editor.id, allowed);
}
