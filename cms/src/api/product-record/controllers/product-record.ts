import { errors } from '@strapi/utils';
import { AUTH_MESSAGES, PRODUCT_RECORD_MESSAGES, validateProductRecord } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { unauthorized } from '../../../auth/bearer-user';
import { service } from '../../../services';
import { validationError } from '../../../validation-error';
import type { RecordOwner } from '../services/product-record';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const positiveInteger = (value: unknown): number | null => {
  const text = String(value ?? '');
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const records = () => service(strapi, 'productRecords');

  /**
   * The caller's records in the route's product. A product open to anyone still keeps records per user, so a call
   * without a valid sign-in is refused here (the area guard lets it through for such a product).
   */
  async function ownerOf(ctx: Ctx): Promise<RecordOwner> {
    const userId = (ctx.state.user as { id?: number } | undefined)?.id;
    if (!userId) unauthorized(ctx.request.header.authorization ? AUTH_MESSAGES.invalidToken : AUTH_MESSAGES.missingToken);
    const productSlug = String(ctx.params.productId);
    if (!(await records().hasRecords(productSlug))) throw new errors.NotFoundError(PRODUCT_RECORD_MESSAGES.notCrud);
    return { productSlug, userId };
  }

  /** The route's :recordId; an id that is not a number is as unknown as another user's (404, never 403). */
  function recordId(ctx: Ctx): number {
    const id = positiveInteger(ctx.params.recordId);
    if (id === null) throw new errors.NotFoundError(PRODUCT_RECORD_MESSAGES.notFound);
    return id;
  }

  function checkedInput(ctx: Ctx) {
    const checked = validateProductRecord(ctx.request.body);
    if (!checked.ok) throw validationError(checked.errors);
    return checked.value;
  }

  return {
    /** GET /api/product-areas/:productId/records?page=n → { records, total, page, pageSize } */
    async list(ctx: Ctx) {
      const owner = await ownerOf(ctx);
      ctx.body = await records().list(owner, positiveInteger(ctx.query.page) ?? 1);
    },

    /** POST /api/product-areas/:productId/records { title, description } → 201 ProductRecord */
    async create(ctx: Ctx) {
      const owner = await ownerOf(ctx);
      const input = checkedInput(ctx);
      ctx.status = 201;
      ctx.body = await records().create(owner, input);
    },

    async findOne(ctx: Ctx) {
      const owner = await ownerOf(ctx);
      const record = await records().find(owner, recordId(ctx));
      if (!record) throw new errors.NotFoundError(PRODUCT_RECORD_MESSAGES.notFound);
      ctx.body = record;
    },

    async update(ctx: Ctx) {
      const owner = await ownerOf(ctx);
      const id = recordId(ctx);
      const record = await records().update(owner, id, checkedInput(ctx));
      if (!record) throw new errors.NotFoundError(PRODUCT_RECORD_MESSAGES.notFound);
      ctx.body = record;
    },

    async delete(ctx: Ctx) {
      const owner = await ownerOf(ctx);
      if (!(await records().remove(owner, recordId(ctx)))) throw new errors.NotFoundError(PRODUCT_RECORD_MESSAGES.notFound);
      ctx.status = 204;
    },
  };
};
