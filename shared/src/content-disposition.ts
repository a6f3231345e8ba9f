/** The file name a Content-Disposition header gives (RFC 6266: filename* wins over filename), or null. */
export function dispositionFileName(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || null;
}

/**
 * A Content-Disposition header for a file name with any characters (æøå, dashes, quotes): a plain ASCII `filename`
 * for old clients and the exact name as RFC 5987 `filename*`, so no header injection and no mangled letters.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const clean = fileName.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  const ascii = clean
    .replace(/[æÆ]/g, (c) => (c === 'æ' ? 'ae' : 'Ae'))
    .replace(/[øØ]/g, (c) => (c === 'ø' ? 'o' : 'O'))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
