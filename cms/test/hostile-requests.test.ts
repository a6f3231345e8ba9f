import http from 'node:http';
import zlib from 'node:zlib';
import { REQUEST_BODY_MESSAGES, TASK_DESCRIPTION_MAX_LENGTH, TASK_MESSAGES } from '@platform/shared';
import { api, bearer, server, tokenFor } from './api-client';

describe('cross-origin calls', () => {
  it('answer the platform’s own origin with credentials allowed', async () => {
    const res = await api().get('/api/products').set('Origin', 'http://platform.test');
    expect(res.headers['access-control-allow-origin']).toBe('http://platform.test');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('give a foreign origin no CORS headers, in a preflight or a real call, so its browser keeps the answer from it', async () => {
    const preflight = await api()
      .options('/api/auth/product-access')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'authorization');
    expect(preflight.headers['access-control-allow-origin']).toBeFalsy();
    const call = await api().get('/api/products').set('Origin', 'https://evil.example');
    expect(call.status).toBe(200);
    expect(call.headers['access-control-allow-origin']).toBeFalsy();
    expect(call.headers['access-control-allow-credentials']).toBeFalsy();
  });

  it('give the panel’s token refresh no CORS headers for a foreign origin', async () => {
    const res = await api().post('/admin/access-token').set('Origin', 'https://evil.example').send({});
    expect(res.headers['access-control-allow-origin']).toBeFalsy();
  });
});

describe('bodies the server cannot read answer 4xx with a clear message, never 500', () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = bearer(await tokenFor(5));
  });

  it('a Content-Encoding the server does not have: 415', async () => {
    const res = await api().post('/api/track/visit').set('Content-Type', 'application/json').set('Content-Encoding', 'compress').send('{"page":"/"}');
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe(REQUEST_BODY_MESSAGES.encoding('compress'));
  });

  it('a body that says gzip but is not: 400, and nothing is stored', async () => {
    const before = (await api().get('/api/admin/ideas').set(admin)).body.length;
    const res = await api().post('/api/admin/ideas').set(admin).set('Content-Type', 'application/json').set('Content-Encoding', 'gzip').send('{"title":"not gzip"}');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(REQUEST_BODY_MESSAGES.unreadable);
    expect((await api().get('/api/admin/ideas').set(admin)).body.length).toBe(before);
  });

  it('a real gzip body is read', async () => {
    // fetch sends the bytes as they are (supertest would serialise a Buffer as JSON).
    const res = await fetch(`${server.url}/api/admin/ideas`, {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: zlib.gzipSync(JSON.stringify({ title: 'Komprimert idé' })),
    });
    const body = await res.json();
    expect({ status: res.status, title: body.title }).toEqual({ status: 201, title: 'Komprimert idé' });
    await api().delete(`/api/admin/ideas/${body.id}`).set(admin);
  });

  it('a broken multipart body: 400', async () => {
    const idea = (await api().post('/api/admin/ideas').set(admin).send({ title: 'Vedlegg' })).body;
    const res = await api()
      .post(`/api/admin/ideas/${idea.id}/attachments`)
      .set(admin)
      .set('Content-Type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhalf a file');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(REQUEST_BODY_MESSAGES.unreadable);
    await api().delete(`/api/admin/ideas/${idea.id}`).set(admin);
  });

  it('a route’s own errors still pass through as they were', async () => {
    const res = await api().post('/api/admin/ideas').set(admin).send({ title: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).not.toContain('could not be read');
  });
});

