import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
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
});
