import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { RESEND_INTERVAL_MS, VERIFICATION_TOKEN_HOURS } from '@platform/shared';
import { verificationMail } from '../verification-mail';
import { publicUrl } from '../public-url';
import { service } from '../../../services';

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
    const users = () => strapi.db.connection('up_users');
    const user = await users()
      .select('id', 'email', 'first_name', 'email_verified', 'email_verification_token_hash', 'email_verification_expires_at', 'email_verification_sent_at')
      .where({ id: userId })
      .first();
    if (!user) return 'failed';
    if (user.email_verified) return 'alreadyVerified';

    const now = Date.now();
    const token = crypto.randomBytes(32).toString('hex');
    const claimed = await users()
      .where({ id: userId })
      .andWhere((q) => q.whereNull('email_verification_sent_at').orWhere('email_verification_sent_at', '<=', new Date(now - RESEND_INTERVAL_MS)))
      .update({
        email_verification_token_hash: hashToken(token),
        email_verification_expires_at: new Date(now + VERIFICATION_TOKEN_HOURS * 3_600_000),
        email_verification_sent_at: new Date(now),
      });
    if (claimed === 0) return 'tooSoon';

    const link = `${publicUrl(strapi)}/auth/verify-email?token=${token}`;
    try {
      await service(strapi, 'mail').send(verificationMail(user.email, user.first_name, link));
      return 'sent';
    } catch (error) {
      strapi.log.warn(`Verification mail to user ${userId} could not be sent: ${(error as Error).message}`);
      await users()
        .where({ id: userId, email_verification_token_hash: hashToken(token) })
        .update({
          email_verification_token_hash: user.email_verification_token_hash,
          email_verification_expires_at: user.email_verification_expires_at,
          email_verification_sent_at: user.email_verification_sent_at,
        });
      return 'failed';
    }
  },

  /** Confirms the address of the token's user; false for a malformed, unknown, used or expired token. */
  async confirm(token: unknown): Promise<boolean> {
    if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return false;
    const changed = await strapi.db
      .connection('up_users')
      .where({ email_verification_token_hash: hashToken(token) })
      .andWhere('email_verification_expires_at', '>', new Date())
      .update({ email_verified: true, email_verification_token_hash: null, email_verification_expires_at: null });
    return changed > 0;
  },
});
