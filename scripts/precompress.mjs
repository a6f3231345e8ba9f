// Brotli and gzip copies of a built app's text files, made once at build time, so the server sends the small copy
// the browser asks for (koa-send picks name.br or name.gz by Accept-Encoding) without compressing per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this, the headers weigh more than the saving. */
const MIN_BYTES = 1024;

/** Writes file.br and file.gz beside every compressible file of `dir` (and its folders); answers the totals. */
export function precompress(dir) {
  const totals = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const brotli = zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gzip = zlib.gzipSync(raw, { level: 9 });
    fs.writeFileSync(`${file}.br`, brotli);
    fs.writeFileSync(`${file}.gz`, gzip);
    totals.files += 1;
    totals.raw += raw.length;
    totals.gzip += gzip.length;
    totals.brotli += brotli.length;
  }
  return totals;
}
