/** Privileges a sign-up may carry in its body but never sets: an admin grants them. */
const PRIVILEGED_FIELDS = ['accessLevel', 'accountType', 'accountStatus', 'emailVerified', 'emailConnected', 'role', 'confirmed', 'blocked', 'provider'];

type Controller = Record<string, (ctx: any) => Promise<unknown>>;

// Sign-up ignores privilege fields instead of trusting them, so `accessLevel: 5` in the body still gives level 1.
export default (plugin: any) => {
  const authFactory = plugin.controllers.auth;
  plugin.controllers.auth = (deps: unknown) => {
    const auth: Controller = authFactory(deps);
    const register = auth.register;
    return {
      ...auth,
      async register(ctx: any) {
        const body = ctx.request.body;
        if (body && typeof body === 'object') for (const field of PRIVILEGED_FIELDS) delete body[field];
        return register(ctx);
      },
    };
  };
  return plugin;
};
