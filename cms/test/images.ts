/** Image files for upload tests, made in code so no binary sits in the repository. */

/** The smallest PNG there is: one pixel. */
export const PNG_PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A GIF header and nothing more: enough for the type check, which reads the first bytes. */
export const GIF_HEADER = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

/** A PNG of exactly `bytes` bytes: the pixel, padded after its end (image readers ignore trailing bytes). */
export const pngOfSize = (bytes: number): Buffer => Buffer.concat([PNG_PIXEL, Buffer.alloc(bytes - PNG_PIXEL.length)]);
