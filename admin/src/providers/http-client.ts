import axios, { AxiosError } from 'axios';
import type { HttpError, ValidationErrors } from '@refinedev/core';
import { getToken } from '../utils/token';
import { TWO_FACTOR_PATHS } from '@platform/shared';

/** Strapi's error body: { data: null, error: { status, name, message, details } }. */
interface StrapiErrorBody {
  error?: {
    status?: number;
    name?: string;
    message?: string;
    details?: { errors?: { field?: string; path?: string[]; message: string }[] };
  };
}

/** A Blob's text through FileReader, which every browser (and the tests' DOM) has. */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/**
 * The sign-in routes reject any bearer token, even a stale one, so they never get it; the signed-in account's own
 * auth routes (sign-out, two-factor sign-in) need it.
 */
const SIGN_IN_ROUTES = ['/api/auth/local', '/api/auth/forgot-password', '/api/auth/reset-password', TWO_FACTOR_PATHS.verify];
const isSignInRoute = (url: string | undefined) => SIGN_IN_ROUTES.some((route) => url === route || url?.startsWith(`${route}/`));

/** One axios instance for the data provider and the auth calls. */
export const httpClient = axios.create();

httpClient.interceptors.request.use((config) => {
  const token = getToken();
  if (token && !isSignInRoute(config.url)) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

httpClient.interceptors.response.use(
  (response) => response,
  async (error: AxiosError<StrapiErrorBody>) => {
    // A download (responseType blob) gets its error body as a Blob: read it, so the server's reason is not lost.
    const response = error.response as { data: unknown } | undefined;
    if (response && response.data instanceof Blob) {
      try {
        response.data = JSON.parse(await blobText(response.data));
      } catch {
        // Not JSON: the status alone says what happened.
      }
    }
    return Promise.reject(toHttpError(error));
  },
);

/** Refine's HttpError with the server's own message, and field errors that forms can show per field. */
export function toHttpError(error: AxiosError<StrapiErrorBody>): HttpError {
  const body = error.response?.data?.error;
  const fieldErrors = body?.details?.errors;
  let errors: ValidationErrors | undefined;
  if (Array.isArray(fieldErrors)) {
    errors = {};
    for (const e of fieldErrors) {
      const field = e.field ?? e.path?.join('.');
      if (field) errors[field] = e.message;
    }
  }
  return {
    message: body?.message ?? error.message ?? 'Request failed',
    statusCode: error.response?.status ?? body?.status ?? 0,
    ...(errors ? { errors } : {}),
  };
}
