import { IMPORT_MESSAGES, IMPORT_PART_MAX_RECORDS, IMPORT_PART_MESSAGES, REQUEST_BODY_MESSAGES, type Idea } from '@platform/shared';
import { signUp } from './accounts';
import { api, bearer, marker, tokenFor } from './api-client';
import { sql } from './database';

let admin: Record<string, string>;
let otherAdmin: Record<string, string>;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
  const second = await signUp('second-admin-');
  await sql('UPDATE up_users SET access_level = 5 WHERE email = ?', [second.email]);
  otherAdmin = second.auth;
});

const start = async (auth = admin) => (await api().post('/api/admin/ideas/imports').set(auth).send({})).body as { id: string; partMaxRecords: number };
const sendPart = (id: string, part: number, records: unknown, auth = admin) =>
  api().put(`/api/admin/ideas/imports/${id}/parts/${part}`).set(auth).send({ records });
const apply = (id: string, body: object, auth = admin) => api().post(`/api/admin/ideas/imports/${id}/apply`).set(auth).send(body);
const search = async (q: string) => (await api().get('/api/admin/ideas').query({ q, fields: 'all', pageSize: 100 }).set(admin)).body as Idea[];
const total = async () => (await api().get('/api/admin/ideas/stats').set(admin)).body.total as number;

/** Records sent in parts of `size`, in order. */
async function stage(records: unknown[], size = 100): Promise<string> {
  const { id } = await start();
  for (let part = 0; part * size < records.length; part += 1) {
    const res = await sendPart(id, part, records.slice(part * size, (part + 1) * size));
    expect(res.status).toBe(200);
  }
  return id;
}

describe('an import sent in parts', () => {
  it('numbers items across parts, finds conflicts in every part, and applies them all in one go', async () => {
    const tag = marker('parts');
    const existing = (await api().post('/api/admin/ideas').set(admin).send({ title: `${tag} 250` })).body as Idea;
    // Part 0 holds an item without status or priority: it is not kept, so later items number on without it.
    const records = Array.from({ length: 300 }, (_, i) => (i === 5 ? { title: `${tag} skipped` } : { title: `${tag} ${i}`, status: 'draft' }));
    const id = await stage(records);

    const dryRun = await apply(id, { policy: 'ask', dryRun: true });
    expect(dryRun.status).toBe(200);
    expect(dryRun.body).toMatchObject({ imported: 0, failed: 0, skipped: 0 });
    expect(dryRun.body.items).toBeUndefined();
    expect(dryRun.body.conflicts).toEqual([expect.objectContaining({ index: 249, existingId: existing.id, conflictType: 'title' })]);

    const undecided = await apply(id, { policy: 'ask' });
    expect(undecided.status).toBe(400);
    expect(undecided.body.error.message).toBe('Choose overwrite, ignore or new for every conflict (1 left).');
    expect(await search(tag)).toHaveLength(1);

    const before = await total();
    const applied = await apply(id, { policy: 'ask', decisions: { 249: 'ignore' } });
    expect(applied.body).toMatchObject({ imported: 298, failed: 0, skipped: 1 });
    expect(await total()).toBe(before + 298);
    // Applied imports are gone: applying again cannot import twice.
    expect((await apply(id, { policy: 'ignore' })).status).toBe(404);
  });

  it('imports a full export of hundreds of ideas, every field included, in one go', async () => {
    const tag = marker('wide');
    const original = (await api().post('/api/admin/ideas').set(admin).send({ title: `${tag} original`, description: 'Alle felt', tags: ['a'] })).body as Idea;
    const full = (await api().get(`/api/admin/ideas/${original.id}`).set(admin)).body as Record<string, unknown>;
    // About 80 fields an idea: 900 of them are more values than one SQLite statement takes.
    const records = Array.from({ length: 900 }, (_, i) => ({ ...full, id: undefined, title: `${tag} ${i}` }));
    expect(Object.keys(records[0]).length * records.length).toBeGreaterThan(32_766);
    const id = await stage(records, 900);
    const applied = await apply(id, { policy: 'new' });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({ imported: 900, failed: 0 });
    expect((await api().get('/api/admin/ideas').query({ q: tag, _start: 0, _end: 1 }).set(admin)).headers['x-total-count']).toBe('901');
  });

  it('takes parts in order only, and refuses a part that is not a list of at most the limit', async () => {
    const { id, partMaxRecords } = await start();
    expect(partMaxRecords).toBe(IMPORT_PART_MAX_RECORDS);
    const skipped = await sendPart(id, 1, [{ title: marker('order'), status: 'draft' }]);
    expect(skipped.status).toBe(409);
    expect(skipped.body.error.message).toBe(IMPORT_PART_MESSAGES.partOrder(0));
    for (const records of ['text', { title: 'x' }, Array.from({ length: IMPORT_PART_MAX_RECORDS + 1 }, () => ({}))]) {
      const refused = await sendPart(id, 0, records);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(IMPORT_PART_MESSAGES.partBody);
    }
    expect((await sendPart(id, 0, [{ title: marker('order'), status: 'draft' }])).body).toMatchObject({ parts: 1, items: 1 });
    const again = await sendPart(id, 0, [{ title: marker('order'), status: 'draft' }]);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(IMPORT_PART_MESSAGES.partOrder(1));
  });

  it('refuses to apply an import with no part, or no importable item, with the message', async () => {
    const empty = await start();
    const none = await apply(empty.id, { policy: 'new' });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe(IMPORT_PART_MESSAGES.empty);
    const untitled = await stage([{ description: 'no title' }]);
    const refused = await apply(untitled, { policy: 'new' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(IMPORT_MESSAGES.noValidIdeas);
  });

  it("keeps one administrator's import from another, and from anyone after it is dropped", async () => {
    const id = await stage([{ title: marker('owner'), status: 'draft' }]);
    const foreign = await apply(id, { policy: 'new' }, otherAdmin);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(IMPORT_PART_MESSAGES.unknownImport);
    expect((await sendPart(id, 1, [], otherAdmin)).status).toBe(404);
    expect((await api().delete(`/api/admin/ideas/imports/${id}`).set(admin)).status).toBe(204);
    expect((await apply(id, { policy: 'new' })).status).toBe(404);
    expect((await api().post('/api/admin/ideas/imports').send({})).status).toBe(401);
    expect((await api().post('/api/admin/ideas/imports').set(bearer(await tokenFor(4))).send({})).status).toBe(403);
  });

  it('names the limit when a part is larger than a call may be', async () => {
    const { id } = await start();
    const huge = [{ title: marker('huge'), status: 'draft', description: 'x'.repeat(26 * 1024 * 1024) }];
    const res = await sendPart(id, 0, huge);
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(REQUEST_BODY_MESSAGES.tooLarge('25 MB'));
  });
});
