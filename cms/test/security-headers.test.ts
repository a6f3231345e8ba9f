import { api, bearer, tokenFor } from './api-client';

describe('security headers', () => {
  it.each([
    ['a public answer', '/api/products', 200],
    ['a refusal', '/api/admin/ideas', 401],
  ])('come with %s: the content security policy and the helmet headers', async (_kind, path, status) => {
    const res = await api().get(path);
    expect(res.status).toBe(status);
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    // Itself, and Google's sign-in (configured in the test server) for linking Gmail: no wildcard.
    expect(policy).toContain("connect-src 'self' https://accounts.google.com/gsi/;");
    expect(policy).toContain("script-src 'self' https://accounts.google.com/gsi/client;");
    expect(policy).toContain("img-src 'self' data: blob: https://market-assets.strapi.io;");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('send HSTS only over HTTPS (here: a trusted proxy that says so)', async () => {
    const res = await api().get('/api/products').set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await api().get('/api/products')).headers['strict-transport-security']).toBeUndefined();
  });

  it('keep an answer to a signed-in request out of every cache, and leave public answers cacheable', async () => {
    const admin = bearer(await tokenFor(5));
    for (const path of ['/api/admin/ideas', '/api/users/me', '/api/products']) {
      const res = await api().get(path).set(admin);
      expect([path, res.status, res.headers['cache-control']]).toEqual([path, 200, 'no-store']);
    }
    const refused = await api().get('/api/admin/ideas').set('Authorization', 'Bearer not-a-token');
    expect([refused.status, refused.headers['cache-control']]).toEqual([401, 'no-store']);
    const keyed = await api().get('/api/public/v1/areas').set('x-api-key', 'pk_not_a_key');
    expect(keyed.headers['cache-control']).toBe('no-store');
    expect((await api().get('/api/products')).headers['cache-control']).toBeUndefined();
  });
});
