import PgBoss from 'pg-boss';
import pg from 'pg';
import type { Knex } from 'knex';
import { JOB_TIME_ZONE, type JobHandler, type JobRunner } from './job-runner';

type Log = { error(message: string): void };
type Connection = { connectionString?: string; host?: string; port?: number; database?: string; user?: string; password?: string; ssl?: unknown };

/** A job that a crash left taken is not run again: its owner's state (a pipeline run) is marked failed instead. */
const QUEUE_OPTIONS = { retryLimit: 0, expireInSeconds: 60 * 60 } as const;
const QUEUE_LOCK = 'platform-job-queues';
const POLL_SECONDS = 0.5;
const BATCH = 4;

/** A job's data: Strapi sets pg to hand JSON columns back as text, and pg-boss shares that pg. */
const jobData = (data: unknown): Record<string, unknown> =>
  typeof data === 'string' ? (JSON.parse(data) as Record<string, unknown>) : ((data as Record<string, unknown> | null) ?? {});

/**
 * The runner for PostgreSQL: pg-boss 10 with a small pool of its own (3) in the schema `pgboss`. Queues are made
 * under an advisory lock, since two processes making them at once on an empty database can deadlock.
 */
export function pgBossRunner(connection: Connection, knex: Knex, log: Log): JobRunner {
  // Strapi makes pg hand JSONB back as text for every pool; pg-boss's scheduler reads its own JSONB rows and sends
  // them on as objects, so it gets a pool of its own that parses JSONB (else no cron schedule ever fires).
  const pool = new pg.Pool({
    ...(connection.connectionString
      ? { connectionString: connection.connectionString }
      : { host: connection.host, port: connection.port, database: connection.database, user: connection.user, password: connection.password }),
    ssl: connection.ssl as never,
    max: 3,
    application_name: 'platform-jobs',
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === pg.types.builtins.JSONB ? JSON.parse : pg.types.getTypeParser(oid, format as never)) as never,
    },
  });
  // An idle connection the database drops (a restart, a network cut) is an error event on the pool: without a listener
  // it would end the process; the pool drops that connection and makes a new one when the database is back.
  pool.on('error', (error) => log.error(`Job runner's database connection lost: ${error.message}`));
  const boss = new PgBoss({ db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) }, schema: 'pgboss' });
  boss.on('error', (error) => log.error(`Job runner: ${error.message}`));
  const handlers = new Map<string, JobHandler>();
  const schedules: [string, string][] = [];

  return {
    kind: 'pg-boss',
    work(queue, handler) {
      handlers.set(queue, handler);
    },
    schedule(queue, cron) {
      schedules.push([queue, cron]);
    },
    async start() {
      await boss.start();
      await knex.transaction(async (trx) => {
        await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [QUEUE_LOCK]);
        for (const queue of handlers.keys()) if (!(await boss.getQueue(queue))) await boss.createQueue(queue, { name: queue, ...QUEUE_OPTIONS });
      });
      for (const [queue, cron] of schedules) await boss.schedule(queue, cron, {}, { tz: JOB_TIME_ZONE });
      for (const [queue, handler] of handlers) {
        // A few jobs per fetch, run side by side (pipeline runs wait mostly on the network); a handler's failure is
        // its own job's (logged), not its neighbours'.
        await boss.work<unknown>(queue, { pollingIntervalSeconds: POLL_SECONDS, batchSize: BATCH }, async (jobs) => {
          await Promise.all(
            jobs.map((job) => handler(jobData(job.data)).catch((error: Error) => log.error(`Job ${queue} failed: ${error.message}`))),
          );
        });
      }
    },
    async send(queue, data) {
      await boss.send(queue, data, QUEUE_OPTIONS);
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
      await pool.end();
    },
  };
}
