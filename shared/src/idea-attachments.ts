/** Files attached to an idea. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export interface IdeaAttachment {
  id: number;
  filename: string;
  size: number;
  mime: string | null;
  created_at: string;
  /** Download through the API (needs the bearer token). */
  url: string;
}

export const ATTACHMENT_MESSAGES = {
  missingFile: 'Choose a file to upload (form field "file").',
  tooLarge: 'File too large. Maximum size is 10 MB.',
  oneAtATime: 'Upload one file at a time.',
  notFound: 'Attachment not found.',
} as const;
