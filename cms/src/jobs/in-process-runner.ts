import { Cron } from 'croner';
import { JOB_TIME_ZONE, type JobHandler, type JobRunner } from './job-runner';

type Log = { error(message: string): void };

/**
 * The runner for SQLite: jobs wait in memory and run one at a time per queue, schedules tick with croner. What waits
 * when the process stops is not kept; the callers recover their own state at start (a queued run is sent again).
 */
export function inProcessRunner(log: Log): JobRunner {
  const handlers = new Map<string, JobHandler>();
  const waiting = new Map<string, Record<string, unknown>[]>();
  const busy = new Set<string>();
  const crons: Cron[] = [];
  const schedules: [string, string][] = [];
  const running = new Set<Promise<void>>();
  let started = false;

  const drain = (queue: string) => {
    if (!started || busy.has(queue)) return;
    const next = waiting.get(queue)?.shift();
    if (!next) return;
    busy.add(queue);
    const job: Promise<void> = (async () => {
      try {
        await handlers.get(queue)!(next);
      } catch (error) {
        log.error(`Job ${queue} failed: ${(error as Error).message}`);
      }
    })();
    running.add(job);
    void job.finally(() => {
      busy.delete(queue);
      running.delete(job);
      drain(queue);
    });
  };

  return {
    kind: 'in-process',
    work(queue, handler) {
      handlers.set(queue, handler);
      waiting.set(queue, []);
    },
    schedule(queue, cron) {
      schedules.push([queue, cron]);
    },
    async start() {
      started = true;
      for (const [queue, pattern] of schedules)
        crons.push(new Cron(pattern, { timezone: JOB_TIME_ZONE, protect: true }, () => void this.send(queue, {})));
      for (const queue of handlers.keys()) drain(queue);
    },
    async send(queue, data) {
      const list = waiting.get(queue);
      if (!list) throw new Error(`No queue named ${queue}.`);
      list.push(data);
      drain(queue);
    },
    async stop() {
      started = false;
      for (const cron of crons.splice(0)) cron.stop();
      await Promise.allSettled([...running]);
    },
  };
}
