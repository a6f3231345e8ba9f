import type { Core } from '@strapi/strapi';
import { PRODUCT_TEXT_FIELDS } from '@platform/shared';
import { PRODUCT_UID, TRANSLATION_UID } from '../api/product/services/product';
import { EDITOR_PRODUCT_FIELDS } from './editor-role';

/**
 * The field the panel shows for a record in lists and relation pickers. Its own default is the first string
 * attribute; a translation is named by its product.
 */
export const PANEL_MAIN_FIELDS: Record<string, string> = {
  [PRODUCT_UID]: 'name',
  [TRANSLATION_UID]: 'product_slug',
};

/**
 * The fields of each form in the panel, in order: what editors change, after what names the record. A product's
 * switches, lifecycle, plans, trials and wizard columns are the admin app's, with its rules, and are in no panel form
 * (for the super-admin neither), rather than shown as empty "No permissions" boxes.
 */
export const PANEL_FORM_FIELDS: Record<string, readonly string[]> = {
  [PRODUCT_UID]: ['slug', ...EDITOR_PRODUCT_FIELDS],
  [TRANSLATION_UID]: ['product_slug', ...PRODUCT_TEXT_FIELDS],
};

/** Strapi's grid: twelve columns a row; a JSON editor takes a whole row, any other field half of one. */
function formRows(fields: readonly string[], attributes: Record<string, { type: string }>): Array<Array<{ name: string; size: number }>> {
  const rows: Array<Array<{ name: string; size: number }>> = [];
  for (const name of fields) {
    const size = attributes[name]?.type === 'json' ? 12 : 6;
    const row = rows[rows.length - 1];
    if (row && row.reduce((sum, field) => sum + field.size, 0) + size <= 12) row.push({ name, size });
    else rows.push([{ name, size }]);
  }
  return rows;
}

/** Sets each content type's main field and form in the panel's stored configuration, where they differ. */
export async function setPanelViews(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  for (const [uid, mainField] of Object.entries(PANEL_MAIN_FIELDS)) {
    const contentType = contentTypes.findContentType(uid);
    if (!contentType) continue;
    const { uid: _uid, ...configuration } = await contentTypes.findConfiguration(contentType);
    const fields = PANEL_FORM_FIELDS[uid];
    const attributes = contentType.attributes as Record<string, { type: string }>;
    const metadatas = Object.fromEntries(
      Object.entries(configuration.metadatas as Record<string, { edit?: Record<string, unknown> }>).map(([name, metadata]) => [
        name,
        metadata.edit && name in attributes ? { ...metadata, edit: { ...metadata.edit, visible: fields.includes(name) } } : metadata,
      ]),
    );
    const wanted = {
      ...configuration,
      settings: { ...configuration.settings, mainField },
      metadatas,
      layouts: { ...configuration.layouts, edit: formRows(fields, attributes) },
    };
    if (JSON.stringify(wanted) === JSON.stringify(configuration)) continue;
    await contentTypes.updateConfiguration(contentType, wanted);
  }
}
