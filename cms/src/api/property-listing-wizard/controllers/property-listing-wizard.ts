import fs from 'node:fs';
import { errors } from '@strapi/utils';
import {
  LISTING_DRAFT_TEXTS,
  LISTING_IMAGES_MAX,
  LISTING_IMAGE_BYTES_MAX,
  LISTING_WIZARD_MESSAGES,
  PRODUCT_IMAGE_TYPES,
  composeListingDescription,
  validateListingDraft,
  type AccessLocale,
  type ListingDraftError,
  type ListingDraftKey,
  type PropertyListingDraft,
  type PropertyListingImage,
} from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { imageTypeOf } from '../../../image-type';
import { service } from '../../../services';
import { validationError } from '../../../validation-error';
import type { UploadedFile } from '../../idea-attachment/services/idea-attachment';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** The draft fields the composed description reads, and those the price estimate reads. */
const DESCRIPTION_FIELDS: Array<keyof PropertyListingDraft> = [
  'propertyType',
  'listingType',
  'squareMeters',
  'bedrooms',
  'bathrooms',
  'parkingSpaces',
  'features',
  'city',
  'neighborhood',
  'yearBuilt',
];
const PRICING_FIELDS: Array<keyof PropertyListingDraft> = ['propertyType', 'listingType', 'squareMeters', 'city'];

/** The draft fields a call reads, checked (400 with their refusals); the other fields are not judged. */
function readFields(draft: unknown, locale: AccessLocale, fields: Array<keyof PropertyListingDraft>): PropertyListingDraft {
  const checked = validateListingDraft(draft, locale, { fields });
  if (!checked.ok) throw validationError(checked.errors);
  return checked.value;
}

/** One refusal per field and key (ten files of the wrong type are one refusal). */
const dedupe = (refusals: ListingDraftError[]) =>
  refusals.filter((error, index) => refusals.findIndex((other) => other.field === error.field && other.key === error.key) === index);

/** The caller's language for refusal texts: `locale` of the query or body, Norwegian unless 'en'. */
function localeOf(ctx: Ctx): AccessLocale {
  const body = ctx.request.body as Record<string, unknown> | undefined;
  return ctx.query.locale === 'en' || body?.locale === 'en' ? 'en' : 'no';
}

/** Every file the request sent, under any field name. */
function sentFiles(ctx: Ctx): { images: UploadedFile[]; all: UploadedFile[] } {
  const files = (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[]> }).files ?? {};
  const list = (value: UploadedFile | UploadedFile[] | undefined) => (Array.isArray(value) ? value : value ? [value] : []);
  return { images: list(files.images), all: Object.values(files).flatMap(list) };
}

/** The draft of a publish: the multipart field `data` (JSON text), or a JSON body's `data` object or the body itself. */
function draftOf(ctx: Ctx): unknown {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  if (typeof body.data === 'string') {
    try {
      return JSON.parse(body.data);
    } catch {
      throw new errors.ValidationError(LISTING_WIZARD_MESSAGES.draftUnreadable);
    }
  }
  return body.data && typeof body.data === 'object' ? body.data : body;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const wizard = () => service(strapi, 'propertyListingWizard');
  const upload = () => strapi.plugin('upload').service('upload');

  return {
    /**
     * POST /api/property-listings: multipart/form-data with the draft as JSON in `data` and up to 10 `images`
     * (JPEG, PNG, WebP or GIF by content, 10 MB each); 201 { success, listingId, message }.
     */
    async publish(ctx: Ctx) {
      const locale = localeOf(ctx);
      const { images, all } = sentFiles(ctx);
      const stored: unknown[] = [];
      try {
        const checked = validateListingDraft(draftOf(ctx), locale);
        const refusals: ListingDraftError[] = checked.ok ? [] : [...checked.errors];
        const refuse = (key: ListingDraftKey) => refusals.push({ field: 'images', key, message: LISTING_DRAFT_TEXTS[locale][key] });
        const types = new Map<UploadedFile, string>();
        if (images.length > LISTING_IMAGES_MAX) refuse('form.imagesTooMany');
        else {
          for (const file of images) {
            const mime = imageTypeOf(file);
            if (!mime) refuse('form.imageType');
            else if (file.size > LISTING_IMAGE_BYTES_MAX) refuse('form.imageTooLarge');
            else types.set(file, mime);
          }
        }
        if (refusals.length || !checked.ok) throw validationError(dedupe(refusals));

        const saved: PropertyListingImage[] = [];
        for (const [index, file] of images.entries()) {
          const mime = types.get(file) as string;
          const name = `listing-${ctx.state.user.id}-${Date.now()}-${index + 1}.${PRODUCT_IMAGE_TYPES[mime as keyof typeof PRODUCT_IMAGE_TYPES]}`;
          const [file_]: Array<{ id: number; url: string; formats?: unknown } & Record<string, unknown>> = await upload().upload({
            data: { fileInfo: { name, alternativeText: checked.value.address } },
            files: { ...file, mimetype: mime, originalFilename: name },
          });
          stored.push(file_);
          // The card shows the upload's 'small' rendition when the image was large enough to get one.
          saved.push({ url: file_.url, card: (file_.formats as { small?: { url: string } } | null)?.small?.url ?? file_.url });
        }
        const listingId = await wizard().publish(ctx.state.user.id, checked.value, saved);
        stored.length = 0;
        ctx.status = 201;
        ctx.body = { success: true, listingId, message: LISTING_WIZARD_MESSAGES.published };
      } finally {
        // A publish that failed leaves no images behind.
        for (const file of stored) await upload().remove(file);
        for (const file of all) fs.rmSync(file.filepath, { force: true });
      }
    },

    /** POST /api/property-listings/ai/description { draft, locale } → { text }: composed from the draft's facts. */
    async description(ctx: Ctx) {
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const locale = localeOf(ctx);
      const draft = readFields(body.draft, locale, DESCRIPTION_FIELDS);
      ctx.body = { text: composeListingDescription(draft, locale) };
    },

    /** POST /api/property-listings/ai/pricing { draft } → AiPricingAnswer. */
    async pricing(ctx: Ctx) {
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const draft = readFields(body.draft, localeOf(ctx), PRICING_FIELDS);
      ctx.body = await wizard().pricing(draft);
    },

    /** GET /api/property-listings/register?address=&postalCode= → RegisterAnswer, or 404. */
    async register(ctx: Ctx) {
      const { address, postalCode } = ctx.query;
      if (typeof address !== 'string' || !address.trim() || typeof postalCode !== 'string' || !/^\d{4}$/.test(postalCode.trim())) {
        throw new errors.ValidationError(LISTING_WIZARD_MESSAGES.registerQuery);
      }
      const found = await wizard().register(address, postalCode);
      if (!found) throw new errors.NotFoundError(LISTING_WIZARD_MESSAGES.registerNotFound);
      ctx.body = found;
    },
  };
};
