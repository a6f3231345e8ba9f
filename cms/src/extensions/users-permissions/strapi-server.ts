import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import { errors } from '@strapi/utils';
import {
  AUTH_MESSAGES,
  RECORD_MESSAGES,
  SIGN_UP_MESSAGES,
  STRAPI_AUTH_ERRORS,
  accountStatusRefusal,
  sitePathOf,
  type SignUpAnswer,
} from '@platform/shared';
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
import { passwordRounds } from '../../password-hash-rounds';
import { httpError } from '../../http-error';
import { isJsonObject } from '../../middlewares/request-bodies';

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

const STRAPI_CONFIRMATION_PATHS = ['/auth/email-confirmation', '/auth/send-email-confirmation'];

/** The sign-up fields the platform takes (Strapi's own and register.allowedFields), all text. */
const SIGN_UP_TEXT_FIELDS = ['email', 'username', 'password', 'firstName', 'lastName', 'phone', 'preferredLanguage', 'visitorId'];

const EMAIL_VERIFICATION_UID = 'api::account.email-verification';
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Controller = Record<string, (ctx: any) => Promise<unknown>>;

let dummyHash: Promise<string> | null = null;

/**
 * The password step before Strapi's own: an address without an account (or an account without a password) has the
 * password compared against a hash of nothing, at the accounts' own cost, before Strapi refuses it, so a wrong
 * password takes as long for an unknown address as for a known one; an account made by sign-up and not yet
 * activated by its link is refused as a wrong password would be (its right password tells nobody it exists).
 */
async function passwordStep(strapi: any, ctx: any): Promise<void> {
  const { identifier, password } = ctx.request.body ?? {};
  if ((ctx.params?.provider ?? 'local') !== 'local' || typeof identifier !== 'string' || typeof password !== 'string') return;
  const user = await strapi.db.query(USER_UID).findOne({
    select: ['id', 'password', 'confirmed'],
    where: { provider: 'local', $or: [{ email: identifier.toLowerCase() }, { username: identifier }] },
  });
  if (user?.password && user.confirmed !== false) return;
  dummyHash ??= bcrypt.hash(crypto.randomUUID(), passwordRounds(strapi));
  await strapi
    .plugin('users-permissions')
    .service('user')
    .validatePassword(password, await dummyHash);
  if (user?.confirmed === false) throw new errors.ValidationError(STRAPI_AUTH_ERRORS.invalidCredentials[0]);
}

/**
 * Sign-up ignores privilege fields instead of trusting them, so `accessLevel: 5` in the body still gives level 1,
 * and refuses a password made of the account's own e-mail address or names.
 */
export default (plugin: any) => {
  // Sign-in counts failures per account and address (global::sign-in-limit) instead of every attempt per address.
  const signIn = plugin.routes['content-api'].routes.find((route: any) => route.method === 'POST' && route.path === '/auth/local');
  signIn.config.middlewares = ['global::sign-in-limit'];
  // Sign-ups per client address and per e-mail address (global::sign-up-limit), instead of Strapi's per-process count.
  const signUp = plugin.routes['content-api'].routes.find((route: any) => route.method === 'POST' && route.path === '/auth/local/register');
  signUp.config.middlewares = ['global::sign-up-limit'];
  // Strapi's own address confirmation is not the platform's (POST /api/auth/verify-email), and its answers told who
  // has an account ("Already confirmed" for one, "sent" for an unknown address): its routes are not served.
  plugin.routes['content-api'].routes = plugin.routes['content-api'].routes.filter(
    (route: any) => !STRAPI_CONFIRMATION_PATHS.includes(route.path),
  );
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
        const body = ctx.request.body;
        if (!isJsonObject(body)) throw new errors.ValidationError(RECORD_MESSAGES.notAnObject);
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
        await passwordStep(deps.strapi, ctx);
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

      /**
       * Sign-up answers the same for a new address and for one that has an account, in status, body and time (see
       * SignUpAnswer): a new account waits for its activation link (it cannot sign in before), the owner of an
       * existing one is mailed that someone tried. Either mail is sent before the answer, which says it was; a mail
       * that cannot be sent answers 502 either way (a new account stays, and signing up again sends a new link).
       */
      async register(ctx: any) {
        const body = ctx.request.body;
        // Strapi's own checks read these as text (an object for a name was a 500): each must be text when sent.
        const notText = SIGN_UP_TEXT_FIELDS.find(
          (field) => body[field] !== undefined && body[field] !== null && typeof body[field] !== 'string',
        );
        if (notText) throw new errors.ValidationError(RECORD_MESSAGES.badText(notText));
        // One name per account: another account's username could otherwise tell that it exists.
        if (
          typeof body.email === 'string' &&
          typeof body.username === 'string' &&
          body.username.trim().toLowerCase() !== body.email.trim().toLowerCase()
        )
          throw new errors.ValidationError(SIGN_UP_MESSAGES.usernameIsEmail);
        const from = body.from === undefined ? null : sitePathOf(body.from);
        if (body.from !== undefined && from === null) throw new errors.ValidationError(SIGN_UP_MESSAGES.badFrom);
        for (const field of [...PRIVILEGED_FIELDS, 'from']) delete body[field];
        // The site's visitor id: the account's referral source is its first visit's referrer.
        const visitorId = body.visitorId;
        delete body.visitorId;
        // The password rules Strapi runs see the password alone; the account's own words are checked here.
        if (typeof body.password === 'string') {
          const problem = passwordProblem(body.password, [body.email, body.username, body.firstName, body.lastName]);
          if (problem) throw new errors.ValidationError(problem);
        }
        const verifications = service(deps.strapi, 'emailVerification');
        try {
          await register(ctx);
        } catch (error) {
          if (!(STRAPI_AUTH_ERRORS.emailTaken as readonly string[]).includes((error as Error).message)) throw error;
          const email = String(body.email).trim().toLowerCase();
          // As long as a new account's password hash takes.
          await bcrypt.hash(String(body.password), passwordRounds(deps.strapi));
          if (!(await verifications.signUpAttempted(email, from))) throw httpError(502, SIGN_UP_MESSAGES.mailFailed);
          // The log, which only staff read, says what happened.
          ctx.state.authAction = 'auth.sign_up_address_taken';
          ctx.body = { ok: true, email } satisfies SignUpAnswer;
          return;
        }
        const user = ctx.body?.user as { id: number; email: string };
        const referralSource = visitorId
          ? await service(deps.strapi, 'pageVisits').referralSourceFor(visitorId, ctx.request.host ?? null)
          : null;
        // Not active until its link is opened (Strapi marks it confirmed, with its own confirmation off).
        await deps.strapi.db
          .query(USER_UID)
          .update({ where: { id: user.id }, data: { confirmed: false, ...(referralSource ? { referralSource } : {}) } });
        // The account stays when its mail fails: signing up again sends a new one.
        if ((await verifications.send(user.id, from)) === 'failed') throw httpError(502, SIGN_UP_MESSAGES.mailFailed);
        ctx.state.subject = { id: user.id, email: user.email };
        // Strapi's answer had a session: the link gives it.
        ctx.body = { ok: true, email: user.email } satisfies SignUpAnswer;
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
        if (typeof password !== 'string' || password !== passwordConfirmation)
          throw new errors.ValidationError(AUTH_MESSAGES.passwordsDiffer);
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
