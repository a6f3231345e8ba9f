import { CANDIDATE_STATUSES, CONSULTANCY_MESSAGES, validateCandidateInput, type PositionCandidateInput } from '@platform/shared';
import { adminResource } from '../../../admin-resource';
import { CANDIDATE_UID } from '../../../consultancy/consultancy-uids';
import { deleteWithContactHistory } from '../../../consultancy/mail/delete-with-history';

/**
 * Candidates for a position (the spec's "proposals", under the route it names: applications): the list filtered by
 * recruitment status, searched in the name, the e-mail and the position, the newest first; one candidate, its writes.
 */
export default adminResource<Partial<PositionCandidateInput>>({
  // Generated content-type names are not regenerated here, as for the projects' records.
  uid: CANDIDATE_UID,
  path: '/admin/consultancy/applications',
  fields: {
    list: ['id', 'applicantName', 'email', 'phone', 'position', 'yearsExperience', 'status', 'rating', 'notes', 'created_at', 'updated_at'],
  },
  toApi: ({ created_at, updated_at, ...row }) => ({
    ...row,
    phone: row.phone ?? '',
    position: row.position ?? '',
    yearsExperience: row.yearsExperience ?? null,
    rating: row.rating ?? null,
    notes: row.notes ?? '',
    createdAt: created_at,
    updatedAt: updated_at,
  }),
  validate: validateCandidateInput,
  filters: ['status'],
  filterValues: { status: CANDIDATE_STATUSES },
  // Not by status: Strapi's query engine orders by "status" as the draft-and-publish state, whatever the attribute.
  sort: {
    fields: ['applicantName', 'rating', 'yearsExperience', 'createdAt'],
    default: [
      ['createdAt', 'desc'],
      ['id', 'desc'],
    ],
  },
  search: ['applicantName', 'email', 'position'],
  notFound: CONSULTANCY_MESSAGES.candidateNotFound,
  listKey: 'applications',
  // Its contact history goes with it, and adapted CVs made for it are unlinked, in one transaction.
  write: { delete: (id) => deleteWithContactHistory('candidate', id) },
});
