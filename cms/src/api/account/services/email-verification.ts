import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { RESEND_INTERVAL_MS, VERIFICATION_TOKEN_HOURS } from '@platform/shared';
import { signUpAttemptMail, verificationMail } from '../verification-mail';
import { publicUrl } from '../public-url';
import { service } from '../../../services';
import { USER_UID } from '../../../user-name';

export const EMAIL_VERIFICATION_UID = 'api::account.email-verification';

export type SendOutcome = 'sent' | 'alreadyVerified' | 'tooSoon' | 'failed';

const TOKEN_PATTERN = /^[0-9a-f]{64}$/;
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const verifications = {
    /**
     * Mails the user a new verification link (random token, stored only as its hash, valid 24 hours). At most one
     * mail per user every 30 seconds: the slot is claimed in one conditional update, so parallel requests cannot both
     * send. A failed send gives the slot and the earlier link back. An account made by sign-up and not yet activated
     * gets its activation mail, whose link leads on to `from` (a path on the site) once it has signed the owner in.
     */
    async send(userId: number, from: string | null = null): Promise<SendOutcome> {
      const users = () => strapi.db.query(USER_UID);
      const user = await users().findOne({
        select: [
          'id',
          'email',
          'firstName',
          'preferredLanguage',
          'confirmed',
          'emailVerified',
          'emailVerificationTokenHash',
          'emailVerificationExpiresAt',
          'emailVerificationSentAt',
        ],
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

      const onward = from ? `&from=${encodeURIComponent(from)}` : '';
      // The page in the account's language (the site's English pages are under /en).
      const page = user.preferredLanguage === 'en' ? '/en/auth/verify-email' : '/auth/verify-email';
      const link = `${publicUrl(strapi)}${page}?token=${token}${onward}`;
      try {
        await service(strapi, 'mail').send(verificationMail(user.email, user.firstName, link, user.confirmed === false));
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

    /**
     * Confirms the address of the token's user and answers who they are, and whether this activated an account made
     * by sign-up; null for a malformed, unknown, used or expired token.
     */
    async confirm(token: unknown): Promise<{ id: number; email: string; activated: boolean } | null> {
      if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
      const valid = { emailVerificationTokenHash: hashToken(token), emailVerificationExpiresAt: { $gt: new Date() } };
      const user = await strapi.db.query(USER_UID).findOne({ select: ['id', 'email', 'confirmed'], where: valid });
      if (!user) return null;
      // The token is spent in the same conditional update, so two confirmations at once cannot both count.
      const { count } = await strapi.db.query(USER_UID).updateMany({
        where: { id: user.id, ...valid },
        data: { emailVerified: true, confirmed: true, emailVerificationTokenHash: null, emailVerificationExpiresAt: null },
      });
      return count > 0 ? { id: user.id, email: user.email, activated: user.confirmed === false } : null;
    },

    /**
     * Someone signed up with the address of an account: one not yet activated gets its activation mail again (at
     * most every 30 seconds, as any verification mail), an active one a note that someone tried. False when the
     * mail could not be sent.
     */
    async signUpAttempted(email: string, from: string | null): Promise<boolean> {
      const user = await strapi.db.query(USER_UID).findOne({ select: ['id', 'email', 'firstName', 'confirmed'], where: { email } });
      // Another account has this address as its name: nobody to tell.
      if (!user) return true;
      if (user.confirmed === false) return (await verifications.send(user.id, from)) !== 'failed';
      try {
        await service(strapi, 'mail').send(signUpAttemptMail(user.email, user.firstName, `${publicUrl(strapi)}/auth/sign-in`));
        return true;
      } catch (error) {
        strapi.log.warn(`The mail about a second sign-up with an account's address failed: ${(error as Error).message}`);
        return false;
      }
    },
  };
  return verifications;
};
