import { errors } from '@strapi/utils';
import { PRODUCT_AREA_MESSAGES, TRIAL_MESSAGES, areaRefusal } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { bearerUserId } from '../auth/bearer-user';
import { loadSignedInUser } from '../auth/signed-in-user';
import { service } from '../services';

type PolicyContext = Core.PolicyContext & { state: Record<string, unknown>; params?: Record<string, string> };

/**
 * The guard of every product area's data call: 401 without a valid bearer token; 404 for a product visitors cannot
 * see; 403 with the reason (and whether a trial can be started) unless the user is an administrator or has an
 * active subscription or trial. The product is the route's `productId` config, else its :productId.
 */
export default async (policyContext: PolicyContext, config: { productId?: string } | undefined, { strapi }: { strapi: Core.Strapi }) => {
  const user = await loadSignedInUser(strapi, await bearerUserId(policyContext, strapi));
  policyContext.state.user = user;
  const productId = config?.productId ?? String(policyContext.params?.productId ?? '');
  const access = await service(strapi, 'productSubscriptions').accessTo(user, productId);
  if (!access) throw new errors.NotFoundError(TRIAL_MESSAGES.unknownProduct);
  const refusal = areaRefusal(access);
  if (refusal) throw new errors.PolicyError(PRODUCT_AREA_MESSAGES[refusal](access.name), { reason: refusal, trialAvailable: access.trialAvailable });
  policyContext.state.productAccess = access;
  return true;
};
