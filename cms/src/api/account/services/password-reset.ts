import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { PASSWORD_INVITE_HOURS, PASSWORD_RESET_HOURS, type AccountStatus } from '@platform/shared';
import { passwordInviteMail, passwordResetMail } from '../password-reset-mail';
import { publicUrl } from '../public-url';
import { service } from '../../../services';
import { USER_UID } from '../../../user-name';
import { hourlyLimit, limitSetting, withinLimit } from '../../../database-limiters';

export const PASSWORD_RESET_UID = 'api::account.password-reset';

const TOKEN_PATTERN = /^[0-9a-f]{64}$/;
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export interface ResetUser {
  id: number;
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  accountStatus: AccountStatus | null;
  twoFactorEnabled: boolean | null;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** Stores a new link's hash (replacing an earlier link) and answers the link. */
  async function newLink(userId: number, hours: number): Promise<string> {
    const token = crypto.randomBytes(32).toString('hex');
    await strapi.db.query(USER_UID).update({
      where: { id: userId },
      data: { resetPasswordToken: hashToken(token), passwordResetExpiresAt: new Date(Date.now() + hours * 3_600_000) },
    });
    return `${publicUrl(strapi)}/auth/reset-password?code=${token}`;
  }

  return {
    /**
     * Mails a reset link to the account with that address, if there is one that is not blocked: a random token, kept
     * only as its hash in the field Strapi keeps for it, valid PASSWORD_RESET_HOURS and once. A later request replaces
     * the earlier link. Unknown addresses get nothing, and the caller answers the same either way.
     */
    async request(email: string): Promise<void> {
      const users = () => strapi.db.query(USER_UID);
      const user = await users().findOne({ select: ['id', 'email', 'firstName', 'blocked'], where: { email: { $eqi: email.trim() } } });
      if (!user || user.blocked) return;
      // At most RESET_MAIL_LIMIT reset mails an hour to one account (3 unless set), counted in the database; past it
      // nothing is sent, and the caller, answered already, learns nothing.
      const spec = hourlyLimit('reset-mail', limitSetting('RESET_MAIL_LIMIT', 3));
      if (!(await withinLimit(strapi, spec, String(user.id)))) {
        strapi.log.info(`No reset mail to user ${user.id}: ${spec.points} sent within the hour.`);
        return;
      }
      const link = await newLink(user.id, PASSWORD_RESET_HOURS);
      await service(strapi, 'mail').send(passwordResetMail(user.email, user.firstName, link));
    },

    /** The set-password mail of an account an admin made (the reset page sets it), valid PASSWORD_INVITE_HOURS. */
    async invite(user: { id: number; email: string; firstName: string | null }): Promise<void> {
      const link = await newLink(user.id, PASSWORD_INVITE_HOURS);
      await service(strapi, 'mail').send(passwordInviteMail(user.email, user.firstName, link));
    },

    /** The account a reset link belongs to, while it is valid; null for a malformed, unknown, used or expired one. */
    async userForCode(code: unknown): Promise<ResetUser | null> {
      if (typeof code !== 'string' || !TOKEN_PATTERN.test(code)) return null;
      return strapi.db.query(USER_UID).findOne({
        select: ['id', 'email', 'username', 'firstName', 'lastName', 'accountStatus', 'twoFactorEnabled'],
        where: {
          resetPasswordToken: hashToken(code),
          passwordResetExpiresAt: { $gt: new Date() },
          $or: [{ blocked: false }, { blocked: { $null: true } }],
        },
      });
    },

    /**
     * Sets the new password (hashed by users-permissions) and spends the link. The mailed link proves the address,
     * as a verification link does: it is confirmed, and an account made by sign-up and not yet activated is.
     */
    async setPassword(userId: number, password: string): Promise<void> {
      await strapi
        .plugin('users-permissions')
        .service('user')
        .edit(userId, { password, resetPasswordToken: null, passwordResetExpiresAt: null, confirmed: true, emailVerified: true });
    },
  };
};
