import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGN_OUT_PATH, TOKEN_STORAGE_KEY, TWO_FACTOR_PATHS } from '@platform/shared';
import { httpClient } from './http-client';

/** An answer of the server with a Strapi error body, as a download (a Blob) or as JSON. */
const answering =
  (status: number, body: unknown): AxiosAdapter =>
  async (config) => {
    const response = { data: body, status, statusText: 'Refused', headers: {}, config, request: {} } as AxiosResponse;
    // As axios's own adapters settle: a status outside 2xx rejects.
    throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
  };
const strapiError = { data: null, error: { status: 400, name: 'ValidationError', message: 'type must be one of: customers, candidates, tenders.' } };

describe('the http client', () => {
  it("gives the server's reason for a refused download, whose body comes as a Blob", async () => {
    const blob = new Blob([JSON.stringify(strapiError)], { type: 'application/json' });
    await expect(httpClient.get('/api/admin/consultancy/export', { responseType: 'blob', adapter: answering(400, blob) })).rejects.toMatchObject({
      statusCode: 400,
      message: strapiError.error.message,
    });
  });

  it("gives the server's reason for a refused JSON call, and the status alone for a body that is not JSON", async () => {
    await expect(httpClient.get('/api/admin/x', { adapter: answering(400, strapiError) })).rejects.toMatchObject({
      statusCode: 400,
      message: strapiError.error.message,
    });
    const html = new Blob(['<html>Bad gateway</html>'], { type: 'text/html' });
    await expect(httpClient.get('/api/admin/x', { responseType: 'blob', adapter: answering(502, html) })).rejects.toMatchObject({ statusCode: 502 });
  });

  describe('the bearer token', () => {
    afterEach(() => localStorage.clear());
    /** What went out on the wire: the Authorization header the adapter was handed. */
    const sentAuthorization = async (url: string) => {
      let sent: unknown;
      await httpClient.post(
        url,
        {},
        {
          adapter: async (config) => {
            sent = config.headers.get('Authorization');
            return { data: {}, status: 200, statusText: 'OK', headers: {}, config, request: {} } as AxiosResponse;
          },
        },
      );
      return sent;
    };

    it('goes with the signed-in account’s own calls: sign-out, two-factor set-up, the admin API', async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, 'jwt');
      for (const url of [SIGN_OUT_PATH, TWO_FACTOR_PATHS.setup, TWO_FACTOR_PATHS.status, '/api/admin/ideas']) {
        expect(await sentAuthorization(url)).toBe('Bearer jwt');
      }
    });

    it('never goes with a sign-in step, which refuses even a stale token', async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, 'stale');
      for (const url of ['/api/auth/local', '/api/auth/local/register', '/api/auth/forgot-password', TWO_FACTOR_PATHS.verify]) {
        expect(await sentAuthorization(url)).toBeUndefined();
      }
    });
  });
});
