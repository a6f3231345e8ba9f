import fs from 'node:fs';
import path from 'node:path';
import { factories } from '@strapi/strapi';
import type { IdeaAttachment } from '@platform/shared';
import type { Knex } from 'knex';
import { toIsoDate } from '../../../db-values';
import { ideaExists } from '../../idea/idea-rows';

export const ATTACHMENT_UID = 'api::idea-attachment.idea-attachment';
const TABLE = 'idea_attachments';
const FILE_UID = 'plugin::upload.file';

/** A file as koa-body (formidable) hands it over. */
export interface UploadedFile {
  filepath: string;
  originalFilename: string | null;
  mimetype: string | null;
  size: number;
}

const downloadUrl = (ideaId: number, attachmentId: number) => `/api/admin/ideas/${ideaId}/attachments/${attachmentId}/download`;

function toApiAttachment(row: Record<string, unknown>): IdeaAttachment {
  return {
    id: row.id as number,
    filename: row.filename as string,
    size: Number(row.size ?? 0),
    mime: (row.mime as string) ?? null,
    created_at: toIsoDate(row.created_at) as string,
    url: downloadUrl(row.idea_id as number, row.id as number),
  };
}

export default factories.createCoreService(ATTACHMENT_UID, ({ strapi }) => {
  const upload = () => strapi.plugin('upload').service('upload');

  return {
    async listFor(ideaId: number, db: Knex = strapi.db.connection): Promise<IdeaAttachment[]> {
      const rows = await db(TABLE)
        .select('id', 'idea_id', 'filename', 'size', 'mime', 'created_at')
        .where({ idea_id: ideaId })
        .orderBy([{ column: 'created_at', order: 'asc' }, { column: 'id', order: 'asc' }]);
      return rows.map(toApiAttachment);
    },

    async fileIdsFor(ideaId: number, db: Knex = strapi.db.connection): Promise<number[]> {
      const rows = await db(TABLE).select('file_id').where({ idea_id: ideaId });
      return rows.map((row: { file_id: number }) => row.file_id);
    },

    /** Removes stored files (after their rows are gone); a file already missing is not an error. */
    async removeFiles(fileIds: number[]): Promise<void> {
      for (const id of fileIds) {
        const file = await strapi.db.query(FILE_UID).findOne({ where: { id } });
        if (file) await upload().remove(file);
      }
    },

    /** Stores the file through Strapi's upload plugin and records it on the idea; null when the idea is missing. */
    async attach(ideaId: number, file: UploadedFile, uploadedBy: string): Promise<IdeaAttachment | null> {
      if (!(await ideaExists(strapi.db.connection, ideaId))) return null;
      const [stored] = await upload().upload({ data: {}, files: file });
      const row = await strapi.db.transaction(async ({ trx }) => {
        const created = await strapi.db.query(ATTACHMENT_UID).create({
          data: {
            idea_id: ideaId,
            file_id: stored.id,
            filename: file.originalFilename ?? stored.name,
            mime: file.mimetype ?? stored.mime,
            size: file.size,
            uploaded_by: uploadedBy,
          },
        });
        return trx(TABLE).select('id', 'idea_id', 'filename', 'size', 'mime', 'created_at').where({ id: created.id }).first();
      });
      return toApiAttachment(row);
    },

    /** Where the bytes are, to stream them back with the original name; null when not found. */
    async fileOf(ideaId: number, attachmentId: number): Promise<{ filePath: string; filename: string; mime: string | null; size: number } | null> {
      const row = await strapi.db.connection(TABLE).select('file_id', 'filename', 'mime', 'size').where({ id: attachmentId, idea_id: ideaId }).first();
      if (!row) return null;
      const file = await strapi.db.query(FILE_UID).findOne({ where: { id: row.file_id } });
      if (!file) return null;
      const filePath = path.join(strapi.dirs.static.public, file.url);
      if (!fs.existsSync(filePath)) return null;
      return { filePath, filename: row.filename, mime: row.mime, size: Number(row.size) };
    },

    async detach(ideaId: number, attachmentId: number): Promise<boolean> {
      const row = await strapi.db.connection(TABLE).select('file_id').where({ id: attachmentId, idea_id: ideaId }).first();
      if (!row) return false;
      await strapi.db.connection(TABLE).where({ id: attachmentId }).delete();
      await this.removeFiles([row.file_id]);
      return true;
    },
  };
});
