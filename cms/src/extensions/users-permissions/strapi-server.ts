/** Privileges a sign-up may carry in its body but never sets: an admin grants them. */
const PRIVILEGED_FIELDS = ['accessLevel', 'accountType', 'accountStatus', 'emailVerified', 'emailConnected', 'role', 'confirmed', 'blocked', 'provider'];

const EMAIL_VERIFICATION_UID = 'api::account.email-verification';

type Controller = Record<string, (ctx: any) => Promise<unknown>>;

/**
 * Sign-up ignores privilege fields instead of trusting them, so `accessLevel: 5` in the body still gives level 1.
 * A new account gets its verification mail at once; a mail that cannot be sent never fails the sign-up (the
 * account page offers to send it again).
 */
export default (plugin: any) => {
  const authFactory = plugin.controllers.auth;
  plugin.controllers.auth = (deps: { strapi: any }) => {
    const auth: Controller = authFactory(deps);
    const register = auth.register;
    return {
      ...auth,
      async register(ctx: any) {
        const body = ctx.request.body;
        if (body && typeof body === 'object') for (const field of PRIVILEGED_FIELDS) delete body[field];
        const result = await register(ctx);
        const userId = ctx.body?.user?.id;
        if (userId) {
          try {
            await deps.strapi.service(EMAIL_VERIFICATION_UID).send(userId);
          } catch (error) {
            deps.strapi.log.warn(`Verification mail after sign-up failed: ${(error as Error).message}`);
          }
        }
        return result;
      },
    };
  };
  return plugin;
};
