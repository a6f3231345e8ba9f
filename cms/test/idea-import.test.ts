import path from 'node:path';
import { IMPORT_MESSAGES, exportIdeas, type Idea } from '@platform/shared';
import { api, bearer, marker, tokenFor } from './api-client';
import { whileDatabaseRefuses } from './database-faults';

let admin: Record<string, string>;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
});

const importIdeas = (body: object) => api().post('/api/admin/ideas/import').set(admin).send(body);
const search = async (q: string) => (await api().get('/api/admin/ideas').query({ q, fields: 'all' }).set(admin)).body as Idea[];

describe('importing ideas applies the whole file in one call', () => {
  it('imports CSV text with the spec defaults and keeps only items with a title and a status or priority', async () => {
    const tag = marker('csv');
    const csv = [
      'title,status,priority,tags,description',
      `${tag} Første,research,,"a;b","Med komma, og «sitat»"`,
      `${tag} Andre,,high,,`,
      `${tag} Uten status,,,,kastes`,
    ].join('\n');
    const res = await importIdeas({ format: 'csv', content: csv });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ imported: 2, failed: 0, skipped: 0, conflicts: [] });
    const ideas = await search(tag);
    expect(ideas.map((i) => i.title).sort()).toEqual([`${tag} Andre`, `${tag} Første`]);
    const andre = ideas.find((i) => i.title.endsWith('Andre'))!;
    expect(andre).toMatchObject({ status: 'draft', priority: 'high', company: 'approach', idea_type: 'product', personal_enthusiasm: 5 });
    expect(ideas.find((i) => i.title.endsWith('Første'))!.tags).toEqual(['a', 'b']);
  });

  it.each([
    [{ format: 'xml', content: '<ideas/>' }, IMPORT_MESSAGES.unsupportedFormat],
    [{ format: 'csv', content: 'title,status' }, IMPORT_MESSAGES.csvNeedsRows],
    [{ format: 'json', content: '{"title": "not a list"}' }, IMPORT_MESSAGES.expectedArray],
    [{ format: 'json', content: '[{"description": "no title"}]' }, IMPORT_MESSAGES.noValidIdeas],
    [{ format: 'json', content: '[{"title": "broken' }, IMPORT_MESSAGES.parseFailed],
  ])('refuses %j with the spec message and writes nothing', async (body, message) => {
    const before = (await api().get('/api/admin/ideas/stats').set(admin)).body.total;
    const res = await importIdeas(body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect((await api().get('/api/admin/ideas/stats').set(admin)).body.total).toBe(before);
  });

  it('counts invalid items as failed and imports the rest', async () => {
    const tag = marker('failed');
    const res = await importIdeas({
      items: [
        { title: `${tag} ok`, status: 'draft' },
        { title: `${tag} bad`, status: 'draft', rank: 5000 },
      ],
    });
    expect(res.body).toMatchObject({ imported: 1, failed: 1, skipped: 0 });
    expect(res.body.errors[0]).toMatchObject({ title: `${tag} bad`, message: 'rank must be a whole number from 1 to 999.' });
  });
});

