import { errors } from '@strapi/utils';
import { PRODUCT_AREA_MESSAGES, TRIAL_MESSAGES, areaRefusal } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { bearerUserId } from '../auth/bearer-user';
import { loadSignedInUser, type SignedInUser } from '../auth/signed-in-user';
import { service } from '../services';

type PolicyContext = Core.PolicyContext & { state: Record<string, unknown>; params?: Record<string, string> };

/**
 * The guard of every product area's data call: 401 without a valid bearer token; 404 for a product visitors cannot
 * see; 403 with the reason (and whether a trial can be started) unless the user is an administrator or has an
 * active subscription or trial. A product without sign-in (has_auth off) lets anyone in: a caller without a valid
 * token gets no user and counts no usage. The product is the route's `productId` config, else its :productId.
 */
export default async (policyContext: PolicyContext, config: { productId?: string } | undefined, { strapi }: { strapi: Core.Strapi }) => {
  const productId = config?.productId ?? String(policyContext.params?.productId ?? '');
  const subscriptions = service(strapi, 'productSubscriptions');
  let user: SignedInUser;
  try {
    user = await loadSignedInUser(strapi, await bearerUserId(policyContext, strapi));
  } catch (error) {
    // Read only when the token fails, so signed-in calls cost no extra query.
    const open = await subscriptions.openAccessTo(productId);
    if (!open) throw error;
    policyContext.state.productAccess = open;
    return true;
  }
  policyContext.state.user = user;
  const access = await subscriptions.accessTo(user, productId);
  if (!access) throw new errors.NotFoundError(TRIAL_MESSAGES.unknownProduct);
  const refusal = areaRefusal(access);
  if (refusal) throw new errors.PolicyError(PRODUCT_AREA_MESSAGES[refusal](access.name), { reason: refusal, trialAvailable: access.trialAvailable });
  policyContext.state.productAccess = access;
  return true;
};
