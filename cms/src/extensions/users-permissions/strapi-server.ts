import { errors } from '@strapi/utils';
import { AUTH_MESSAGES, accountStatusRefusal } from '@platform/shared';
import { passwordProblem } from '@platform/shared/dist/password-strength';
import { type ResetUser } from '../../api/account/services/password-reset';
import { service } from '../../services';
import { unauthorized } from '../../auth/bearer-user';
import {
  ISSUED_AT_MS_CLAIM,
  SESSION_ENDED,
  endSessions,
  issueSession,
  issuedAtMsOf,
  issuedAtOf,
  sessionCutOff,
  sessionStillValid,
} from '../../auth/sessions';
import { USER_UID } from '../../user-name';
import { challengeAnswer } from '../../auth/two-factor';

/** Privileges a sign-up may carry in its body but never sets: an admin grants them. */
const PRIVILEGED_FIELDS = [
  'accessLevel',
  'accountType',
  'accountStatus',
  'emailVerified',
  'emailConnected',
  'role',
  'confirmed',
  'blocked',
  'provider',
  'referralSource',
  'lastLoginAt',
  'tokensValidFrom',
  'linkedVipps',
  'twoFactorEnabled',
  'twoFactorSecret',
  'twoFactorPendingSecret',
  'twoFactorRecoveryCodes',
  'twoFactorLastStep',
];

const EMAIL_VERIFICATION_UID = 'api::account.email-verification';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Controller = Record<string, (ctx: any) => Promise<unknown>>;

/**
 * Sign-up ignores privilege fields instead of trusting them, so `accessLevel: 5` in the body still gives level 1,
 * and refuses a password made of the account's own e-mail address or names.
 * A new account gets its verification mail at once; a mail that cannot be sent never fails the sign-up (the
 * account page offers to send it again).
 */
