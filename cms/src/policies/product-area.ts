import { errors } from '@strapi/utils';
import { PRODUCT_API_KEY_MESSAGES, PRODUCT_AREA_MESSAGES, PUBLIC_API_MESSAGES, TRIAL_MESSAGES, areaRefusal } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { apiKeyHolder, apiKeyOf, apiKeyUsed } from '../auth/api-key-user';
import { bearerToken, unauthorized } from '../auth/bearer-user';
import { loadSignedInUser, type SignedInUser } from '../auth/signed-in-user';
import { service } from '../services';

type PolicyContext = Core.PolicyContext & { state: Record<string, unknown>; params?: Record<string, string> };

interface AreaPolicyConfig {
  /** The product, when the route has no :productId. */
  productId?: string;
  /** Refuses an API key (the key management routes: a key must not make or revoke keys). */
  bearerOnly?: boolean;
  /** Accepts only an API key (the public data API: its limits count per key holder). */
  keyOnly?: boolean;
}

/**
 * The guard of every product area's data call: 401 without a valid bearer token or API key; 404 for a product
 * visitors cannot see; 403 with the reason (and whether a trial can be started) unless the user is an administrator
 * or has an active subscription or trial. An API key (X-Api-Key, no bearer token) of the route's product stands for
 * its user, with the same checks. A product without sign-in (has_auth off) lets anyone in: a caller without a valid
 * token gets no user and counts no usage. The product is the route's `productId` config, else its :productId.
 */
export default async (policyContext: PolicyContext, config: AreaPolicyConfig | undefined, { strapi }: { strapi: Core.Strapi }) => {
  const productId = config?.productId ?? String(policyContext.params?.productId ?? '');
  const subscriptions = service(strapi, 'productSubscriptions');
  const apiKey = apiKeyOf(policyContext);
  let user: SignedInUser;
  let keyId: number | null = null;
  if (config?.keyOnly && apiKey === null) unauthorized(PUBLIC_API_MESSAGES.keyRequired);
  if (apiKey !== null) {
    if (config?.bearerOnly) unauthorized(PRODUCT_API_KEY_MESSAGES.bearerOnly);
    const holder = await apiKeyHolder(strapi, apiKey, productId);
    user = await loadSignedInUser(strapi, { userId: holder.userId });
    keyId = holder.keyId;
  } else {
    try {
      user = await loadSignedInUser(strapi, await bearerToken(policyContext, strapi));
    } catch (error) {
      // Read only when the token fails, so signed-in calls cost no extra query.
      const open = await subscriptions.openAccessTo(productId);
      if (!open) throw error;
      policyContext.state.productAccess = open;
      return true;
    }
  }
  policyContext.state.user = user;
  const access = await subscriptions.accessTo(user, productId);
  if (!access) throw new errors.NotFoundError(TRIAL_MESSAGES.unknownProduct);
  const refusal = areaRefusal(access);
  if (refusal) throw new errors.PolicyError(PRODUCT_AREA_MESSAGES[refusal](access.name), { reason: refusal, trialAvailable: access.trialAvailable });
  policyContext.state.productAccess = access;
  if (keyId !== null) {
    // The key's calls are counted and limited on every route it opens (global::public-api-rate-limit).
    policyContext.state.apiKeyId = keyId;
    await apiKeyUsed(strapi, keyId);
  }
  return true;
};
