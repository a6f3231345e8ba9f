import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import {
  CONSULTANCY_MAIL_MESSAGES as MAIL,
  CONSULTANCY_MESSAGES,
  parsePositiveId,
  validateContactNoteInput,
  type ContactEntry,
} from '@platform/shared';
import type { SignedInUser } from '../../auth/signed-in-user';
import { toIsoDate } from '../../db-values';
import { httpError } from '../../http-error';
import { pathId } from '../../http-params';
import { validationError } from '../../validation-error';
import { CANDIDATE_UID, CONTACT_UID, CUSTOMER_UID } from '../consultancy-uids';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
type Row = Record<string, unknown>;

/** Whose history an entry is in: a customer or a candidate, by id. */
export type HistoryOwner = { customerId: number; candidateId?: undefined } | { candidateId: number; customerId?: undefined };

const CONTACT_ATTRIBUTES = [
  'id',
  'kind',
  'customerId',
  'candidateId',
  'recipientEmail',
  'recipientName',
  'subject',
  'body',
  'templateId',
  'adaptedCvId',
  'attachmentName',
  'createdByEmail',
  'createdAt',
];

const contacts = () => strapi.db.query(CONTACT_UID);

export const toContactEntry = (row: Row): ContactEntry => ({
  id: row.id as number,
  kind: row.kind as ContactEntry['kind'],
  customerId: (row.customerId as number | null) ?? null,
  candidateId: (row.candidateId as number | null) ?? null,
  recipientEmail: (row.recipientEmail as string | null) ?? null,
  recipientName: (row.recipientName as string | null) ?? null,
  subject: (row.subject as string | null) ?? null,
  body: (row.body as string | null) ?? '',
  templateId: (row.templateId as number | null) ?? null,
  adaptedCvId: (row.adaptedCvId as number | null) ?? null,
  attachmentName: (row.attachmentName as string | null) ?? null,
  createdBy: (row.createdByEmail as string | null) ?? null,
  createdAt: toIsoDate(row.createdAt) as string,
});

/** One stored entry in the API's shape. */
export async function contactEntry(id: number): Promise<ContactEntry | null> {
  const row = await contacts().findOne({ select: CONTACT_ATTRIBUTES, where: { id } });
  return row ? toContactEntry(row) : null;
}

/** 404 with the spec's message unless the customer or candidate exists. */
export async function requireOwner(owner: HistoryOwner): Promise<void> {
  const [uid, id, message] =
    owner.customerId !== undefined
      ? [CUSTOMER_UID, owner.customerId, CONSULTANCY_MESSAGES.customerNotFound]
      : [CANDIDATE_UID, owner.candidateId, CONSULTANCY_MESSAGES.candidateNotFound];
  if (!(await strapi.db.query(uid).findOne({ select: ['id'], where: { id } }))) throw new errors.NotFoundError(message);
}

/** `?customerId=N` or `?candidateId=N`, exactly one of them. */
function ownerOf(query: Row): HistoryOwner {
  const given = (['customerId', 'candidateId'] as const).filter((name) => query[name] !== undefined);
  const id = given.length === 1 ? parsePositiveId(query[given[0]]) : null;
  if (id === null) throw new errors.ValidationError(MAIL.whoseHistory);
  return given[0] === 'customerId' ? { customerId: id } : { candidateId: id };
}

export const contactHistoryHandlers = {
  /** GET /api/admin/consultancy/contacts?customerId=N (or candidateId): e-mails and notes, newest first. */
  async list(ctx: Ctx) {
    const owner = ownerOf(ctx.query);
    await requireOwner(owner);
    const rows = await contacts().findMany({
      select: CONTACT_ATTRIBUTES,
      where: owner,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    ctx.body = { contacts: rows.map(toContactEntry) };
  },

  /** POST /api/admin/consultancy/contacts: a note on a customer or a candidate, by the signed-in administrator. */
  async addNote(ctx: Ctx) {
    const checked = validateContactNoteInput(ctx.request.body);
    if (!checked.ok) throw validationError(checked.errors);
    const { customerId, candidateId, body } = checked.value;
    await requireOwner(customerId !== null ? { customerId } : { candidateId: candidateId as number });
    const created = await contacts().create({
      data: { kind: 'note', customerId, candidateId, body, createdByEmail: (ctx.state.user as SignedInUser).email },
    });
    ctx.status = 201;
    ctx.body = await contactEntry(created.id);
  },

  /** DELETE /api/admin/consultancy/contacts/:id: notes only; a sent e-mail stays in the history. */
  async deleteNote(ctx: Ctx) {
    const id = pathId(ctx.params, 'id', MAIL.contactNotFound);
    const entry = await contacts().findOne({ select: ['id', 'kind'], where: { id } });
    if (!entry) throw new errors.NotFoundError(MAIL.contactNotFound);
    if (entry.kind === 'email') throw httpError(409, MAIL.emailsStay);
    await contacts().delete({ where: { id } });
    ctx.body = { ok: true };
  },
};
