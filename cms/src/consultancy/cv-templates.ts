import { errors } from '@strapi/utils';
import { CV_MESSAGES, type CvTemplateInput } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { isUniqueViolation } from '../db-errors';
import { httpError } from '../http-error';
import { ADAPTED_CV_UID, contentData, CV_TABLES, CV_TEMPLATE_UID } from './cv-content';

type Row = Record<string, unknown>;
const templates = () => strapi.db.query(CV_TEMPLATE_UID);
const DEFAULT_ATTEMPTS = 5;

/**
 * The database's own guard of "exactly one default": at most one row may have is_default set. Two requests that
 * each make a different template the default both untick the old one, and the second to commit hits this index.
 */
export async function ensureCvTemplateIndex(strapi: Core.Strapi): Promise<void> {
  await strapi.db.connection.raw(
    `CREATE UNIQUE INDEX IF NOT EXISTS consultancy_cv_templates_one_default ON ${CV_TABLES.templates} (is_default) WHERE is_default`,
  );
}

/** A change of the default in one transaction, tried again when a concurrent one took the default first (then 409). */
async function changingDefault<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await strapi.db.transaction(work);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (attempt >= DEFAULT_ATTEMPTS) throw httpError(409, CV_MESSAGES.defaultRace);
    }
  }
}

const untickDefault = () => templates().updateMany({ where: { isDefault: true }, data: { isDefault: false } });

/** The first template is the default whatever it says; ticking isDefault moves the default to the new one. */
export function createTemplate(input: Partial<CvTemplateInput>): Promise<Row> {
  return changingDefault(async () => {
    const isDefault = input.isDefault === true || (await templates().count({})) === 0;
    if (isDefault) await untickDefault();
    return templates().create({ data: { name: input.name, ...contentData(input), isDefault } });
  });
}

/** Ticking isDefault moves the default here; unticking the default is refused (another must be ticked instead). */
export function updateTemplate(id: number, input: Partial<CvTemplateInput>): Promise<Row | null> {
  return changingDefault(async () => {
    const current = await templates().findOne({ select: ['id', 'isDefault'], where: { id } });
    if (!current) return null;
    const data: Row = { ...contentData(input), ...(input.name !== undefined ? { name: input.name } : {}) };
    if (input.isDefault === false && current.isDefault) throw new errors.ValidationError(CV_MESSAGES.keepOneDefault);
    if (input.isDefault === true && !current.isDefault) {
      await untickDefault();
      data.isDefault = true;
    }
    return templates().update({ where: { id }, data });
  });
}

/**
 * Deleting the default hands it to the most recently updated remaining template; adapted CVs copied from the
 * template keep their content and lose only the reference.
 */
export function deleteTemplate(id: number): Promise<boolean> {
  return changingDefault(async () => {
    const current = await templates().findOne({ select: ['id', 'isDefault'], where: { id } });
    if (!current) return false;
    await templates().delete({ where: { id } });
    await strapi.db.query(ADAPTED_CV_UID).updateMany({ where: { templateId: id }, data: { templateId: null } });
    if (current.isDefault) {
      const next = await templates().findOne({ select: ['id'], orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }] });
      if (next) await templates().update({ where: { id: next.id }, data: { isDefault: true } });
    }
    return true;
  });
}

/** The default template's row (all attributes), or null when there are no templates. */
export const defaultTemplate = (): Promise<Row | null> => templates().findOne({ where: { isDefault: true } });
