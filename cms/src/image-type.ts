import fs from 'node:fs';
import { filetypemime } from 'magic-bytes.js';
import { PRODUCT_IMAGE_TYPES } from '@platform/shared';

/**
 * The image type an uploaded file's first bytes show, if it is one the platform stores (JPEG, PNG, WebP, GIF); the
 * file's name and the type the browser sent are not trusted.
 */
export function imageTypeOf(file: { filepath: string }): string | null {
  const handle = fs.openSync(file.filepath, 'r');
  try {
    const head = Buffer.alloc(64);
    const read = fs.readSync(handle, head, 0, head.length, 0);
    return filetypemime(head.subarray(0, read)).find((mime) => mime in PRODUCT_IMAGE_TYPES) ?? null;
  } finally {
    fs.closeSync(handle);
  }
}
