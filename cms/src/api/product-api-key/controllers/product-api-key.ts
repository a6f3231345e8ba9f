import { errors } from '@strapi/utils';
import { AUTH_MESSAGES, DATA_API_PRODUCT, PRODUCT_API_KEY_MESSAGES, validateProductApiKey } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { unauthorized } from '../../../auth/bearer-user';
import { httpError } from '../../../http-error';
import { hourlyLimitOf } from '../../../middlewares/public-api-rate-limit';
import { service } from '../../../services';
import { validationError } from '../../../validation-error';
import type { KeyOwner } from '../services/product-api-key';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const keys = () => service(strapi, 'productApiKeys');

  /**
   * The caller's keys in the route's product (/api/auth/api-keys, without :productId: the data API's). Keys belong to
   * a user, so an anonymous caller of a product open to anyone is refused here (the area guard lets it through for
   * such a product; it refuses an API key on these routes).
   */
  async function ownerOf(ctx: Ctx): Promise<KeyOwner> {
    const userId = (ctx.state.user as { id?: number } | undefined)?.id;
    if (!userId) unauthorized(ctx.request.header.authorization ? AUTH_MESSAGES.invalidToken : AUTH_MESSAGES.missingToken);
    const productSlug = String(ctx.params.productId ?? DATA_API_PRODUCT);
    if (!(await keys().hasKeys(productSlug))) throw new errors.NotFoundError(PRODUCT_API_KEY_MESSAGES.notApiProduct);
    return { productSlug, userId };
  }

  return {
    /**
     * GET /api/product-areas/:productId/api-keys → { keys, apiCalls } (never a full key); GET /api/auth/api-keys
     * (the data API's) adds the user's hourlyLimit (null: none).
     */
    async list(ctx: Ctx) {
      const owner = await ownerOf(ctx);
      const [list, usage] = await Promise.all([keys().list(owner), service(strapi, 'productUsage').ofUsers([owner.userId])]);
      const answer = { keys: list, apiCalls: usage.get(owner.userId)?.get(owner.productSlug)?.usage.apiCalls ?? 0 };
      ctx.body = ctx.params.productId ? answer : { ...answer, hourlyLimit: await hourlyLimitOf(strapi, owner.userId) };
    },

    /** POST /api/product-areas/:productId/api-keys { name } → 201 { key, apiKey }: the only answer with the full key */
    async create(ctx: Ctx) {
      const owner = await ownerOf(ctx);
      const checked = validateProductApiKey(ctx.request.body);
      if (!checked.ok) throw validationError(checked.errors);
      const created = await keys().create(owner, checked.value);
      if (!created) throw httpError(409, PRODUCT_API_KEY_MESSAGES.tooMany);
      ctx.status = 201;
      ctx.body = created;
    },

    /** DELETE /api/product-areas/:productId/api-keys/:keyId (or /api/auth/api-keys/:keyId): revokes the key; 404 for another user's or an unknown key */
    async delete(ctx: Ctx) {
      const owner = await ownerOf(ctx);
      const text = String(ctx.params.keyId ?? '');
      const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
      if (id === null || !(await keys().remove(owner, id))) throw new errors.NotFoundError(PRODUCT_API_KEY_MESSAGES.notFound);
      ctx.status = 204;
    },
  };
};
