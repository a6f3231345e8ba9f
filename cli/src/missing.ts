import { CliError, EXIT } from './errors';
import { HttpError, type Api, type Response } from './http';

// Projects and APIs have no endpoints on the platform yet (issue 5): the commands exist and call them, and a
// 404 says which part is missing instead of a bare "Not Found".

export function missingApiMessage(name: string, path: string): string {
  return `The ${name} API (${path}) is not part of this platform yet; this command works once it is.`;
}

/** A request to an API that may not exist yet: its 404 (or 405: the path answers other methods) becomes the missing-API message (exit 1). */
export async function featureRequest<T>(
  api: Api,
  name: string,
  method: string,
  path: string,
  body?: unknown,
  query?: Record<string, string | undefined>,
): Promise<Response<T>> {
  try {
    return await api.request<T>(method, path, body, query);
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 405)) throw new CliError(missingApiMessage(name, path), EXIT.failure);
    throw error;
  }
}

/** The list of an answer that is either the array itself or an object holding it under `key` (or `data`). */
export function listOf(body: unknown, key: string): unknown[] {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object') {
    const value = (body as Record<string, unknown>)[key] ?? (body as Record<string, unknown>).data;
    if (Array.isArray(value)) return value;
  }
  return [];
}
