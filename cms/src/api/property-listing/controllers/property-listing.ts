import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { validatePropertyListingEdit, validatePropertyListingQuery, validateSellerContact } from '@platform/shared';
import { optionalBearerUserId } from '../../../auth/bearer-user';
import { service } from '../../../services';
import { validationError } from '../../../validation-error';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const signedInId = (ctx: Ctx): number => (ctx.state.user as { id: number }).id;
const listings = (strapi: Core.Strapi) => service(strapi, 'propertyListings');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/property-listings?search&propertyType&listingType&city&minPrice&maxPrice&minBedrooms&features&sort&page&pageSize → PropertyListingPage */
  async search(ctx: Ctx) {
    const checked = validatePropertyListingQuery(ctx.query);
    if (!checked.ok) throw new errors.ValidationError(checked.message);
    ctx.body = await listings(strapi).search(checked.value, await optionalBearerUserId(ctx, strapi));
  },

  /** GET /api/property-listings/{finnCode} → PropertyListingDetail */
  async detail(ctx: Ctx) {
    ctx.body = await listings(strapi).detail(ctx.params.finnCode, await optionalBearerUserId(ctx, strapi));
  },

  /** GET /api/property-listings/insights → PropertyInsights */
  async insights(ctx: Ctx) {
    ctx.body = await listings(strapi).insights();
  },

  /** GET /api/property-listings/saved → PropertyListingCard[], newest saved first */
  async saved(ctx: Ctx) {
    ctx.body = await listings(strapi).savedListings(signedInId(ctx));
  },

  /** PUT /api/property-listings/saved/{finnCode} → { finnCode, saved: true } */
  async save(ctx: Ctx) {
    await listings(strapi).save(signedInId(ctx), ctx.params.finnCode);
    ctx.body = { finnCode: ctx.params.finnCode, saved: true };
  },

  /** DELETE /api/property-listings/saved/{finnCode} → { finnCode, saved: false } */
  async unsave(ctx: Ctx) {
    await listings(strapi).unsave(signedInId(ctx), ctx.params.finnCode);
    ctx.body = { finnCode: ctx.params.finnCode, saved: false };
  },

  /** GET /api/property-listings/mine → MyPropertyListingCard[] */
  async mine(ctx: Ctx) {
    ctx.body = await listings(strapi).myListings(signedInId(ctx));
  },

  /** PUT /api/property-listings/{finnCode} PropertyListingEdit (?locale=en for English texts) → PropertyListingDetail (the owner only) */
  async edit(ctx: Ctx) {
    const checked = validatePropertyListingEdit(ctx.request.body, ctx.query.locale === 'en' ? 'en' : 'no');
    if (!checked.ok)
      throw checked.field ? validationError([{ field: checked.field, message: checked.message }]) : new errors.ValidationError(checked.message);
    ctx.body = await listings(strapi).edit(signedInId(ctx), ctx.params.finnCode, checked.value);
  },

  /** POST /api/property-listings/{finnCode}/publish → MyPropertyListingCard */
  async publish(ctx: Ctx) {
    ctx.body = await listings(strapi).setStatus(signedInId(ctx), ctx.params.finnCode, 'published');
  },

  /** POST /api/property-listings/{finnCode}/unpublish → MyPropertyListingCard */
  async unpublish(ctx: Ctx) {
    ctx.body = await listings(strapi).setStatus(signedInId(ctx), ctx.params.finnCode, 'unpublished');
  },

  /** DELETE /api/property-listings/{finnCode} → { ok: true } */
  async remove(ctx: Ctx) {
    await listings(strapi).remove(signedInId(ctx), ctx.params.finnCode);
    ctx.body = { ok: true };
  },

  /** POST /api/property-listings/{finnCode}/contact SellerContact → 201 { ok: true } */
  async contact(ctx: Ctx) {
    const checked = validateSellerContact(ctx.request.body);
    if (!checked.ok) throw new errors.ValidationError(checked.message);
    await listings(strapi).contact(ctx.params.finnCode, checked.value);
    ctx.status = 201;
    ctx.body = { ok: true };
  },
});
