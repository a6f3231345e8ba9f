import { exportIdeas, type Idea } from '@platform/shared';
import { api, bearer, marker, server, tokenFor } from './api-client';
import { sql } from './database';

/**
 * Faults half way: the database refuses one row of a many-row write (a trigger raises an error on it, as a full disk,
 * a broken constraint or a lost connection would), after other rows were written. The call fails with a plain server
 * error that does not show the database's words, and the database is as it was before the call.
 */
let admin: Record<string, string>;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
});

const FAULT = 'injected fault';
const made: string[] = [];

/** Makes the database refuse `event` on `table` for the rows matching `condition` (NEW.x or OLD.x, in SQL). */
async function injectFault(table: string, event: 'INSERT' | 'UPDATE' | 'DELETE', condition: string) {
  const name = marker('fault').replace(/\W/g, '_');
  if (server.client === 'postgres') {
    await sql(
      `CREATE FUNCTION ${name}() RETURNS trigger AS $$ BEGIN IF ${condition} THEN RAISE EXCEPTION '${FAULT}'; END IF; RETURN COALESCE(NEW, OLD); END $$ LANGUAGE plpgsql`,
    );
    await sql(`CREATE TRIGGER ${name} BEFORE ${event} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`);
    made.push(`DROP TRIGGER IF EXISTS ${name} ON ${table}`, `DROP FUNCTION IF EXISTS ${name}()`);
  } else {
    await sql(`CREATE TRIGGER ${name} BEFORE ${event} ON ${table} FOR EACH ROW WHEN ${condition} BEGIN SELECT RAISE(ABORT, '${FAULT}'); END`);
    made.push(`DROP TRIGGER IF EXISTS ${name}`);
  }
}

/** Lets the database write again (each test's own clean-up needs it). */
async function removeFaults() {
  for (const statement of made.splice(0)) await sql(statement);
}
afterEach(removeFaults);

/** A server error that says nothing of the database's own words. */
function expectPlainServerError(res: { status: number; text: string }) {
  expect(res.status).toBe(500);
  expect(res.text).not.toContain(FAULT);
  expect(res.text).not.toMatch(/insert into|update "?ideas|delete from|sqlite|postgres/i);
}

const ideasTagged = async (tag: string): Promise<Idea[]> => (await api().get('/api/admin/ideas').query({ q: tag, _end: 500 }).set(admin)).body;

describe('a many-row write that fails half way leaves the database as it was', () => {
  it('an import of 3,000 ideas whose 2,000th row the database refuses stores none of them', async () => {
    const tag = marker('halfway-import');
    const ideas = Array.from({ length: 3000 }, (_, i) => ({ title: `${tag} ${i}`, status: 'draft' }) as Partial<Idea>);
    await injectFault('ideas', 'INSERT', `NEW.title = '${tag} 1999'`);
    const res = await api()
      .post('/api/admin/ideas/import')
      .set(admin)
      .send({ format: 'csv', content: exportIdeas(ideas as Idea[], 'csv'), policy: 'new' });
    expectPlainServerError(res);
    expect(await ideasTagged(tag)).toEqual([]);
  });

  it('a rank move whose last step the database refuses leaves every rank as it was', async () => {
    const tag = marker('halfway-rank');
    for (let rank = 1; rank <= 5; rank += 1) {
      expect(
        (
          await api()
            .post('/api/admin/ideas')
            .set(admin)
            .send({ title: `${tag} ${rank}`, rank })
        ).status,
      ).toBe(201);
    }
    const ranksBefore = (await ideasTagged(tag)).map((idea) => `${idea.id}:${idea.rank}`).sort();
    const fifth = (await ideasTagged(tag)).find((idea) => idea.title === `${tag} 5`)!;
    const target = (await ideasTagged(tag)).find((idea) => idea.title === `${tag} 2`)!.rank;
    // The neighbours shift first; the moved idea's own update, last, is refused.
    await injectFault('ideas', 'UPDATE', `NEW.id = ${fifth.id} AND NEW.rank = ${target}`);
    expectPlainServerError(await api().put(`/api/admin/ideas/${fifth.id}`).set(admin).send({ rank: target }));
    expect((await ideasTagged(tag)).map((idea) => `${idea.id}:${idea.rank}`).sort()).toEqual(ranksBefore);
    await removeFaults();
    for (const idea of await ideasTagged(tag)) await api().delete(`/api/admin/ideas/${idea.id}`).set(admin);
  });

  it('a project delete whose last step the database refuses keeps the project and all its records', async () => {
    const name = marker('halfway-project');
    const created = await api().post('/api/admin/projects').set(admin).send({ name, display_name: 'Halvveis' });
    expect(created.status).toBe(201);
    const id = Number(created.body.id ?? created.body.project?.id);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (
          await api()
            .post(`/api/admin/projects/${id}/todos`)
            .set(admin)
            .send({ title: `Oppgave ${i}` })
        ).status,
      ).toBe(201);
    }
    expect((await api().post(`/api/admin/projects/${id}/notes`).set(admin).send({ title: 'Notat', body: 'Tekst' })).status).toBe(201);
    const before = (await api().get(`/api/admin/projects/${id}`).set(admin)).body;
    // Its todos and notes go first; the project's own row, last, is refused.
    await injectFault('projects', 'DELETE', `OLD.id = ${id}`);
    expectPlainServerError(await api().delete(`/api/admin/projects/${id}`).set(admin));
    const after = await api().get(`/api/admin/projects/${id}`).set(admin);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before);
    const counts = async (table: string) => (await sql<{ n: number | string }>(`SELECT count(*) AS n FROM ${table} WHERE project_id = ?`, [id]))[0].n;
    expect(Number(await counts('project_todos'))).toBe(3);
    expect(Number(await counts('project_notes'))).toBe(1);
    await removeFaults();
    expect((await api().delete(`/api/admin/projects/${id}`).set(admin)).status).toBe(200);
  });
});
