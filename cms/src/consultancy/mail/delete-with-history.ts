import { ADAPTED_CV_UID } from '../cv-content';
import { CANDIDATE_UID, CONTACT_UID, CUSTOMER_UID } from '../consultancy-uids';

/** Per owner kind: its own type, the contact history's link to it, and the adapted CVs' link to it. */
const OWNERS = {
  customer: { uid: CUSTOMER_UID, contactField: 'customerId', adaptedCvField: 'customerId' },
  candidate: { uid: CANDIDATE_UID, contactField: 'candidateId', adaptedCvField: 'proposalId' },
} as const;

/**
 * Deletes a customer or a candidate with its contact history, and unlinks the adapted CVs made for it (they stay
 * with their template), in one transaction: nothing is left pointing at a record that is gone.
 */
export async function deleteWithContactHistory(owner: keyof typeof OWNERS, id: number): Promise<boolean> {
  const { uid, contactField, adaptedCvField } = OWNERS[owner];
  return await strapi.db.transaction(async () => {
    await strapi.db.query(CONTACT_UID).deleteMany({ where: { [contactField]: id } });
    await strapi.db.query(ADAPTED_CV_UID).updateMany({ where: { [adaptedCvField]: id }, data: { [adaptedCvField]: null } });
    return Boolean(await strapi.db.query(uid).delete({ where: { id } }));
  });
}
