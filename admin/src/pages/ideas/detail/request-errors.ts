import type { HttpError } from '@refinedev/core';
import { isServerAnswer, serverMessage } from '../../../utils/server-message';

// The http client rejects with Refine's HttpError: statusCode 0 means no response came back (network down).

const statusOf = (error: unknown): number | undefined => (error as Partial<HttpError> | null)?.statusCode;

export const isNotFound = (error: unknown): boolean => statusOf(error) === 404;

export const isNetworkError = (error: unknown): boolean => statusOf(error) === 0;

export const SAVE_FAILED = 'Failed to save changes';
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/** The server's error text, or "Failed to save changes"; no answer at all (or a bug) is "An unexpected error occurred". */
export function saveErrorMessage(error: unknown): string {
  return isServerAnswer(error) ? serverMessage(error, SAVE_FAILED) : UNEXPECTED_ERROR;
}
