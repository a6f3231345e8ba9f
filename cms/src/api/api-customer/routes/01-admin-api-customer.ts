import { API_REGISTRY_MESSAGES, validateApiCustomerInput, type ApiCustomerInput } from '@platform/shared';
import { adminResource } from '../../../admin-resource';
import { apiParent, RECORD_UIDS, toDay } from '../../../api-registry/registry-store';

/** An API's customers (its customer_count). */
export default adminResource<Partial<ApiCustomerInput>>({
  uid: RECORD_UIDS.customers,
  path: '/admin/apis/:id/customers',
  idParam: 'recordId',
  parent: apiParent(),
  fields: { list: ['id', 'name', 'company', 'plan', 'since', 'created_at'] },
  toApi: ({ created_at, ...row }) => ({ ...row, company: row.company ?? '', plan: row.plan ?? '', since: toDay(row.since) }),
  validate: validateApiCustomerInput,
  sort: {
    fields: ['name', 'since', 'created_at'],
    default: [
      ['name', 'asc'],
      ['id', 'asc'],
    ],
  },
  search: ['name', 'company', 'plan'],
  notFound: API_REGISTRY_MESSAGES.recordNotFound,
});
