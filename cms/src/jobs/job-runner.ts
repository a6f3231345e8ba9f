/**
 * The platform's job runner: named queues whose jobs one worker takes, and cron schedules that put a job in a queue
 * once per due time. On PostgreSQL the queues live in the database (pg-boss), so two app processes share them: a job
 * is taken by exactly one of them, waits out a restart, and a schedule fires once across them. On SQLite (one file,
 * one process) an in-process runner offers the same interface.
 */
export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

export interface JobRunner {
  readonly kind: 'pg-boss' | 'in-process';
  /** Declares a queue and the handler its jobs run (before start). */
  work(queue: string, handler: JobHandler): void;
  /** Adds a job every time the cron expression (five fields, Norway's time) is due (before start). */
  schedule(queue: string, cron: string): void;
  start(): Promise<void>;
  /** Adds a job to a declared queue. */
  send(queue: string, data: Record<string, unknown>): Promise<void>;
  /** Stops taking jobs and waits (a while) for those running. */
  stop(): Promise<void>;
}

export const JOB_TIME_ZONE = 'Europe/Oslo';
