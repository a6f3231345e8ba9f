import { CV_MESSAGES, validateCvTemplateInput, type CvTemplateInput } from '@platform/shared';
import { adminResource } from '../../../admin-resource';
import { contentOf, CV_CONTENT_FIELDS, CV_TEMPLATE_UID } from '../../../consultancy/cv-content';
import { createTemplate, deleteTemplate, updateTemplate } from '../../../consultancy/cv-templates';

/**
 * The consultancy's CV templates: the list (the default first, then by name), one whole template, its writes. The
 * writes keep exactly one template the default (see consultancy/cv-templates.ts).
 */
export default adminResource<Partial<CvTemplateInput>>({
  uid: CV_TEMPLATE_UID,
  path: '/admin/consultancy/cv-templates',
  fields: {
    list: ['id', 'name', 'fullName', 'title', 'isDefault', 'updated_at'],
    one: ['id', 'name', 'isDefault', ...CV_CONTENT_FIELDS, 'created_at', 'updated_at'],
  },
  toApi: ({ id, name, isDefault, created_at, updated_at, ...row }) =>
    'summary' in row
      ? { id, name, isDefault: Boolean(isDefault), ...contentOf(row), createdAt: created_at, updatedAt: updated_at }
      : { id, name, fullName: row.fullName ?? '', title: row.title ?? '', isDefault: Boolean(isDefault), updatedAt: updated_at },
  validate: validateCvTemplateInput,
  sort: {
    fields: ['name', 'fullName', 'updatedAt'],
    default: [
      ['isDefault', 'desc'],
      ['name', 'asc'],
      ['id', 'asc'],
    ],
  },
  search: ['name', 'fullName', 'title'],
  notFound: CV_MESSAGES.templateNotFound,
  listKey: 'templates',
  write: { create: createTemplate, update: updateTemplate, delete: deleteTemplate },
});