describe('bodies have a size limit per call, named in the refusal', () => {
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = bearer(await tokenFor(5));
  });

  it('an anonymous call refuses a 1 MB body with 413 and the limit', async () => {
    const res = await api().post('/api/track/visit').send({ page: '/', title: 'x'.repeat(1024 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(REQUEST_BODY_MESSAGES.tooLarge('100 KB'));
  });

  it('a 20 MB task description is refused and nothing is stored; a long one over the field limit gets 400', async () => {
    const idea = (await api().post('/api/admin/ideas').set(admin).send({ title: 'Store oppgaver' })).body;
    const huge = await api().post(`/api/admin/ideas/${idea.id}/tasks`).set(admin).send({ title: 'Stor', description: 'x'.repeat(20 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    const long = await api().post(`/api/admin/ideas/${idea.id}/tasks`).set(admin).send({ title: 'Lang', description: 'x'.repeat(TASK_DESCRIPTION_MAX_LENGTH + 1) });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(TASK_MESSAGES.descriptionTooLong);
    expect((await api().get(`/api/admin/ideas/${idea.id}/tasks`).set(admin)).body).toEqual([]);
    await api().delete(`/api/admin/ideas/${idea.id}`).set(admin);
  });

  it('the ideas import, which says it needs more, still takes a large file', async () => {
    const items = Array.from({ length: 1500 }, (_, i) => ({ title: `Stor import ${Date.now()} ${i}`, status: 'draft', description: 'y'.repeat(400) }));
    const res = await api().post('/api/admin/ideas/import').set(admin).send({ items, policy: 'new', dryRun: true });
    expect(JSON.stringify({ items }).length).toBeGreaterThan(500 * 1024);
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(1500);
  });
});

describe('the front page', () => {
  it.each([['*/*'], ['text/html'], ['application/json']])('is the site’s page for Accept: %s, never a redirect to the panel', async (accept) => {
    const res = await api().get('/').set('Accept', accept).redirects(0);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('<div id="root">');
  });

  it.each([
    ['/', 'no', 'Data og analyser'],
    ['/no/', 'no', 'Data og analyser'],
    ['/en', 'en', 'Data and analytics'],
  ])('%s comes with the landing’s first screen in its language, so it shows before any script runs', async (path, lang, headline) => {
    const res = await api().get(path).set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<html lang="${lang}">`);
    expect(res.text).toContain(`<h1>${headline}</h1>`);
  });

  it('carries the first featured product in the first screen, as the carousel starts', async () => {
    const [first] = (await api().get('/api/products/featured')).body.data;
    const res = await api().get('/').set('Accept', 'text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain(`<h3>${first.name}</h3><img src="${first.featured_image}">`);
    expect(res.text).not.toContain('{{');
  });

  it('leaves other pages of the site to the script alone', async () => {
    const res = await api().get('/en/account').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"></div>');
  });
});

describe('API answers', () => {
  /** The raw answer, as a browser receives it (HTTP clients for tests decode on their own). */
  const raw = (url: string, headers: Record<string, string>) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${server.url}${url}`, { headers }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it('come compressed above 1 KB when the client takes brotli or gzip, and decode to the same JSON', async () => {
    const plain = await raw('/api/products', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await raw('/api/products', { 'Accept-Encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    const gzip = await raw('/api/products', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('stay as they are below 1 KB', async () => {
    const small = await raw('/api/products/auto/missing-thing', { 'Accept-Encoding': 'br, gzip' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('built files', () => {
  const asset = '/assets/index-Fx7Ab12C.js';

  it('come as brotli when the browser takes it, cached for good (the name carries the hash)', async () => {
    // The raw bytes, as a browser receives them (HTTP clients for tests decode on their own).
    const res = await new Promise<{ headers: http.IncomingHttpHeaders; status?: number; body: Buffer }>((resolve, reject) => {
      http
        .get(`${server.url}${asset}`, { headers: { 'Accept-Encoding': 'br, gzip' } }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => resolve({ headers: answer.headers, status: answer.statusCode, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBeLessThan(2000);
    expect(zlib.brotliDecompressSync(res.body).toString()).toContain('the site bundle stand-in, line 199');
    expect(res.headers['cache-control']).toBe('max-age=31536000,immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toContain('javascript');
  });

  it('come as gzip when only gzip is taken, and as they are otherwise', async () => {
    const gzip = await api().get(asset).set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toContain('line 199');
    const plain = await api().get(asset).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(11980);
  });

  it('leave the page itself uncached, so a new build is picked up at once', async () => {
    const res = await api().get('/').set('Accept', 'text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
