import { errors } from '@strapi/utils';
import { GMAIL_CONNECTION, GMAIL_MESSAGES } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { httpError } from '../../../http-error';
import { service } from '../../../services';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

// A Google ID token is a JWT of about a kilobyte; anything far larger is not one.
const MAX_TOKEN_LENGTH = 8_192;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const gmail = () => service(strapi, 'gmailLink');
  const profile = () => service(strapi, 'profile');

  return {
    async config(ctx: Ctx) {
      ctx.body = { clientId: gmail().clientId() };
    },

    async link(ctx: Ctx) {
      const clientId: string | null = gmail().clientId();
      if (!clientId) throw httpError(503, GMAIL_MESSAGES.notConfigured);
      const token = (ctx.request.body as { googleToken?: unknown } | undefined)?.googleToken;
      const wellFormed = typeof token === 'string' && token.length > 0 && token.length <= MAX_TOKEN_LENGTH;
      if (!wellFormed || !(await gmail().isGoogleIdToken(token, clientId))) throw new errors.ValidationError(GMAIL_MESSAGES.invalidToken);
      ctx.body = { user: await profile().setEmailConnected(ctx.state.user.id, GMAIL_CONNECTION) };
    },

    async disconnect(ctx: Ctx) {
      ctx.body = { user: await profile().setEmailConnected(ctx.state.user.id, null) };
    },
  };
};