describe('conflicts by id or case-insensitive title', () => {
  let existing: Idea;
  const tag = marker('conflict');
  beforeAll(async () => {
    existing = (
      await api()
        .post('/api/admin/ideas')
        .set(admin)
        .send({ title: `${tag} Ærlig kaffe`, description: 'gammel' })
    ).body;
  });
  const incoming = () => [
    { title: `${tag} ÆRLIG KAFFE`, status: 'research', description: 'ny' },
    { title: `${tag} helt ny`, priority: 'low' },
  ];

  it('a dry run answers the valid items and the conflicts and writes nothing', async () => {
    const res = await importIdeas({ items: incoming(), dryRun: true });
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(0);
    expect(res.body.items).toHaveLength(2);
    expect(res.body.conflicts).toEqual([
      { index: 0, title: `${tag} ÆRLIG KAFFE`, existingId: existing.id, existingTitle: existing.title, conflictType: 'title' },
    ]);
    expect(await search(tag)).toHaveLength(1);
  });

  it.each(['true', 1, 'yes', null])('a dry run asked for as %j (not a boolean) is refused and writes nothing', async (dryRun) => {
    const res = await importIdeas({ items: incoming(), policy: 'new', dryRun });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('dryRun must be true or false.');
    expect(await search(tag)).toHaveLength(1);
  });

  it('ask without a decision for every conflict is refused', async () => {
    const res = await importIdeas({ items: incoming(), policy: 'ask' });
    expect(res.status).toBe(400);
    expect(await search(tag)).toHaveLength(1);
  });

  it('ignore skips the conflicting item', async () => {
    const res = await importIdeas({ items: incoming(), policy: 'ignore' });
    expect(res.body).toMatchObject({ imported: 1, skipped: 1, failed: 0 });
    expect((await search(tag)).find((i) => i.id === existing.id)!.description).toBe('gammel');
  });

  it('ask with a per-item decision overwrites the existing idea', async () => {
    const res = await importIdeas({ items: [incoming()[0]], policy: 'ask', decisions: { 0: 'overwrite' } });
    expect(res.body).toMatchObject({ imported: 1, skipped: 0 });
    const after = (await search(tag)).find((i) => i.id === existing.id)!;
    expect(after).toMatchObject({ description: 'ny', status: 'research' });
  });

  it('new creates a second idea beside the existing one', async () => {
    const before = (await search(tag)).length;
    const res = await importIdeas({ items: [{ ...incoming()[0], id: existing.id }], policy: 'new' });
    expect(res.body.conflicts[0].conflictType).toBe('both');
    expect(await search(tag)).toHaveLength(before + 1);
  });
});

describe('an export imported again gives the same ideas', () => {
  it.each(['json', 'csv'] as const)('round trip through %s, lists and Norwegian letters included', async (format) => {
    const tag = marker(`trip-${format}`);
    const original = (
      await api()
        .post('/api/admin/ideas')
        .set(admin)
        .send({
          title: `${tag} Blåbær, «syltetøy» og "sitat"`,
          description: 'Linje 1\nLinje 2 =SUM(A1)',
          tags: ['æ', 'ø;å', '+47 400'],
          features: ['-minus'],
          score: 7.5,
          priority: 'critical',
          status: 'validation',
        })
    ).body as Idea;
    const content = exportIdeas([original], format);
    // The file as the export writes it: a CSV starts with the BOM, and the import takes it.
    expect(content.startsWith('\uFEFF')).toBe(format === 'csv');
    await api().delete(`/api/admin/ideas/${original.id}`).set(admin);
    const res = await importIdeas({ format, content, policy: 'new' });
    expect(res.body).toMatchObject({ imported: 1, failed: 0 });
    const [copy] = await search(tag);
    for (const field of ['title', 'description', 'tags', 'features', 'score', 'priority', 'status', 'company', 'idea_type', 'rank']) {
      expect(copy[field]).toEqual(original[field]);
    }
  });
});

describe('an import that fails half way', () => {
  it('leaves the database unchanged', async () => {
    const tag = marker('halfway');
    const poison = `${tag} poison`;
    // The database itself refuses one row in the middle of the batch.
    const items = Array.from({ length: 1200 }, (_, i) => ({ title: i === 900 ? poison : `${tag} ${i}`, status: 'draft' }));
    const res = await whileDatabaseRefuses({ table: 'ideas', event: 'INSERT', when: `NEW.title = '${poison}'` }, () => importIdeas({ items }));
    expect(res.status).toBe(500);
    expect(res.body.error.message).toBe('The import failed and nothing was imported. Please try again.');
    expect(await search(tag)).toEqual([]);
  });
});

describe('a malformed import request', () => {
  it.each([
    ['a list', ['overwrite']],
    ['a string', 'overwrite'],
    ['an unknown action', { 0: 'replace' }],
    ['a non-index key', { first: 'ignore' }],
  ])('answers 400 with the message when decisions is %s, and imports nothing', async (_kind, decisions) => {
    const title = marker('decisions');
    const res = await importIdeas({ items: [{ title, status: 'draft' }], policy: 'ask', decisions });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('decisions must map item indexes to overwrite, ignore or new.');
    expect(await search(title)).toEqual([]);
  });
});
