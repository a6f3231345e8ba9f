import { INQUIRY_MESSAGES, INQUIRY_STATUSES, INQUIRY_TYPES, validateInquiryUpdate, type InquiryUpdate } from '@platform/shared';
import { adminResource } from '../../../admin-resource';
import { service } from '../../../services';
import { INQUIRY_API_FIELDS, INQUIRY_UID, toApiInquiry } from '../services/inquiry';

/**
 * Inquiries for staff: list (newest first, filtered by type and status, searched in name, e-mail, company and
 * message), one, update (status and notes; the status stamps are the service's) and delete. They are created only
 * by the public form.
 */
export default adminResource<InquiryUpdate>({
  uid: INQUIRY_UID,
  path: '/admin/inquiries',
  fields: { list: INQUIRY_API_FIELDS },
  toApi: (row) => ({ ...toApiInquiry(row) }),
  validate: (body) => validateInquiryUpdate(body),
  filters: ['inquiry_type', 'status'],
  filterValues: { inquiry_type: INQUIRY_TYPES, status: INQUIRY_STATUSES },
  // The spec's list call: ?limit&offset&type&status.
  filterAliases: { type: 'inquiry_type' },
  sort: {
    fields: ['created_at', 'name', 'status', 'inquiry_type'],
    default: [
      ['created_at', 'desc'],
      ['id', 'desc'],
    ],
  },
  search: ['name', 'email', 'company', 'message'],
  notFound: INQUIRY_MESSAGES.notFound,
  actions: ['list', 'one', 'update', 'delete'],
  write: { update: (id, input) => service(strapi, 'inquiries').updateWithStamps(id, input) },
});
