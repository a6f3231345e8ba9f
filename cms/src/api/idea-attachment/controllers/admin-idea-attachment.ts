import fs from 'node:fs';
import { errors } from '@strapi/utils';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES, IDEA_MESSAGES } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { httpError } from '../../../http-error';
import { pathId } from '../../../http-params';
import { type UploadedFile } from '../services/idea-attachment';
import { service } from '../../../services';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const attachments = () => service(strapi, 'ideaAttachments');

  return {
    /** POST multipart/form-data with one `file`, at most ATTACHMENT_MAX_BYTES. */
    async create(ctx: Ctx) {
      const ideaId = pathId(ctx.params, 'id');
      const files = (ctx.request as any).files?.file as UploadedFile | UploadedFile[] | undefined;
      if (!files) throw new errors.ValidationError(ATTACHMENT_MESSAGES.missingFile);
      if (Array.isArray(files)) throw new errors.ValidationError(ATTACHMENT_MESSAGES.oneAtATime);
      if (files.size > ATTACHMENT_MAX_BYTES) {
        fs.rmSync(files.filepath, { force: true });
        throw httpError(413, ATTACHMENT_MESSAGES.tooLarge);
      }
      const attachment = await attachments().attach(ideaId, files, ctx.state.user.email);
      if (!attachment) throw new errors.NotFoundError(IDEA_MESSAGES.notFound);
      ctx.status = 201;
      ctx.body = attachment;
    },

    /** The file with its original name, for a download link that carries the bearer token. */
    async download(ctx: Ctx) {
      const file = await attachments().fileOf(pathId(ctx.params, 'id'), pathId(ctx.params, 'attachmentId', ATTACHMENT_MESSAGES.notFound));
      if (!file) throw new errors.NotFoundError(ATTACHMENT_MESSAGES.notFound);
      ctx.attachment(file.filename);
      ctx.type = file.mime ?? 'application/octet-stream';
      ctx.length = file.size;
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = fs.createReadStream(file.filePath);
    },

    async delete(ctx: Ctx) {
      const removed = await attachments().detach(pathId(ctx.params, 'id'), pathId(ctx.params, 'attachmentId', ATTACHMENT_MESSAGES.notFound));
      if (!removed) throw new errors.NotFoundError(ATTACHMENT_MESSAGES.notFound);
      ctx.body = { ok: true };
    },
  };
};
