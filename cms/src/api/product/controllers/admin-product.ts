import fs from 'node:fs';
import { errors } from '@strapi/utils';
import { PRODUCT_IMAGE_TYPES, PRODUCT_LIMITS, PRODUCT_SETTINGS_MESSAGES, deleteNameMatches, validateProductSettings } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { imageTypeOf } from '../../../image-type';
import { httpError } from '../../../http-error';
import { validationError } from '../../../validation-error';
import { service } from '../../../services';
import type { UploadedFile } from '../../idea-attachment/services/idea-attachment';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const products = () => service(strapi, 'products');
  const upload = () => strapi.plugin('upload').service('upload');
  const productId = (ctx: Ctx) => String(ctx.params.productId);

  /** Removes an image this platform stored (an address under /uploads); addresses of other images are left alone. */
  async function removeStoredImage(url: string | null) {
    if (!url?.startsWith('/uploads/')) return;
    const file = await strapi.db.query('plugin::upload.file').findOne({ where: { url } });
    if (file) await upload().remove(file);
  }

  return {
    /** GET /api/admin/products: every product that is not deleted, by name. */
    async find(ctx: Ctx) {
      ctx.body = await products().listAdmin();
    },

    /** GET /api/admin/products/recent: the products this administrator opened last. */
    async recent(ctx: Ctx) {
      ctx.body = await products().recentFor(ctx.state.user.id);
    },

    async findOne(ctx: Ctx) {
      const product = await products().findBySlug(productId(ctx));
      if (!product) throw new errors.NotFoundError(PRODUCT_SETTINGS_MESSAGES.notFound);
      ctx.body = product;
    },

    /** PUT /api/admin/products/:productId: the whole settings object or any part of it. */
    async update(ctx: Ctx) {
      const checked = validateProductSettings(ctx.request.body);
      if (!checked.ok) throw validationError(checked.errors);
      const product = await products().updateSettings(productId(ctx), checked.value);
      if (!product) throw new errors.NotFoundError(PRODUCT_SETTINGS_MESSAGES.notFound);
      ctx.body = product;
    },

    /** DELETE /api/admin/products/:productId?confirmName=<the exact product name>. */
    async delete(ctx: Ctx) {
      const product = await products().findBySlug(productId(ctx));
      if (!product) throw new errors.NotFoundError(PRODUCT_SETTINGS_MESSAGES.notFound);
      if (!deleteNameMatches(ctx.query.confirmName, product.name)) throw new errors.ValidationError(PRODUCT_SETTINGS_MESSAGES.deleteNameMismatch);
      await products().markDeleted(product.id);
      ctx.body = { ok: true, message: PRODUCT_SETTINGS_MESSAGES.deleted };
    },

    /** POST multipart/form-data with one `image`: JPEG, PNG, WebP or GIF by its content, at most 5 MB. */
    async uploadImage(ctx: Ctx) {
      const sent = (ctx.request as { files?: Record<string, UploadedFile | UploadedFile[]> }).files?.image;
      const files = Array.isArray(sent) ? sent : sent ? [sent] : [];
      try {
        if (files.length !== 1) throw new errors.ValidationError(PRODUCT_SETTINGS_MESSAGES.noImage);
        const [file] = files;
        if (file.size > PRODUCT_LIMITS.imageBytes) throw httpError(413, PRODUCT_SETTINGS_MESSAGES.imageTooLarge);
        const mime = imageTypeOf(file);
        if (!mime) throw new errors.ValidationError(PRODUCT_SETTINGS_MESSAGES.badImageType);
        if (!(await products().exists(productId(ctx)))) throw new errors.NotFoundError(PRODUCT_SETTINGS_MESSAGES.notFound);
        const extension = PRODUCT_IMAGE_TYPES[mime];
        const [stored] = await upload().upload({
          data: { fileInfo: { name: `${productId(ctx)}.${extension}`, alternativeText: productId(ctx) } },
          files: { ...file, mimetype: mime, originalFilename: `${productId(ctx)}.${extension}` },
        });
        const replaced = await products().setFeaturedImage(productId(ctx), stored.url);
        if (!replaced) {
          await upload().remove(stored);
          throw new errors.NotFoundError(PRODUCT_SETTINGS_MESSAGES.notFound);
        }
        await removeStoredImage(replaced.previous);
        ctx.status = 201;
        ctx.body = { imageUrl: stored.url, message: PRODUCT_SETTINGS_MESSAGES.uploaded };
      } finally {
        for (const file of files) fs.rmSync(file.filepath, { force: true });
      }
    },

    /** DELETE /api/admin/products/:productId/upload-image: the product shows no image; a stored file is removed. */
    async removeImage(ctx: Ctx) {
      const replaced = await products().setFeaturedImage(productId(ctx), null);
      if (!replaced) throw new errors.NotFoundError(PRODUCT_SETTINGS_MESSAGES.notFound);
      await removeStoredImage(replaced.previous);
      ctx.body = { ok: true, message: PRODUCT_SETTINGS_MESSAGES.removed };
    },
  };
};
