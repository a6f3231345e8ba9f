import { REMINDER_ERRORS } from '../src/projects/reminders/reminder-sender';
import { PROJECT_MESSAGES, RECORD_MESSAGES, type ProjectReminder } from '@platform/shared';
import { api, bearer, marker, tokenFor } from './api-client';
import { dbTime, sql } from './database';
import { mailsFor } from './mail';
import { REFUSED_PREFIX } from './mailbox';

const admin = async () => bearer(await tokenFor(5));
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const address = (tag: string) => `${marker(tag)}@example.test`;

async function newProject(tag: string): Promise<{ id: number; display_name: string }> {
  const display_name = `Påminnelser ${tag}`;
  const res = await api()
    .post('/api/admin/projects')
    .set(await admin())
    .send({ name: marker(tag), display_name });
  expect(res.status).toBe(201);
  return { id: Number(res.body.id ?? res.body.project?.id), display_name };
}

const remindersPath = (projectId: number) => `/api/admin/projects/${projectId}/reminders`;

async function createReminder(projectId: number, body: Record<string, unknown>): Promise<ProjectReminder> {
  const res = await api()
    .post(remindersPath(projectId))
    .set(await admin())
    .send({ title: 'Påminnelse', ...body });
  expect(res.status).toBe(201);
  return res.body;
}

async function listed(projectId: number): Promise<ProjectReminder[]> {
  const res = await api()
    .get(remindersPath(projectId))
    .set(await admin());
  expect(res.status).toBe(200);
  return res.body;
}

/** Polls the list until the reminder has been handled by the job runner (sent or failed). */
async function settled(projectId: number, id: number): Promise<ProjectReminder> {
  for (;;) {
    const reminder = (await listed(projectId)).find((item) => item.id === id)!;
    if (reminder.status === 'sent' || reminder.status === 'failed') return reminder;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('project reminders', () => {
  it('checks the reminder: a title, a time and valid recipients', async () => {
    const { id } = await newProject('reminder-rules');
    const res = await api()
      .post(remindersPath(id))
      .set(await admin())
      .send({ title: 'Uten mottakere', remind_at: minutesFromNow(60), recipients: [] });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(RECORD_MESSAGES.required('At least one recipient'));
    const missing = await api()
      .post(remindersPath(999_999))
      .set(await admin())
      .send({ title: 'Ingen', remind_at: minutesFromNow(60), recipients: ['a@example.test'] });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(PROJECT_MESSAGES.notFound);
  });

  it('lists the latest remind_at first, and changes or deletes a pending reminder', async () => {
    const { id } = await newProject('reminder-list');
    const sooner = await createReminder(id, { title: 'Snart', remind_at: minutesFromNow(60), recipients: ['a@example.test'] });
    const later = await createReminder(id, { title: 'Senere', remind_at: minutesFromNow(600), recipients: 'b@example.test, c@example.test' });
    expect(later).toMatchObject({ status: 'pending', sent_at: null, error: null, recipients: ['b@example.test', 'c@example.test'] });
    expect((await listed(id)).map((reminder) => reminder.title)).toEqual(['Senere', 'Snart']);

    const changed = await api()
      .put(`${remindersPath(id)}/${sooner.id}`)
      .set(await admin())
      .send({ title: 'Snart, endret' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: sooner.id, title: 'Snart, endret', status: 'pending' });
    for (const body of [{}, { unknown: 'felt' }]) {
      const empty = await api().put(`${remindersPath(id)}/${sooner.id}`).set(await admin()).send(body);
      expect([empty.status, empty.body.error.message]).toEqual([400, 'Send at least one field to change.']);
    }
    const removed = await api()
      .delete(`${remindersPath(id)}/${later.id}`)
      .set(await admin());
    expect(removed.status).toBe(200);
    expect((await listed(id)).map((reminder) => reminder.id)).toEqual([sooner.id]);
  });

  it('e-mails a due reminder once to each recipient, marks it sent and keeps a future one pending; a sent one cannot change', async () => {
    const project = await newProject('reminder-due');
    const [first, second] = [address('first'), address('second')];
    const future = await createReminder(project.id, { title: 'Neste uke', remind_at: minutesFromNow(7 * 24 * 60), recipients: [address('future')] });
    const due = await createReminder(project.id, {
      title: 'Send rapporten',
      message: 'Husk vedlegget.',
      remind_at: '2026-03-02T08:30:00.000Z',
      recipients: [first, second],
    });

    const sent = await settled(project.id, due.id);
    expect(sent).toMatchObject({ status: 'sent', error: null });
    expect(sent.sent_at).not.toBeNull();
    for (const recipient of [first, second]) {
      const mails = await mailsFor(recipient, 2, 1_500);
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe(`Påminnelse: Send rapporten (${project.display_name})`);
      expect(mails[0].text).toContain(`«${project.display_name}»: Send rapporten`);
      expect(mails[0].text).toContain('Husk vedlegget.');
      // 08:30 UTC on 2 March is 09:30 in Oslo (winter time).
      expect(mails[0].text).toContain('Tidspunkt: 02.03.2026 kl. 09:30');
    }
    expect((await listed(project.id)).find((reminder) => reminder.id === future.id)?.status).toBe('pending');

    const edit = await api()
      .put(`${remindersPath(project.id)}/${due.id}`)
      .set(await admin())
      .send({ title: 'For sent' });
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toBe(PROJECT_MESSAGES.reminderSent);
    const removal = await api()
      .delete(`${remindersPath(project.id)}/${due.id}`)
      .set(await admin());
    expect(removal.status).toBe(409);
  });

  it('marks a reminder failed with the reason when the mail server refuses a recipient', async () => {
    const { id } = await newProject('reminder-refused');
    const refused = `${REFUSED_PREFIX}${address('reminder')}`;
    const due = await createReminder(id, { title: 'Avvist', remind_at: minutesFromNow(-1), recipients: [refused] });
    const failed = await settled(id, due.id);
    expect(failed.status).toBe('failed');
    expect(failed.sent_at).toBeNull();
    expect(failed.error).toContain(refused);
    expect(failed.error).toContain('Mailbox unavailable');
  });

  it('sends a reminder a stopped process left sending once more, and gives it up the second time', async () => {
    const { id } = await newProject('reminder-stale');
    const [once, twice] = [address('stale-once'), address('stale-twice')];
    const left = await createReminder(id, { title: 'Avbrutt', remind_at: minutesFromNow(600), recipients: [once] });
    const leftAgain = await createReminder(id, { title: 'Avbrutt igjen', remind_at: minutesFromNow(600), recipients: [twice] });
    // As a process that claimed them and stopped would leave them: due, 'sending', last touched 11 minutes ago.
    const past = dbTime(new Date(Date.now() - 11 * 60_000));
    await sql('UPDATE project_reminders SET status = ?, remind_at = ?, updated_at = ? WHERE id = ?', ['sending', past, past, left.id]);
    await sql('UPDATE project_reminders SET status = ?, remind_at = ?, updated_at = ?, error = ? WHERE id = ?', [
      'sending',
      past,
      past,
      REMINDER_ERRORS.interrupted,
      leftAgain.id,
    ]);
    expect(await settled(id, left.id)).toMatchObject({ status: 'sent', error: null });
    expect(await mailsFor(once)).toHaveLength(1);
    expect(await settled(id, leftAgain.id)).toMatchObject({ status: 'failed', error: REMINDER_ERRORS.interruptedTwice });
    expect(await mailsFor(twice, 1, 0)).toHaveLength(0);
  });
});
