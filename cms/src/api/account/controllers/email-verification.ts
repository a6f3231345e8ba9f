import { errors } from '@strapi/utils';
import { VERIFY_EMAIL_MESSAGES, type ConfirmEmailAnswer } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { bearerToken } from '../../../auth/bearer-user';
import { loadSignedInUser } from '../../../auth/signed-in-user';
import { issueSession } from '../../../auth/sessions';
import { httpError } from '../../../http-error';
import { type SendOutcome } from '../services/email-verification';
import { service } from '../../../services';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const SEND_REFUSALS: Record<Exclude<SendOutcome, 'sent'>, () => Error> = {
  alreadyVerified: () => httpError(409, VERIFY_EMAIL_MESSAGES.alreadyVerified),
  tooSoon: () => httpError(429, VERIFY_EMAIL_MESSAGES.tooSoon),
  failed: () => httpError(502, VERIFY_EMAIL_MESSAGES.failed),
};

/**
 * One route, two steps: 'send' mails a new link to the signed-in user's own address (the address in the body is
 * not trusted), 'confirm' takes the link's token and needs no sign-in (the link may be opened on another device).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const verification = () => service(strapi, 'emailVerification');

  return {
    async verify(ctx: Ctx) {
      const body = (ctx.request.body ?? {}) as { step?: unknown; token?: unknown };
      if (body.step === 'confirm') {
        const confirmed = await verification().confirm(body.token);
        if (!confirmed) throw new errors.ValidationError(VERIFY_EMAIL_MESSAGES.invalidToken);
        // Nobody is signed in on this route: the log names the account by its link.
        ctx.state.subject = { id: confirmed.id, email: confirmed.email };
        // The link that activates an account made by sign-up signs its owner in: it proves the mailbox, as a reset link does.
        const answer: ConfirmEmailAnswer = confirmed.activated
          ? { verified: true, message: VERIFY_EMAIL_MESSAGES.activated, jwt: issueSession(strapi, confirmed.id) }
          : { verified: true, message: VERIFY_EMAIL_MESSAGES.verified };
        if (confirmed.activated) ctx.state.authAction = 'auth.account_activated';
        ctx.body = answer;
        return;
      }
      if (body.step !== 'send') throw new errors.ValidationError(VERIFY_EMAIL_MESSAGES.unknownStep);
      const user = await loadSignedInUser(strapi, await bearerToken(ctx, strapi));
      const outcome: SendOutcome = await verification().send(user.id);
      if (outcome !== 'sent') throw SEND_REFUSALS[outcome]();
      ctx.body = { sent: true, message: VERIFY_EMAIL_MESSAGES.sent };
    },
  };
};
