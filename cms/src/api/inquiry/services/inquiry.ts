import { factories } from '@strapi/strapi';
import {
  ADMIN_ACCESS_THRESHOLD,
  inquiriesCsv,
  inquiryStatusStamps,
  type Inquiry,
  type InquiryInput,
  type InquiryStatus,
  type InquiryType,
  type InquiryUpdate,
} from '@platform/shared';
import { attributeOf, toIsoDate, withApiTimestamps } from '../../../db-values';
import { eventLog } from '../../../logs/event-log';
import { USER_UID } from '../../../user-name';
import { publicUrl } from '../../account/public-url';
import { service } from '../../../services';
import { inquiryMail } from '../inquiry-mail';

export const INQUIRY_UID = 'api::inquiry.inquiry';

/** Every field of an inquiry, by its API name (the admin list answers them all: the dialog shows the full message). */
export const INQUIRY_API_FIELDS = [
  'id',
  'inquiry_type',
  'name',
  'email',
  'phone',
  'company',
  'service',
  'message',
  'status',
  'notes',
  'created_at',
  'updated_at',
  'responded_at',
  'closed_at',
  'source_url',
  'visitor_id',
  'session_id',
] as const;

type Row = Record<string, unknown>;

/** A stored row (timestamps already named created_at/updated_at) in the API's shape: the visit ids under metadata. */
export function toApiInquiry({ visitor_id, session_id, ...row }: Row): Inquiry {
  return {
    ...(row as unknown as Inquiry),
    responded_at: toIsoDate(row.responded_at),
    closed_at: toIsoDate(row.closed_at),
    metadata: { visitor_id: (visitor_id as string | null) ?? null, session_id: (session_id as string | null) ?? null },
  };
}

export interface InquiryFilters {
  inquiry_type?: InquiryType;
  status?: InquiryStatus;
}

export default factories.createCoreService(INQUIRY_UID, ({ strapi }) => {
  /** Active administrators' addresses: the ones who handle inquiries. */
  async function adminAddresses(): Promise<string[]> {
    const admins = await strapi.db.query(USER_UID).findMany({
      select: ['email'],
      where: { accessLevel: { $gt: ADMIN_ACCESS_THRESHOLD }, accountStatus: 'active', blocked: false },
      orderBy: { id: 'asc' },
    });
    return admins.map((admin: { email: string }) => admin.email).filter(Boolean);
  }

  async function notifyAdmins(id: number, inquiry: InquiryInput): Promise<void> {
    const recipients = await adminAddresses();
    if (recipients.length === 0) {
      strapi.log.warn(`Inquiry ${id} was stored, but no active administrator has an address to tell.`);
      return;
    }
    // One mail each: an administrator's address is not shown to the others.
    const link = `${publicUrl(strapi)}/admin/inquiries?status=new`;
    const results = await Promise.allSettled(recipients.map((to) => service(strapi, 'mail').send(inquiryMail(to, inquiry, link))));
    const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  return {
    /**
     * Stores a checked inquiry, then mails the administrators after the answer: the visitor never waits for the mail
     * server, and a mail that fails loses nothing (the inquiry is stored; the failure goes to the server and system log).
     */
    async submit(input: InquiryInput): Promise<{ id: number }> {
      const created = await strapi.db.query(INQUIRY_UID).create({ data: { ...input, status: 'new' } });
      const id = created.id as number;
      notifyAdmins(id, input).catch((error: Error) => {
        strapi.log.error(`The mail about inquiry ${id} failed: ${error.message}`);
        eventLog(strapi).record({
          level: 'error',
          category: 'system',
          action: 'inquiry.mail_failed',
          errorMessage: error.message,
          metadata: { inquiryId: id },
        });
      });
      return { id };
    },

    /**
     * An admin's change of status and notes; a status change records responded_at and closed_at the first time (see
     * inquiryStatusStamps). Each stamp is written only where it is still empty, so two saves at once cannot both stamp.
     */
    async updateWithStamps(id: number, input: InquiryUpdate): Promise<Row | null> {
      return strapi.db.transaction(async () => {
        const previous = await strapi.db.query(INQUIRY_UID).findOne({ select: ['id', 'responded_at', 'closed_at'], where: { id } });
        if (!previous) return null;
        const updated = await strapi.db.query(INQUIRY_UID).update({ where: { id }, data: input });
        if (!input.status) return updated;
        const stamps = inquiryStatusStamps(
          { responded_at: toIsoDate(previous.responded_at), closed_at: toIsoDate(previous.closed_at) },
          input.status,
          new Date(),
        );
        for (const [name, iso] of Object.entries(stamps)) {
          await strapi.db.query(INQUIRY_UID).updateMany({ where: { id, [name]: { $null: true } }, data: { [name]: new Date(iso) } });
        }
        return updated;
      });
    },

    /** Every inquiry matching the filters, newest first, as the export's CSV. */
    async exportCsv(filters: InquiryFilters): Promise<string> {
      const rows = await strapi.db.query(INQUIRY_UID).findMany({
        select: INQUIRY_API_FIELDS.map(attributeOf),
        where: filters,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      });
      return inquiriesCsv(rows.map((row: Row) => toApiInquiry(withApiTimestamps(row))));
    },
  };
});
