import type { Core } from '@strapi/strapi';
import { bearerToken } from '../auth/bearer-user';
import { loadSignedInUser } from '../auth/signed-in-user';

type PolicyContext = Core.PolicyContext & { state: Record<string, unknown> };

/** Any signed-in user: 401 without a valid bearer token or for a blocked account; the user goes on ctx.state.user. */
export default async (policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  policyContext.state.user = await loadSignedInUser(strapi, await bearerToken(policyContext, strapi));
  return true;
};
