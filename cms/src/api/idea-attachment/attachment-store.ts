import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where idea attachments keep their bytes: a folder the web server does not serve (ATTACHMENTS_DIR, by default
 * .tmp/attachments beside the SQLite file), so a file is only ever read through the authenticated download route.
 * Each file is named by a random key; the original name lives in the database.
 */
export class AttachmentStore {
  constructor(private readonly dir: string) {}

  static fromEnv(appRoot: string, env: NodeJS.ProcessEnv = process.env): AttachmentStore {
    return new AttachmentStore(path.resolve(appRoot, env.ATTACHMENTS_DIR || path.join('.tmp', 'attachments')));
  }

  /** Takes over an uploaded temporary file; answers its key. */
  async save(tempPath: string): Promise<string> {
    await fs.promises.mkdir(this.dir, { recursive: true });
    const key = crypto.randomUUID();
    // copy + remove rather than rename: the upload's temporary folder may be on another file system.
    await fs.promises.copyFile(tempPath, this.pathOf(key));
    await fs.promises.rm(tempPath, { force: true });
    return key;
  }

  /** The file of a key made by save(); anything else (a path, "..") is refused. */
  pathOf(key: string): string {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`Not an attachment key: ${key}`);
    return path.join(this.dir, key);
  }

  /** Removes a stored file; one already gone is not an error. */
  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}
