import { errors } from '@strapi/utils';
import type { Core, UID } from '@strapi/strapi';
import {
  adaptedCvIsFor,
  CONSULTANCY_MAIL_MESSAGES as MAIL,
  CONSULTANCY_MESSAGES,
  fillPlaceholders,
  validateSendEmailInput,
  type ContactEntry,
  type PlaceholderValues,
  type SendEmailInput,
} from '@platform/shared';
import type { SignedInUser } from '../../auth/signed-in-user';
import { escapeHtml } from '../../html-escape';
import { httpError } from '../../http-error';
import { noteOnAuditEntry } from '../../logs/admin-writes';
import { service } from '../../services';
import { displayName } from '../../user-name';
import { validationError } from '../../validation-error';
import { ADAPTED_CV_PDF_FIELDS, adaptedCvPdfOf } from '../cv-pdf';
import { ADAPTED_CV_UID } from '../cv-content';
import { contactEntry } from './contact-history';
import { CANDIDATE_UID, CONTACT_UID, CUSTOMER_UID } from '../consultancy-uids';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
type Row = Record<string, unknown>;

/** The record an e-mail is to, when one is named; 404 when it is gone. */
async function record(uid: UID.ContentType, id: number | null, select: string[], notFound: string): Promise<Row | null> {
  if (id === null) return null;
  const row = await strapi.db.query(uid).findOne({ select, where: { id } });
  if (!row) throw new errors.NotFoundError(notFound);
  return row;
}

/** The placeholders' values for this recipient, read from the stored customer or candidate, not from the client. */
async function placeholderValues(input: SendEmailInput, sender: SignedInUser): Promise<PlaceholderValues> {
  const customer = await record(CUSTOMER_UID, input.customerId, ['companyName', 'contactPerson'], CONSULTANCY_MESSAGES.customerNotFound);
  const candidate = await record(CANDIDATE_UID, input.candidateId, ['applicantName', 'position'], CONSULTANCY_MESSAGES.candidateNotFound);
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    name: input.recipientName || text(customer?.contactPerson) || text(customer?.companyName) || text(candidate?.applicantName),
    email: input.recipientEmail,
    company: text(customer?.companyName),
    position: text(candidate?.position),
    senderName: displayName(sender),
  };
}

/** The adapted CV's PDF, once the CV is found and was made for this recipient (400 otherwise: nothing is sent). */
async function attachedCv(id: number, to: SendEmailInput) {
  const cv = await strapi.db.query(ADAPTED_CV_UID).findOne({ select: [...ADAPTED_CV_PDF_FIELDS, 'customerId', 'proposalId'], where: { id } });
  if (!cv) throw new errors.ValidationError(MAIL.attachmentNotFound);
  if (!adaptedCvIsFor({ customerId: cv.customerId ?? null, proposalId: cv.proposalId ?? null }, to)) {
    throw new errors.ValidationError(MAIL.attachmentForSomeoneElse);
  }
  return adaptedCvPdfOf(cv);
}

/** The mail's HTML part: the text as written, escaped, its paragraphs and line breaks kept. */
const htmlOf = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');

/**
 * POST /api/admin/consultancy/send-email: the e-mail with its placeholders filled, and the adapted CV's PDF when one is
 * attached. Only a mail the SMTP server took is recorded: then its history entry and the CV's 'sent' status are
 * stored together; a refusal answers 502 and stores nothing.
 */
export async function sendEmail(ctx: Ctx) {
  const checked = validateSendEmailInput(ctx.request.body);
  if (!checked.ok) throw validationError(checked.errors);
  const input = checked.value;
  const sender = ctx.state.user as SignedInUser;
  const values = await placeholderValues(input, sender);
  const subject = fillPlaceholders(input.subject, values);
  const body = fillPlaceholders(input.body, values);
  const attachment = input.adaptedCvId === null ? null : await attachedCv(input.adaptedCvId, input);

  try {
    await service(strapi, 'mail').send({
      to: input.recipientEmail,
      // An answer reaches the administrator who wrote, not the platform's no-reply address.
      replyTo: sender.email,
      subject,
      text: `${body}\n`,
      html: htmlOf(body),
      ...(attachment ? { attachments: [{ filename: attachment.fileName, content: attachment.pdf, contentType: 'application/pdf' }] } : {}),
    });
  } catch (error) {
    strapi.log.warn(`Consultancy e-mail to ${input.recipientEmail} failed: ${(error as Error).message}`);
    throw httpError(502, CONSULTANCY_MESSAGES.sendFailed);
  }
  noteOnAuditEntry({ recipient: input.recipientEmail, subject, attachment: attachment?.fileName ?? null });

  const created = await recordSent(input, {
    recipientName: values.name || null,
    subject,
    body,
    attachmentName: attachment?.fileName ?? null,
    senderEmail: sender.email,
  });
  ctx.status = 201;
  ctx.body = { contact: (await contactEntry(created.id)) as ContactEntry };
}

/** What went out, as its history entry keeps it. */
interface SentMail {
  recipientName: string | null;
  subject: string;
  body: string;
  attachmentName: string | null;
  senderEmail: string;
}

/**
 * The sent mail's history entry, with the attached CV marked sent, in one transaction. Should that fail, the mail is
 * out already: the log keeps what was sent and the answer says so, so that nobody sends it again.
 */
async function recordSent(input: SendEmailInput, sent: SentMail) {
  const { recipientName, subject, body, attachmentName, senderEmail } = sent;
  try {
    return await strapi.db.transaction(async () => {
      const row = await strapi.db.query(CONTACT_UID).create({
        data: {
          kind: 'email',
          customerId: input.customerId,
          candidateId: input.candidateId,
          templateId: input.templateId,
          adaptedCvId: input.adaptedCvId,
          recipientEmail: input.recipientEmail,
          recipientName,
          subject,
          body,
          attachmentName,
          createdByEmail: senderEmail,
        },
      });
      if (input.adaptedCvId !== null) await strapi.db.query(ADAPTED_CV_UID).update({ where: { id: input.adaptedCvId }, data: { status: 'sent' } });
      return row;
    });
  } catch (error) {
    const to = input.customerId !== null ? `customer ${input.customerId}` : `candidate ${input.candidateId}`;
    strapi.log.error(
      `Consultancy e-mail to ${input.recipientEmail} (${to}) was sent but not recorded: subject "${subject}", attachment ${attachmentName ?? 'none'}, adapted CV ${input.adaptedCvId ?? 'none'}: ${(error as Error).message}`,
    );
    throw httpError(500, CONSULTANCY_MESSAGES.sentNotRecorded);
  }
}
