import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { RESEND_INTERVAL_MS, VERIFICATION_TOKEN_HOURS } from '@platform/shared';
import { verificationMail } from '../verification-mail';
import { publicUrl } from '../public-url';
import { service } from '../../../services';
import { USER_UID } from '../../../user-name';

export const EMAIL_VERIFICATION_UID = 'api::account.email-verification';

export type SendOutcome = 'sent' | 'alreadyVerified' | 'tooSoon' | 'failed';

const TOKEN_PATTERN = /^[0-9a-f]{64}$/;
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Mails the user a new verification link (random token, stored only as its hash, valid 24 hours). At most one
   * mail per user every 30 seconds: the slot is claimed in one conditional update, so parallel requests cannot both
   * send. A failed send gives the slot and the earlier link back.
   */
  async send(userId: number): Promise<SendOutcome> {
    const users = () => strapi.db.query(USER_UID);
    const user = await users().findOne({
      select: ['id', 'email', 'firstName', 'emailVerified', 'emailVerificationTokenHash', 'emailVerificationExpiresAt', 'emailVerificationSentAt'],
      where: { id: userId },
    });
    if (!user) return 'failed';
    if (user.emailVerified) return 'alreadyVerified';

    const now = Date.now();
    const token = crypto.randomBytes(32).toString('hex');
    const { count: claimed } = await users().updateMany({
      where: {
        id: userId,
        $or: [{ emailVerificationSentAt: { $null: true } }, { emailVerificationSentAt: { $lte: new Date(now - RESEND_INTERVAL_MS) } }],
      },
      data: {
        emailVerificationTokenHash: hashToken(token),
        emailVerificationExpiresAt: new Date(now + VERIFICATION_TOKEN_HOURS * 3_600_000),
        emailVerificationSentAt: new Date(now),
      },
    });
    if (claimed === 0) return 'tooSoon';

    const link = `${publicUrl(strapi)}/auth/verify-email?token=${token}`;
    try {
      await service(strapi, 'mail').send(verificationMail(user.email, user.firstName, link));
      return 'sent';
    } catch (error) {
      strapi.log.warn(`Verification mail to user ${userId} could not be sent: ${(error as Error).message}`);
      await users().updateMany({
        where: { id: userId, emailVerificationTokenHash: hashToken(token) },
        data: {
          emailVerificationTokenHash: user.emailVerificationTokenHash,
          emailVerificationExpiresAt: user.emailVerificationExpiresAt,
          emailVerificationSentAt: user.emailVerificationSentAt,
        },
      });
      return 'failed';
    }
  },

  /** Confirms the address of the token's user and answers who they are; null for a malformed, unknown, used or expired token. */
  async confirm(token: unknown): Promise<{ id: number; email: string } | null> {
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
    const valid = { emailVerificationTokenHash: hashToken(token), emailVerificationExpiresAt: { $gt: new Date() } };
    const user = await strapi.db.query(USER_UID).findOne({ select: ['id', 'email'], where: valid });
    if (!user) return null;
    // The token is spent in the same conditional update, so two confirmations at once cannot both count.
    const { count } = await strapi.db.query(USER_UID).updateMany({
      where: { id: user.id, ...valid },
      data: { emailVerified: true, emailVerificationTokenHash: null, emailVerificationExpiresAt: null },
    });
    return count > 0 ? { id: user.id, email: user.email } : null;
  },
});
