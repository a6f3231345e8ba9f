import { CUSTOMER_STATUSES, CUSTOMER_TYPES, CONSULTANCY_MESSAGES, validateCustomerInput, type CustomerInput } from '@platform/shared';
import { adminResource } from '../../../admin-resource';
import { CUSTOMER_UID } from '../../../consultancy/consultancy-uids';
import { deleteWithContactHistory } from '../../../consultancy/mail/delete-with-history';
import { toDay } from '../../../api-registry/registry-store';
import { toList } from '../../../db-values';

/**
 * The consultancy's customers (Kunder): the list with its status and type filters, searched in the company, the
 * contact, the e-mail and the industry, the next follow-up first; one customer, its writes. Fields and timestamps
 * are camelCase as the consultancy screens send them.
 */
export default adminResource<Partial<CustomerInput>>({
  // Generated content-type names are not regenerated here, as for the projects' records.
  uid: CUSTOMER_UID,
  path: '/admin/consultancy/customers',
  fields: {
    list: [
      'id',
      'companyName',
      'industry',
      'contactPerson',
      'email',
      'phone',
      'customerType',
      'status',
      'servicesInterested',
      'nextFollowupDate',
      'notes',
      'created_at',
      'updated_at',
    ],
  },
  toApi: ({ created_at, updated_at, ...row }) => ({
    ...row,
    industry: row.industry ?? '',
    contactPerson: row.contactPerson ?? '',
    email: row.email ?? '',
    phone: row.phone ?? '',
    servicesInterested: toList(row.servicesInterested),
    nextFollowupDate: toDay(row.nextFollowupDate),
    notes: row.notes ?? '',
    createdAt: created_at,
    updatedAt: updated_at,
  }),
  validate: validateCustomerInput,
  filters: ['status', 'customerType'],
  filterValues: { status: CUSTOMER_STATUSES, customerType: CUSTOMER_TYPES },
  // Not by status: Strapi's query engine orders by "status" as the draft-and-publish state, whatever the attribute.
  sort: {
    fields: ['companyName', 'nextFollowupDate', 'createdAt'],
    default: [
      ['nextFollowupDate', 'asc'],
      ['companyName', 'asc'],
      ['id', 'asc'],
    ],
  },
  search: ['companyName', 'contactPerson', 'email', 'industry'],
  notFound: CONSULTANCY_MESSAGES.customerNotFound,
  listKey: 'customers',
  // Its contact history goes with it, and adapted CVs made for it are unlinked, in one transaction.
  write: { delete: (id) => deleteWithContactHistory('customer', id) },
});
