const MIME_TYPES: Record<string, string> = {
  json: 'application/json',
  csv: 'text/csv',
  md: 'text/markdown',
  txt: 'text/plain',
};

/** Saves `text` as a file through a temporary link (exports are built in the browser and need no call). */
export function downloadText(text: string, fileName: string): void {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? 'txt';
  const blob = new Blob([text], { type: `${MIME_TYPES[ext] ?? 'text/plain'};charset=utf-8` });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