export default (plugin: any) => {
  // Sign-in counts failures per account and address (global::sign-in-limit) instead of every attempt per address.
  const signIn = plugin.routes['content-api'].routes.find((route: any) => route.method === 'POST' && route.path === '/auth/local');
  signIn.config.middlewares = ['global::sign-in-limit'];
  // Its own token check (/api/users/me and its other routes) refuses a suspended or inactive account too, as the
  // platform's policies do: the user it looks up for a token is not found.
  const userServiceFactory = plugin.services.user;
  plugin.services.user = (deps: { strapi: any }) => {
    const users = userServiceFactory(deps);
    return {
      ...users,
      async fetchAuthenticatedUser(id: unknown) {
        const user = await users.fetchAuthenticatedUser(id);
        return user && accountStatusRefusal(user.accountStatus) ? null : user;
      },
    };
  };
  // Strapi's own routes (/api/users/me, change-password...) check a token through its jwt service: a token from before
  // the account's sessions ended is no token there either (401).
  const jwtFactory = plugin.services.jwt;
  plugin.services.jwt = (deps: { strapi: any }) => {
    const jwt = jwtFactory(deps);
    return {
      ...jwt,
      // Every token the platform signs says when, to the millisecond.
      issue(payload: Record<string, unknown>, options?: unknown) {
        return jwt.issue.call(jwt, { ...payload, [ISSUED_AT_MS_CLAIM]: Date.now() }, options);
      },
      async getToken(ctx: any) {
        const payload = await jwt.getToken.call(jwt, ctx);
        if (!payload?.id) return payload;
        // No id: Strapi's check refuses it (401); the platform's own says why.
        return sessionStillValid(issuedAtMsOf(payload), await sessionCutOff(deps.strapi, payload.id)) ? payload : { [SESSION_ENDED]: true };
      },
    };
  };
  const authFactory = plugin.controllers.auth;
  plugin.controllers.auth = (deps: { strapi: any }) => {
    const auth: Controller = authFactory(deps);
    const register = auth.register;
    const callback = auth.callback;
    const changePassword = auth.changePassword;
    return {
      ...auth,

      /** A new password ends every other session of the account; the token it answers with is the one that stays. */
      async changePassword(ctx: any) {
        const result = await changePassword(ctx);
        const userId = ctx.state.user?.id;
        if (userId && typeof ctx.body?.jwt === 'string') await endSessions(deps.strapi, userId, issuedAtOf(ctx.body.jwt));
        return result;
      },

      /**
       * Sign-in: the right password of a suspended or inactive account still signs nobody in (401 saying why); for
       * an account with two-factor sign-in it gives a challenge instead of a session (the session's token is dropped).
       */
      async callback(ctx: any) {
        const result = await callback(ctx);
        const user = ctx.body?.user;
        const refusal = accountStatusRefusal(user?.accountStatus);
        if (refusal) unauthorized(refusal);
        if (user?.id && user.twoFactorEnabled) {
          ctx.body = challengeAnswer(user.id);
          return result;
        }
        if (user?.id) await deps.strapi.db.query(USER_UID).update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
        return result;
      },

      async register(ctx: any) {
        const body = ctx.request.body;
        if (body && typeof body === 'object') for (const field of PRIVILEGED_FIELDS) delete body[field];
        // The site's visitor id: the account's referral source is its first visit's referrer.
        const visitorId = body?.visitorId;
        if (body && typeof body === 'object') delete body.visitorId;
        // The password rules Strapi runs see the password alone; the account's own words are checked here.
        if (typeof body?.password === 'string') {
          const problem = passwordProblem(body.password, [body.email, body.username, body.firstName, body.lastName]);
          if (problem) throw new errors.ValidationError(problem);
        }
        const result = await register(ctx);
        const userId = ctx.body?.user?.id;
        if (userId && visitorId) {
          const referralSource = await service(deps.strapi, 'pageVisits').referralSourceFor(visitorId, ctx.request.host ?? null);
          if (referralSource) await deps.strapi.db.query(USER_UID).update({ where: { id: userId }, data: { referralSource } });
        }
        if (userId) {
          try {
            await service(deps.strapi, 'emailVerification').send(userId);
          } catch (error) {
            deps.strapi.log.warn(`Verification mail after sign-up failed: ${(error as Error).message}`);
          }
        }
        return result;
      },

      /**
       * The same answer whether or not the address has an account, and at once: the link is mailed after the
       * answer, so neither the status, the body nor the time tells who has an account.
       */
      async forgotPassword(ctx: any) {
        const email = ctx.request.body?.email;
        if (typeof email !== 'string' || !EMAIL_PATTERN.test(email.trim())) throw new errors.ValidationError(AUTH_MESSAGES.emailInvalid);
        const resets = service(deps.strapi, 'passwordReset');
        resets.request(email).catch((error: Error) => deps.strapi.log.warn(`Password reset mail failed: ${error.message}`));
        ctx.body = { ok: true };
      },

      /** A new password from a valid link, under the same rules as sign-up; signs the user in and ends other sessions. */
      async resetPassword(ctx: any) {
        const { code, password, passwordConfirmation } = ctx.request.body ?? {};
        const resets = service(deps.strapi, 'passwordReset');
        const user: ResetUser | null = await resets.userForCode(code);
        if (!user) throw new errors.ValidationError(AUTH_MESSAGES.resetLinkInvalid);
        // A suspended or inactive account is told why, as at sign-in, and its password and link stay as they were.
        const refusal = accountStatusRefusal(user.accountStatus);
        if (refusal) unauthorized(refusal);
        if (typeof password !== 'string' || password !== passwordConfirmation) throw new errors.ValidationError(AUTH_MESSAGES.passwordsDiffer);
        const problem = passwordProblem(password, [user.email, user.username, user.firstName, user.lastName]);
        if (problem) throw new errors.ValidationError(problem);
        await resets.setPassword(user.id, password);
        const jwt = issueSession(deps.strapi, user.id);
        // Whoever knew the old password is signed out everywhere; this sign-in stays.
        await endSessions(deps.strapi, user.id, issuedAtOf(jwt));
        // A mailed link proves the mailbox, not the second factor: the code is still asked for.
        if (user.twoFactorEnabled) {
          ctx.body = challengeAnswer(user.id);
          return;
        }
        ctx.body = { jwt, user: { id: user.id, email: user.email, username: user.username } };
      },
    };
  };
  return plugin;
};
