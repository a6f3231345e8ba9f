import type { Core } from '@strapi/strapi';
import { TWO_FACTOR_MESSAGES, twoFactorRequired } from '@platform/shared';
import { unauthorized } from '../../../auth/bearer-user';
import { endSessions, issueSession, issuedAtOf, sessionStillValid } from '../../../auth/sessions';
import { refuseUnusableAccount } from '../../../auth/signed-in-user';
import { readChallenge, twoFactorService } from '../../../auth/two-factor';
import { httpError } from '../../../http-error';
import { platformMode } from '../../../platform-mode';
import { USER_UID } from '../../../user-name';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const codeOf = (ctx: Ctx) => (ctx.request.body as { code?: unknown } | undefined)?.code;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const twoFactor = twoFactorService(strapi);
  const signedInUser = (ctx: Ctx) => ctx.state.user as { id: number; accessLevel: number };

  return {
    /** GET: whether it is on, how many recovery codes are left, and whether this account must have it. */
    async status(ctx: Ctx) {
      const user = signedInUser(ctx);
      const row = await strapi.db.query(USER_UID).findOne({ where: { id: user.id }, select: ['twoFactorEnabled'] });
      ctx.body = {
        enabled: Boolean(row?.twoFactorEnabled),
        recoveryCodesLeft: row?.twoFactorEnabled ? await twoFactor.recoveryCodesLeft(user.id) : 0,
        required: twoFactorRequired(user, platformMode()),
      };
    },

    async setup(ctx: Ctx) {
      ctx.body = await twoFactor.startSetup(signedInUser(ctx).id);
    },

    /**
     * Turns it on with a code from the new secret. Every other session of the account ends (they were signed in
     * with the password alone); this one goes on with the new token in the answer.
     */
    async enable(ctx: Ctx) {
      const userId = signedInUser(ctx).id;
      const recoveryCodes = await twoFactor.finishSetup(userId, codeOf(ctx));
      const jwt = issueSession(strapi, userId);
      await endSessions(strapi, userId, issuedAtOf(jwt));
      ctx.body = { recoveryCodes, jwt };
    },

    async disable(ctx: Ctx) {
      const user = signedInUser(ctx);
      if (twoFactorRequired(user, platformMode())) throw httpError(403, TWO_FACTOR_MESSAGES.requiredCannotTurnOff);
      await twoFactor.turnOff(user.id, codeOf(ctx));
      ctx.body = { ok: true };
    },

    async renewRecoveryCodes(ctx: Ctx) {
      ctx.body = { recoveryCodes: await twoFactor.renewRecoveryCodes(signedInUser(ctx).id, codeOf(ctx)) };
    },

    /**
     * The sign-in's second step: the challenge (the password was right, minutes ago) and a code give the session,
     * answered as Strapi's sign-in answers. A challenge from before the account's sessions ended (a new password)
     * is spent.
     */
    async verify(ctx: Ctx) {
      const challenge = readChallenge((ctx.request.body as { challenge?: unknown } | undefined)?.challenge);
      if (!challenge) unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
      const user = await strapi.db.query(USER_UID).findOne({ where: { id: challenge.userId } });
      if (!user || !sessionStillValid(challenge.issuedAt, user.tokensValidFrom)) unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
      refuseUnusableAccount(user);
      await twoFactor.checkCode(user.id, codeOf(ctx));
      await strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
      const sanitized = await strapi.contentAPI.sanitize.output(user, strapi.getModel(USER_UID), { auth: ctx.state.auth });
      ctx.body = { jwt: issueSession(strapi, user.id), user: sanitized };
    },
  };
};
