import type { Core } from '@strapi/strapi';

/**
 * The field Strapi's panel shows for a record in lists and relation pickers. Its own default is the first string
 * attribute, which for several types is an e-mail or a storage key; these name the record.
 */
export const PANEL_MAIN_FIELDS: Record<string, string> = {
  'api::idea.idea': 'title',
  'api::idea-task.idea-task': 'title',
  'api::idea-comment.idea-comment': 'comment',
  'api::idea-evaluation.idea-evaluation': 'evaluator_name',
  'api::idea-attachment.idea-attachment': 'filename',
  'api::idea-session.idea-session': 'title',
  'api::product.product': 'name',
  'api::product-translation.product-translation': 'product_slug',
  'api::product-subscription.product-subscription': 'product_slug',
  'api::strategic-plan.strategic-plan': 'company',
  'api::page-visit.page-visit': 'page',
  'api::log-entry.log-entry': 'action',
  'api::inquiry.inquiry': 'name',
  'api::plan.plan': 'name',
  'api::payment.payment': 'reference',
  'api::product-usage.product-usage': 'product_slug',
};

/** Sets each content type's main field in the panel's stored configuration, where it differs. */
export async function setPanelMainFields(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  for (const [uid, mainField] of Object.entries(PANEL_MAIN_FIELDS)) {
    const contentType = contentTypes.findContentType(uid);
    if (!contentType) continue;
    const { uid: _uid, ...configuration } = await contentTypes.findConfiguration(contentType);
    if (configuration.settings?.mainField === mainField) continue;
    await contentTypes.updateConfiguration(contentType, { ...configuration, settings: { ...configuration.settings, mainField } });
  }
}
