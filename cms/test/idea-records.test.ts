import fs from 'node:fs';
import path from 'node:path';
import { ATTACHMENT_MESSAGES, TASK_MESSAGES } from '@platform/shared';
import { api, bearer, marker, tokenFor } from './api-client';
import { sql } from './database';

let admin: Record<string, string>;
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
});

const newIdea = async (body: object = {}) =>
  (
    await api()
      .post('/api/admin/ideas')
      .set(admin)
      .send({ title: marker('records'), ...body })
  ).body;

describe('the summary cards are computed by the server over the list filters', () => {
  it('counts total, high priority (high + critical), the average score and ideas in validation', async () => {
    const tag = marker('stats');
    for (const body of [
      { priority: 'high', score: 8, status: 'validation' },
      { priority: 'critical', score: 6.5, status: 'research' },
      { priority: 'low', score: null, status: 'validation' },
      { priority: 'medium', score: 2, status: 'draft' },
    ]) {
      await newIdea({ ...body, title: `${tag} ${JSON.stringify(body)}` });
    }
    const res = await api().get('/api/admin/ideas/stats').query({ q: tag }).set(admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ total: 4, highPriority: 2, avgScore: 5.5, inValidation: 2 });
    const filtered = await api().get('/api/admin/ideas/stats').query({ q: tag, status: 'validation' }).set(admin);
    expect(filtered.body).toEqual({ total: 2, highPriority: 1, avgScore: 8, inValidation: 2 });
    const none = await api()
      .get('/api/admin/ideas/stats')
      .query({ q: `${tag}-nothing` })
      .set(admin);
    expect(none.body).toEqual({ total: 0, highPriority: 0, avgScore: 0, inValidation: 0 });
  });

  it('follow every change to the ideas they count, made through the API or straight in the database', async () => {
    const tag = marker('kept');
    const cards = async () => (await api().get('/api/admin/ideas/stats').query({ q: tag }).set(admin)).body;
    const first = await newIdea({ title: `${tag} a`, priority: 'low', score: 4, status: 'draft' });
    const second = await newIdea({ title: `${tag} b`, priority: 'high', score: 8, status: 'research' });
    expect(await cards()).toEqual({ total: 2, highPriority: 1, avgScore: 6, inValidation: 0 });

    await api().put(`/api/admin/ideas/${first.id}`).set(admin).send({ status: 'validation', priority: 'critical' }).expect(200);
    expect(await cards()).toEqual({ total: 2, highPriority: 2, avgScore: 6, inValidation: 1 });
    // A rank move writes none of the counted columns; the cards stay as they are.
    await api().put(`/api/admin/ideas/${second.id}`).set(admin).send({ rank: 1 }).expect(200);
    expect(await cards()).toEqual({ total: 2, highPriority: 2, avgScore: 6, inValidation: 1 });
    // Another app process, the CLI's import or an operator's SQL: the database's own triggers mark the change.
    await sql('UPDATE ideas SET score = ? WHERE id = ?', [10, second.id]);
    expect(await cards()).toEqual({ total: 2, highPriority: 2, avgScore: 7, inValidation: 1 });
    await sql('UPDATE ideas SET title = ?, search_text = ? WHERE id = ?', ['renamed', 'renamed', first.id]);
    expect(await cards()).toEqual({ total: 1, highPriority: 1, avgScore: 10, inValidation: 0 });
    await api().delete(`/api/admin/ideas/${second.id}`).set(admin).expect(200);
    expect(await cards()).toEqual({ total: 0, highPriority: 0, avgScore: 0, inValidation: 0 });
  });

  it('refuses the same bad filters as the list', async () => {
    const res = await api().get('/api/admin/ideas/stats').query({ priority: 'urgent' }).set(admin);
    expect(res.status).toBe(400);
  });
});

