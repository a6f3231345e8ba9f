import fs from 'node:fs';
import path from 'node:path';
import { factories } from '@strapi/strapi';
import { safeFileName, type IdeaAttachment } from '@platform/shared';
import { toIsoDate } from '../../../db-values';
import { ideaExists } from '../../idea/idea-rows';
import { AttachmentStore } from '../attachment-store';

export const ATTACHMENT_UID = 'api::idea-attachment.idea-attachment';
const FILE_UID = 'plugin::upload.file';

/** A file as koa-body (formidable) hands it over. */
export interface UploadedFile {
  filepath: string;
  originalFilename: string | null;
  mimetype: string | null;
  size: number;
}

const downloadUrl = (ideaId: number, attachmentId: number) => `/api/admin/ideas/${ideaId}/attachments/${attachmentId}/download`;

const SELECT = ['id', 'idea_id', 'filename', 'size', 'mime', 'createdAt'];

function toApiAttachment(row: Record<string, unknown>): IdeaAttachment {
  return {
    id: row.id as number,
    filename: row.filename as string,
    size: Number(row.size ?? 0),
    mime: (row.mime as string) ?? null,
    created_at: toIsoDate(row.createdAt) as string,
    url: downloadUrl(row.idea_id as number, row.id as number),
  };
}

/** Where an attachment's bytes are: a key of the private store, or (attached before it) an upload-plugin file. */
export interface StoredFile {
  storage_key: string | null;
  file_id: number | null;
}

export default factories.createCoreService(ATTACHMENT_UID, ({ strapi }) => {
  const store = AttachmentStore.fromEnv(strapi.dirs.app.root);
  const upload = () => strapi.plugin('upload').service('upload');
  const attachments = () => strapi.db.query(ATTACHMENT_UID);

  /** The path of the bytes on disk, wherever they were stored; null when they are gone. */
  async function pathOf(stored: StoredFile): Promise<string | null> {
    if (stored.storage_key) return store.pathOf(stored.storage_key);
    const file = stored.file_id ? await strapi.db.query(FILE_UID).findOne({ where: { id: stored.file_id } }) : null;
    return file ? path.join(strapi.dirs.static.public, file.url) : null;
  }

  return {
    async listFor(ideaId: number): Promise<IdeaAttachment[]> {
      const rows = await attachments().findMany({ select: SELECT, where: { idea_id: ideaId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
      return rows.map(toApiAttachment);
    },

    /** Where an idea's attachments keep their bytes; inside strapi.db.transaction it reads in that transaction. */
    async storedFilesFor(ideaId: number): Promise<StoredFile[]> {
      return (await attachments().findMany({ select: ['storage_key', 'file_id'], where: { idea_id: ideaId } })) as StoredFile[];
    },

    /** Removes stored bytes (after their rows are gone); bytes already missing are not an error. */
    async removeFiles(files: StoredFile[]): Promise<void> {
      for (const stored of files) {
        if (stored.storage_key) {
          await store.remove(stored.storage_key);
        } else if (stored.file_id) {
          const file = await strapi.db.query(FILE_UID).findOne({ where: { id: stored.file_id } });
          if (file) await upload().remove(file);
        }
      }
    },

    /** Keeps the file in the private store and records it on the idea; null when the idea is missing. */
    async attach(ideaId: number, file: UploadedFile, uploadedBy: string): Promise<IdeaAttachment | null> {
      if (!(await ideaExists(strapi.db.connection, ideaId))) return null;
      const key = await store.save(file.filepath);
      try {
        const row = await strapi.db.transaction(async () => {
          const created = await attachments().create({
            data: {
              idea_id: ideaId,
              storage_key: key,
              filename: safeFileName(file.originalFilename),
              mime: file.mimetype || null,
              size: file.size,
              uploaded_by: uploadedBy,
            },
          });
          return attachments().findOne({ select: SELECT, where: { id: created.id } });
        });
        return toApiAttachment(row);
      } catch (error) {
        await store.remove(key); // no row, no bytes
        throw error;
      }
    },

    /** Where the bytes are, to stream them back with the original name; null when not found. */
    async fileOf(ideaId: number, attachmentId: number): Promise<{ filePath: string; filename: string; mime: string | null; size: number } | null> {
      const row = await attachments().findOne({ select: ['storage_key', 'file_id', 'filename', 'mime', 'size'], where: { id: attachmentId, idea_id: ideaId } });
      if (!row) return null;
      const filePath = await pathOf(row);
      if (!filePath || !fs.existsSync(filePath)) return null;
      return { filePath, filename: row.filename, mime: row.mime, size: Number(row.size) };
    },

    async detach(ideaId: number, attachmentId: number): Promise<boolean> {
      const row = (await attachments().findOne({ select: ['storage_key', 'file_id'], where: { id: attachmentId, idea_id: ideaId } })) as StoredFile | null;
      if (!row) return false;
      await attachments().delete({ where: { id: attachmentId } });
      await this.removeFiles([row]);
      return true;
    },
  };
});
