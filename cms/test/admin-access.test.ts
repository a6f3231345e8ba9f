import { AUTH_MESSAGES } from '@platform/shared';
import { api, bearer, marker, server, tokenFor } from './api-client';

/** A valid request for each admin route, so that level 5 must get a 2xx; a new route fails here until it has one. */
async function sampleRequest(method: string, path: string): Promise<{ url: string; body?: object }> {
  const admin = await tokenFor(5);
  const needsIdea = path.includes(':id');
  let url = path;
  if (needsIdea) {
    const created = await api().post('/api/admin/ideas').set(bearer(admin)).send({ title: marker('matrix') });
    url = path.replace(':id', String(created.body.id));
  }
  const bodies: Record<string, object> = {
    'POST /api/admin/ideas': { title: marker('matrix') },
    'PUT /api/admin/ideas/:id': { priority: 'high' },
  };
  return { url, body: bodies[`${method} ${path}`] };
}

function send(method: string, url: string, headers: Record<string, string>, body?: object) {
  const req = (api() as any)[method.toLowerCase()](url).set(headers);
  return body ? req.send(body) : req;
}

describe('every /api/admin/* route is for administrators only', () => {
  it('finds the admin routes that Strapi registered', () => {
    expect(server.adminRoutes.length).toBeGreaterThanOrEqual(5);
  });

  for (const { method, path } of server.adminRoutes) {
    describe(`${method} ${path}`, () => {
      it('answers 401 with no token', async () => {
        const { url, body } = await sampleRequest(method, path);
        const res = await send(method, url, {}, body);
        expect(res.status).toBe(401);
        expect(res.body.error.message).toBe(AUTH_MESSAGES.missingToken);
      });

      it('answers 401 with a bad or forged token', async () => {
        const { url, body } = await sampleRequest(method, path);
        const forged = `${(await tokenFor(5)).slice(0, -4)}abcd`;
        for (const token of ['not-a-token', forged]) {
          const res = await send(method, url, bearer(token), body);
          expect(res.status).toBe(401);
          expect(res.body.error.message).toBe(AUTH_MESSAGES.invalidToken);
        }
      });

      it.each([1, 2, 3, 4])('answers 403 to a signed-in user at access level %i', async (level) => {
        const { url, body } = await sampleRequest(method, path);
        const res = await send(method, url, bearer(await tokenFor(level)), body);
        expect(res.status).toBe(403);
        expect(res.body.error.message).toBe(AUTH_MESSAGES.notAdmin);
      });

      it('answers 2xx to an administrator (level 5)', async () => {
        const { url, body } = await sampleRequest(method, path);
        const res = await send(method, url, bearer(await tokenFor(5)), body);
        expect(res.status).toBeGreaterThanOrEqual(200);
        expect(res.status).toBeLessThan(300);
      });
    });
  }
});

describe('nobody can give themselves more access', () => {
  it('sign-up ignores accessLevel: 5 in the body and yields level 1', async () => {
    const email = `${marker('signup')}@example.com`;
    const res = await api()
      .post('/api/auth/local/register')
      .send({ username: email, email, password: 'Hemmelig123', firstName: 'Eva', accessLevel: 5, accountType: 1, emailVerified: true });
    expect(res.status).toBe(200);
    expect(res.body.user.accessLevel).toBe(1);
    expect(res.body.user.emailVerified).toBe(false);
    expect(res.body.user.firstName).toBe('Eva');
    const me = await api().get('/api/users/me').set(bearer(res.body.jwt));
    expect(me.body.accessLevel).toBe(1);
    const ideas = await api().get('/api/admin/ideas').set(bearer(res.body.jwt));
    expect(ideas.status).toBe(403);
  });

  it('a user cannot update their own record through the users routes', async () => {
    const token = await tokenFor(3);
    const me = await api().get('/api/users/me').set(bearer(token));
    const res = await api().put(`/api/users/${me.body.id}`).set(bearer(token)).send({ accessLevel: 5 });
    expect(res.status).toBe(403);
    const after = await api().get('/api/users/me').set(bearer(token));
    expect(after.body.accessLevel).toBe(3);
  });

  it("Strapi's core /api/ideas route is granted to no role", async () => {
    const res = await api().get('/api/ideas').set(bearer(await tokenFor(5)));
    expect(res.status).toBe(403);
  });
});

describe('the password hash never leaves the server', () => {
  const looksLikeHash = (body: unknown) => /"password"|\$2[aby]\$/.test(JSON.stringify(body));

  it('is absent from sign-in, sign-up, the profile and the admin API', async () => {
    const email = `${marker('hash')}@example.com`;
    const registered = await api().post('/api/auth/local/register').send({ username: email, email, password: 'Hemmelig123' });
    const signedIn = await api().post('/api/auth/local').send({ identifier: email, password: 'Hemmelig123' });
    const me = await api().get('/api/users/me').set(bearer(signedIn.body.jwt));
    const ideas = await api().get('/api/admin/ideas').set(bearer(await tokenFor(5)));
    for (const res of [registered, signedIn, me, ideas]) {
      expect(res.status).toBe(200);
      expect(looksLikeHash(res.body)).toBe(false);
    }
  });
});
