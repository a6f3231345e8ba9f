import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { API_HEALTH_PROBE } from '@platform/shared';
import { probeAll } from '../api-registry/health-probe';
import { recordSystemHealth, systemHealthCron } from '../health/health-run';
import { executeRun } from '../pipelines/run-executor';
import { recoverRuns } from '../pipelines/run-store';
import { fireDuePipelines } from '../pipelines/scheduler';
import { fireDueReminders, sendReminder } from '../projects/reminders/reminder-sender';
import { fireDueReportSubscriptions, sendSubscribedReport } from '../api/property-report/monthly-sending';
import { deleteExpiredVisits } from '../analytics/visit-retention';
import type { JobRunner } from './job-runner';
import { inProcessRunner } from './in-process-runner';
import { pgBossRunner } from './pg-boss-runner';

export const QUEUES = {
  pipelineRun: 'pipeline-run',
  apiHealthProbes: 'api-health-probes',
  projectReminder: 'project-reminder',
  propertyReport: 'property-report',
  systemHealth: 'system-health',
  visitRetention: 'visit-retention',
} as const;

let runner: JobRunner | null = null;
let ticker: NodeJS.Timeout | null = null;
/** The scheduler's tick under way, if any: a stop waits for it, so that it never meets a closed database. */
let tickUnderWay: Promise<void> | null = null;

/** How often each process looks for due pipelines and reminders (seconds; a claim makes each fire once across processes). */
const tickSeconds = () => Math.max(1, Number(process.env.PIPELINE_SCHEDULER_SECONDS) || 15);

/**
 * Starts the job runner (pg-boss on PostgreSQL, in-process on SQLite) with the platform's queues: pipeline runs, the
 * APIs registry's health probes (every 5 minutes, once across processes), the projects' reminder mails, the
 * property reports' monthly sending and the daily deletion of page visits past their retention. Runs a
 * stopped process left behind are marked failed first; on SQLite the queued ones are sent again.
 */
export async function startPlatformJobs(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  const postgres = strapi.db.dialect.client === 'postgres';
  const jobs = postgres ? pgBossRunner(strapi.config.get('database.connection.connection') as object, knex, strapi.log) : inProcessRunner(strapi.log);
  jobs.work(QUEUES.pipelineRun, ({ runId }) => executeRun(knex, Number(runId), strapi.log));
  jobs.work(QUEUES.apiHealthProbes, () => probeAll(strapi));
  jobs.work(QUEUES.projectReminder, ({ reminderId }) => sendReminder(strapi, Number(reminderId)));
  jobs.work(QUEUES.propertyReport, ({ subscriptionId }) => sendSubscribedReport(strapi, Number(subscriptionId)));
  jobs.work(QUEUES.visitRetention, async () => {
    const deleted = await deleteExpiredVisits(knex);
    if (deleted) strapi.log.info(`Visit retention: ${deleted} visits older than the retention period deleted.`);
  });
  jobs.schedule(QUEUES.apiHealthProbes, `*/${API_HEALTH_PROBE.intervalMinutes} * * * *`);
  // Daily at 03:17 (an odd minute, away from other hourly work), once across processes.
  jobs.schedule(QUEUES.visitRetention, '17 3 * * *');
  // The dashboard's system health: every service probed every minute, once across processes (src/health).
  jobs.work(QUEUES.systemHealth, () => recordSystemHealth(strapi));
  jobs.schedule(QUEUES.systemHealth, systemHealthCron());
  const resend = await recoverRuns(knex, { atSqliteStart: !postgres });
  await jobs.start();
  runner = jobs;
  for (const runId of resend) await sendPipelineRun(runId);

  ticker = setInterval(() => {
    if (tickUnderWay) return;
    tickUnderWay = tick(knex).finally(() => {
      tickUnderWay = null;
    });
  }, tickSeconds() * 1000);
}

/** One turn of the scheduler: due pipelines (and runs whose process stopped), due reminders, due monthly reports. */
async function tick(knex: Knex): Promise<void> {
  try {
    await fireDuePipelines(knex, sendPipelineRun);
    await recoverRuns(knex, { atSqliteStart: false });
  } catch (error) {
    strapi.log.error(`Pipeline scheduler: ${(error as Error).message}`);
  }
  try {
    await fireDueReminders(sendProjectReminder);
  } catch (error) {
    strapi.log.error(`Project reminders: ${(error as Error).message}`);
  }
  try {
    await fireDueReportSubscriptions(knex, (subscriptionId) => sendJob(QUEUES.propertyReport, { subscriptionId }));
  } catch (error) {
    strapi.log.error(`Property reports: ${(error as Error).message}`);
  }
}

export const sendPipelineRun = (runId: number): Promise<void> => sendJob(QUEUES.pipelineRun, { runId });

const sendProjectReminder = (reminderId: number) => sendJob(QUEUES.projectReminder, { reminderId });

async function sendJob(queue: string, data: Record<string, unknown>): Promise<void> {
  if (!runner) throw new Error('The job runner has not started.');
  await runner.send(queue, data);
}

export async function stopPlatformJobs(): Promise<void> {
  if (ticker) clearInterval(ticker);
  ticker = null;
  await tickUnderWay;
  const stopping = runner;
  runner = null;
  await stopping?.stop();
}
