import { TENDER_STATUSES, CONSULTANCY_MESSAGES, todayInOslo, validateTenderInput, type TenderInput } from '@platform/shared';
import { adminResource } from '../../../admin-resource';
import { TENDER_UID } from '../../../consultancy/consultancy-uids';
import { toDay } from '../../../api-registry/registry-store';

/** A tender marked applied without an applied date was applied for today (Oslo's calendar day). */
const withAppliedDate = (input: Partial<TenderInput>, storedDate: string | null = null): Partial<TenderInput> =>
  input.status === 'applied' && !input.appliedDate && !storedDate ? { ...input, appliedDate: todayInOslo() } : input;

/**
 * Public tenders (Utlysninger): the list filtered by status, searched in the title, the reference number and the
 * organisation, the nearest deadline first; one tender, its writes.
 */
export default adminResource<Partial<TenderInput>>({
  uid: TENDER_UID,
  path: '/admin/consultancy/utlysninger',
  fields: {
    list: [
      'id',
      'title',
      'referenceNumber',
      'organization',
      'location',
      'deadline',
      'status',
      'appliedDate',
      'url',
      'contactEmail',
      'contactPerson',
      'created_at',
      'updated_at',
    ],
  },
  toApi: ({ created_at, updated_at, ...row }) => ({
    ...row,
    referenceNumber: row.referenceNumber ?? '',
    organization: row.organization ?? '',
    location: row.location ?? '',
    deadline: toDay(row.deadline),
    appliedDate: toDay(row.appliedDate),
    url: row.url ?? '',
    contactEmail: row.contactEmail ?? '',
    contactPerson: row.contactPerson ?? '',
    createdAt: created_at,
    updatedAt: updated_at,
  }),
  validate: validateTenderInput,
  filters: ['status'],
  filterValues: { status: TENDER_STATUSES },
  // Not by status: Strapi's query engine orders by "status" as the draft-and-publish state, whatever the attribute.
  sort: {
    fields: ['deadline', 'title', 'createdAt'],
    default: [
      ['deadline', 'asc'],
      ['id', 'asc'],
    ],
  },
  search: ['title', 'referenceNumber', 'organization'],
  notFound: CONSULTANCY_MESSAGES.tenderNotFound,
  listKey: 'utlysninger',
  toData: (input) => withAppliedDate(input),
  write: {
    // An update that sends only the status keeps an applied date already stored (it needs the stored row).
    async update(id, input) {
      const stored = await strapi.db.query(TENDER_UID).findOne({ select: ['appliedDate', 'status'], where: { id } });
      if (!stored) return null;
      const storedDate = input.appliedDate === undefined ? toDay(stored.appliedDate) : null;
      const status = input.status ?? stored.status;
      return strapi.db.query(TENDER_UID).update({ where: { id }, data: withAppliedDate({ ...input, status }, storedDate) });
    },
  },
});
