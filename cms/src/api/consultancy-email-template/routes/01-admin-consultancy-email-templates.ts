import { CONSULTANCY_MAIL_MESSAGES, validateEmailTemplateInput, type EmailTemplateInput } from '@platform/shared';
import { adminResource } from '../../../admin-resource';
import { EMAIL_TEMPLATE_UID } from '../../../consultancy/consultancy-uids';

/**
 * The consultancy's stored e-mails: a name, a subject and a body whose placeholders ({name}, {company}...) are filled
 * per recipient when sent. Unknown placeholders are refused, so a typo cannot reach a customer as "{nmae}".
 */
export default adminResource<Partial<EmailTemplateInput>>({
  uid: EMAIL_TEMPLATE_UID,
  path: '/admin/consultancy/email-templates',
  fields: { list: ['id', 'name', 'subject', 'body', 'created_at', 'updated_at'] },
  toApi: ({ created_at, updated_at, ...row }) => ({ ...row, createdAt: created_at, updatedAt: updated_at }),
  validate: validateEmailTemplateInput,
  sort: {
    fields: ['name', 'createdAt', 'updatedAt'],
    default: [
      ['name', 'asc'],
      ['id', 'asc'],
    ],
  },
  search: ['name', 'subject'],
  notFound: CONSULTANCY_MAIL_MESSAGES.templateNotFound,
  listKey: 'templates',
});
