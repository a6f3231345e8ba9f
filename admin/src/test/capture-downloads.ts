import { vi } from 'vitest';

export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * The files the page hands the browser to save, as the browser would get them: the Blob behind the object URL and the
 * link's download name. jsdom has no object URLs and would try to navigate on the click, so those two are stubbed.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:download-${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
  return saved;
}

/** A saved file's bytes, read as the browser reads them (jsdom's Blob has no arrayBuffer()). */
export function fileBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
