/** A byte count as people read it: "512 B", "12.5 KB", "100 KB", "3.2 MB", "25 MB". */
export function formatFileSize(bytes: number): string {
  const oneDecimal = (n: number) => n.toFixed(n < 10 ? 1 : 0).replace(/\.0$/, '');
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${oneDecimal(kb)} KB`;
  return `${(kb / 1024).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** What the server answers about a request body it will not read. */
export const REQUEST_BODY_MESSAGES = {
  tooLarge: (limit: string) => `The request is larger than the ${limit} this call accepts.`,
  encoding: (encoding: string) => `The request body's Content-Encoding "${encoding}" is not supported: send it as is, or with gzip, deflate or br.`,
  unreadable: 'The request body could not be read: it does not match its Content-Type or Content-Encoding.',
  tooDeep: (levels: number) => `The request body is nested more than ${levels} levels deep.`,
} as const;
