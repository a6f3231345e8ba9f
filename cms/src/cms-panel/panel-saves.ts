import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PRODUCT_SETTINGS_FIELDS, PRODUCT_TEXT_FIELDS, validateProductSettings, type FieldError } from '@platform/shared';
import { PRODUCT_UID, TRANSLATION_UID, storedProduct } from '../api/product/services/product';

type Data = Record<string, unknown>;

/** The fields of a save that the settings validator knows, under its names (the stored `lifecycle` is its `status`). */
function checkedFieldsOf(uid: string, data: Data): Data {
  const known = uid === PRODUCT_UID ? PRODUCT_SETTINGS_FIELDS : (PRODUCT_TEXT_FIELDS as readonly string[]);
  const { lifecycle, ...rest } = data;
  const named: Data = uid === PRODUCT_UID && lifecycle !== undefined ? { ...rest, status: lifecycle } : rest;
  return Object.fromEntries(Object.entries(named).filter(([field]) => known.includes(field)));
}

/** The panel shows a save's field errors under their fields (Strapi's `path`) and the messages in its notice. */
function panelValidationError(fieldErrors: FieldError[]): errors.ValidationError {
  return new errors.ValidationError(fieldErrors.map((e) => e.message).join(' '), {
    errors: fieldErrors.map((e) => ({ path: [e.field === 'status' ? 'lifecycle' : e.field], message: e.message, name: 'ValidationError' })),
  });
}

/**
 * One validation for both doors: a product or translation saved through Strapi's document service (the panel's
 * content manager; the platform's own code writes through the query engine) goes through the settings validator of
 * the admin app first: the same lengths, SEO limits, link rules and messages, and a refused save changes nothing.
 */
export function checkPanelSaves(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action } = context;
    if ((uid !== PRODUCT_UID && uid !== TRANSLATION_UID) || (action !== 'create' && action !== 'update')) return next();
    const params = context.params as { data?: Data };
    const data = params.data ?? {};
    const fields = checkedFieldsOf(uid, data);
    if (Object.keys(fields).length === 0) return next();
    const checked = validateProductSettings(fields);
    if (!checked.ok) throw panelValidationError(checked.errors);
    const value = checked.value as Data;
    params.data = { ...data, ...(uid === PRODUCT_UID ? storedProduct(value) : value) };
    return next();
  });
}
