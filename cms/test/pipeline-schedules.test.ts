import type { Knex } from 'knex';
import { fireDuePipelines } from '../src/pipelines/scheduler';
import { api, bearer, marker, server, tokenFor } from './api-client';
import { dbTime, sql } from './database';
import { testKnex } from './test-knex';

let admin: Record<string, string>;
let processes: Knex[];
beforeAll(async () => {
  admin = bearer(await tokenFor(5));
  // Two connections of their own, as two app processes have, besides the server's.
  processes = [testKnex(), testKnex()];
});
afterAll(() => Promise.all(processes.map((knex) => knex.destroy())));

/** A scheduled pipeline due at 03:00 every day, whose source is never reached. */
const scheduledDaily = (name: string) =>
  api()
    .post('/api/admin/pipelines')
    .set(admin)
    .send({
      name: marker(name),
      type: 'scheduled',
      schedule: { enabled: true, schedule_type: 'cron', schedule_config: { cron: '0 3 * * *' } },
      steps: [{ type: 'api_connector', config: { url: 'http://127.0.0.1:9/never' } }],
    });

describe('a due schedule', () => {
  it('fires once when several processes look at the same moment', async () => {
    const created = await scheduledDaily('once');
    expect(created.status).toBe(201);
    const id = created.body.pipeline.id as number;
    const due = new Date(Date.now() - 60_000);
    await sql('UPDATE pipelines SET next_run_at = ? WHERE id = ?', [dbTime(due), id]);
    const sent: number[] = [];
    // Four passes at once over two connections (the server's own scheduler may take part too).
    const started = await Promise.all(
      [...processes, ...processes].map((knex) =>
        fireDuePipelines(knex, async (runId) => {
          sent.push(runId);
        }),
      ),
    );
    const runs = await sql<{ id: number; trigger: string }>('SELECT id, "trigger" FROM pipeline_runs WHERE pipeline_id = ?', [id]);
    expect(runs).toHaveLength(1);
    expect(runs[0].trigger).toBe('schedule');
    // Whoever claimed it claimed it once: one of these passes, or the server's own scheduler.
    expect(new Set([...started.flat(), ...sent]).size).toBeLessThanOrEqual(1);
    // The next due time is the cron's next 03:00 in Norway, after now.
    const [{ next_run_at }] = await sql<{ next_run_at: unknown }>('SELECT next_run_at FROM pipelines WHERE id = ?', [id]);
    const next = new Date(typeof next_run_at === 'number' || /^\d+$/.test(String(next_run_at)) ? Number(next_run_at) : String(next_run_at));
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(new Intl.DateTimeFormat('nb-NO', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Oslo' }).format(next)).toBe('03:00');
  });

  it('fires a due time written to the microsecond (by hand, as PostgreSQL keeps it), and moves it on', async () => {
    const created = await scheduledDaily('micro');
    const id = created.body.pipeline.id as number;
    if (server.client === 'postgres') await sql("UPDATE pipelines SET next_run_at = now() - interval '1 minute' WHERE id = ?", [id]);
    else await sql('UPDATE pipelines SET next_run_at = ? WHERE id = ?', [Number(dbTime(new Date(Date.now() - 60_000))) + 0.123, id]);
    const started = await fireDuePipelines(processes[0], async () => undefined);
    const runs = await sql<{ id: number }>('SELECT id FROM pipeline_runs WHERE pipeline_id = ?', [id]);
    // This pass or the server's own scheduler claimed it, once.
    expect(runs).toHaveLength(1);
    expect(started.filter((runId) => runId !== Number(runs[0].id))).toEqual([]);
    const [{ due }] = await sql<{ due: number | boolean }>(
      server.client === 'postgres'
        ? 'SELECT next_run_at > now() AS due FROM pipelines WHERE id = ?'
        : 'SELECT next_run_at > ? AS due FROM pipelines WHERE id = ?',
      server.client === 'postgres' ? [id] : [Date.now(), id],
    );
    expect(Boolean(due)).toBe(true);
  });
});