describe("an idea's tasks form a board of three columns", () => {
  let ideaId: number;
  const board = async () => (await api().get(`/api/admin/ideas/${ideaId}/tasks`).set(admin)).body;
  const column = (tasks: Array<{ status: string; title: string; position: number }>, status: string) =>
    tasks.filter((t) => t.status === status).map((t) => `${t.position}:${t.title}`);

  beforeAll(async () => {
    ideaId = (await newIdea()).id;
    for (const title of ['A', 'B', 'C']) {
      expect((await api().post(`/api/admin/ideas/${ideaId}/tasks`).set(admin).send({ title })).status).toBe(201);
    }
    await api().post(`/api/admin/ideas/${ideaId}/tasks`).set(admin).send({ title: 'D', status: 'done' });
  });

  it('appends new tasks at the end of their column', async () => {
    const tasks = await board();
    expect(column(tasks, 'todo')).toEqual(['0:A', '1:B', '2:C']);
    expect(column(tasks, 'done')).toEqual(['0:D']);
  });

  it('moving a card to another column puts it at the end there and closes the gap it leaves', async () => {
    const a = (await board()).find((t: { title: string }) => t.title === 'A');
    const moved = await api().put(`/api/admin/ideas/${ideaId}/tasks/${a.id}`).set(admin).send({ status: 'done', position: 1 });
    expect(moved.status).toBe(200);
    const tasks = await board();
    expect(column(tasks, 'todo')).toEqual(['0:B', '1:C']);
    expect(column(tasks, 'done')).toEqual(['0:D', '1:A']);
  });

  it('reorders within a column and keeps positions without gaps', async () => {
    const c = (await board()).find((t: { title: string }) => t.title === 'C');
    await api().put(`/api/admin/ideas/${ideaId}/tasks/${c.id}`).set(admin).send({ position: 0 });
    expect(column(await board(), 'todo')).toEqual(['0:C', '1:B']);
  });

  it('deletes a task and renumbers its column', async () => {
    const c = (await board()).find((t: { title: string }) => t.title === 'C');
    expect((await api().delete(`/api/admin/ideas/${ideaId}/tasks/${c.id}`).set(admin)).status).toBe(200);
    expect(column(await board(), 'todo')).toEqual(['0:B']);
  });

  it.each([
    [{ title: '   ' }, TASK_MESSAGES.titleRequired],
    [{ title: 'Ok', status: 'blocked' }, TASK_MESSAGES.badStatus],
    [{ title: 'Ok', position: -1 }, TASK_MESSAGES.badPosition],
  ])('refuses %j with 400', async (body, message) => {
    const res = await api().post(`/api/admin/ideas/${ideaId}/tasks`).set(admin).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it('answers 404 for a task of another idea', async () => {
    const other = await newIdea();
    const task = (await api().post(`/api/admin/ideas/${other.id}/tasks`).set(admin).send({ title: 'Theirs' })).body;
    const res = await api().put(`/api/admin/ideas/${ideaId}/tasks/${task.id}`).set(admin).send({ status: 'done' });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(TASK_MESSAGES.notFound);
  });
});

describe('comments', () => {
  it('are added when non-empty, listed newest first with the author, and counted on the idea', async () => {
    const idea = await newIdea();
    const first = await api().post(`/api/admin/ideas/${idea.id}/comments`).set(admin).send({ comment: '  Første kommentar  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ comment: 'Første kommentar', user_email: 'admin@demo.no', user_name: 'Astrid Admin' });
    await api().post(`/api/admin/ideas/${idea.id}/comments`).set(admin).send({ comment: 'Andre' });
    const empty = await api().post(`/api/admin/ideas/${idea.id}/comments`).set(admin).send({ comment: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(TASK_MESSAGES.commentRequired);

    const detail = (await api().get(`/api/admin/ideas/${idea.id}`).set(admin)).body;
    expect(detail.comments.map((c: { comment: string }) => c.comment)).toEqual(['Andre', 'Første kommentar']);
    expect(detail.comment_count).toBe(2);
  });
});

describe('attachments', () => {
  const publicUploads = path.join(process.env.PUBLIC_DIR as string, 'uploads');
  const store = path.join(__dirname, '..', process.env.ATTACHMENTS_DIR as string);
  const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

  it('keeps the bytes where the web server does not serve them, and removes them with the idea', async () => {
    const idea = await newIdea();
    const content = Buffer.from(`Konfidensielt ${Date.now()}`);
    const uploadsBefore = filesIn(publicUploads);
    const storeBefore = filesIn(store);
    expect((await api().post(`/api/admin/ideas/${idea.id}/attachments`).set(admin).attach('file', content, 'hemmelig.txt')).status).toBe(201);

    expect(filesIn(publicUploads)).toEqual(uploadsBefore);
    const added = filesIn(store).filter((name) => !storeBefore.includes(name));
    expect(added).toHaveLength(1);
    expect(fs.readFileSync(path.join(store, added[0])).equals(content)).toBe(true);
    expect((await api().get(`/uploads/${added[0]}`)).status).toBe(404);

    expect((await api().delete(`/api/admin/ideas/${idea.id}`).set(admin)).status).toBe(200);
    expect(fs.existsSync(path.join(store, added[0]))).toBe(false);
  });

  it('uploads a file, lists it on the idea, downloads it with its name and deletes it', async () => {
    const idea = await newIdea();
    const content = Buffer.from('Markedsanalyse for Trøndelag\n');
    const uploaded = await api().post(`/api/admin/ideas/${idea.id}/attachments`).set(admin).attach('file', content, 'analyse æøå.txt');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ filename: 'analyse æøå.txt', size: content.length });

    const detail = (await api().get(`/api/admin/ideas/${idea.id}`).set(admin)).body;
    expect(detail.attachments).toHaveLength(1);

    const download = await api()
      .get(detail.attachments[0].url)
      .set(admin)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    expect(download.body.equals(content)).toBe(true);
    // æøå are Latin-1, which a plain quoted filename carries (RFC 6266); other scripts get filename*=UTF-8''.
    expect(Buffer.from(download.headers['content-disposition'], 'latin1').toString('latin1')).toBe('attachment; filename="analyse æøå.txt"');

    expect((await api().get(detail.attachments[0].url)).status).toBe(401);
    expect((await api().delete(`/api/admin/ideas/${idea.id}/attachments/${uploaded.body.id}`).set(admin)).status).toBe(200);
    expect((await api().get(`/api/admin/ideas/${idea.id}`).set(admin)).body.attachments).toEqual([]);
    expect((await api().get(detail.attachments[0].url).set(admin)).status).toBe(404);
  });

  it('refuses a file over 10 MB with a clear message and stores nothing', async () => {
    const idea = await newIdea();
    const res = await api()
      .post(`/api/admin/ideas/${idea.id}/attachments`)
      .set(admin)
      .attach('file', Buffer.alloc(10 * 1024 * 1024 + 1), 'big.bin');
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(ATTACHMENT_MESSAGES.tooLarge);
    expect((await api().get(`/api/admin/ideas/${idea.id}`).set(admin)).body.attachments).toEqual([]);
  });

  it('refuses a request without a file', async () => {
    const idea = await newIdea();
    const res = await api().post(`/api/admin/ideas/${idea.id}/attachments`).set(admin).send({});
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(ATTACHMENT_MESSAGES.missingFile);
  });
});

describe('deleting an idea removes its own records', () => {
  it('takes its tasks, comments and attachments with it', async () => {
    const idea = await newIdea();
    await api().post(`/api/admin/ideas/${idea.id}/tasks`).set(admin).send({ title: 'Oppgave' });
    await api().post(`/api/admin/ideas/${idea.id}/comments`).set(admin).send({ comment: 'Hei' });
    await api().post(`/api/admin/ideas/${idea.id}/attachments`).set(admin).attach('file', Buffer.from('x'), 'x.txt');
    expect((await api().delete(`/api/admin/ideas/${idea.id}`).set(admin)).status).toBe(200);
    expect((await api().get(`/api/admin/ideas/${idea.id}/tasks`).set(admin)).status).toBe(404);
  });
});
