import type { HttpError, OpenNotificationParams } from '@refinedev/core';

// axios's own text for a non-2xx answer without a body message; not worth showing to staff.
const AXIOS_STATUS_TEXT = /^Request failed with status code \d+$/;

/** True when the server answered (with an error status); false for network failures and exceptions. */
export function isServerAnswer(error: unknown): boolean {
  const status = (error as Partial<HttpError> | null)?.statusCode;
  return typeof status === 'number' && status > 0;
}

/** The server's own error message (the http client puts `error.message` there), or `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  const message = (error as Partial<HttpError> | null)?.message;
  const text = typeof message === 'string' ? message.trim() : '';
  return isServerAnswer(error) && text && !AXIOS_STATUS_TEXT.test(text) ? text : fallback;
}

/**
 * A Refine `errorNotification`: `title` with the server's own message beneath. None for a 401, which the auth
 * provider answers by sending the user to sign in.
 */
export const failureNotice =
  (title: string) =>
  (error?: HttpError): OpenNotificationParams | false =>
    error?.statusCode === 401 ? false : { type: 'error', message: title, description: serverMessage(error, 'Please try again.') };

/** For a call whose screen says itself what happened (an alert, a message, the form): no Refine notice either way. */
export const NO_NOTICES = { successNotification: false, errorNotification: false } as const;
