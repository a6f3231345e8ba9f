import type { Core } from '@strapi/strapi';
import type { LogCategory, LogLevel } from '@platform/shared';
import { LogQueue } from './log-queue';
import { storeLogBatch } from './log-store';

/** One event as the platform records it; the time is when it happened, not when its batch is written. */
export interface LogEvent {
  timestamp: Date;
  level: LogLevel;
  category: LogCategory;
  action: string;
  errorMessage?: string | null;
  errorStack?: string | null;
  metadata?: Record<string, unknown> | null;
  userId?: number | null;
  userEmail?: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  productId?: string | null;
  status?: string | null;
  durationMs?: number | null;
}

const MAX_TEXT = 4_000;
const clip = (text: string | null | undefined, max: number) => (text ? (text.length > max ? `${text.slice(0, max - 1)}…` : text) : null);

/** Bounds every free-text field, so one event cannot grow the log without limit. */
function bounded(event: LogEvent): LogEvent {
  return {
    ...event,
    action: clip(event.action, 120)!,
    errorMessage: clip(event.errorMessage, MAX_TEXT),
    errorStack: clip(event.errorStack, MAX_TEXT * 4),
    userEmail: clip(event.userEmail, 255),
    userAgent: clip(event.userAgent, 300),
    productId: clip(event.productId, 64),
    status: clip(event.status, 40),
  };
}

export interface EventLog {
  record(event: Omit<LogEvent, 'timestamp'> & { timestamp?: Date }): void;
  /** Stores what is queued: a reader of the log then sees every event that happened before the read. */
  flush(): Promise<void>;
}

const logs = new WeakMap<Core.Strapi, EventLog>();

/**
 * The platform's log for this process: record() queues and returns at once; batches are stored after
 * LOG_BATCH_MS (250 ms). When the database refuses a batch, its entries are written to stdout as JSON lines.
 */
export function eventLog(strapi: Core.Strapi): EventLog {
  let log = logs.get(strapi);
  if (log) return log;
  const queue = new LogQueue<LogEvent>({
    write: (batch) => storeLogBatch(strapi, batch),
    fallback: (batch, error) => {
      process.stdout.write(`${JSON.stringify({ logStoreFailed: String((error as Error)?.message ?? error), entries: batch.length })}\n`);
      for (const entry of batch) process.stdout.write(`${JSON.stringify(entry)}\n`);
    },
    droppedNotice: (count) => ({
      timestamp: new Date(),
      level: 'warning',
      category: 'system',
      action: 'logs.entries_dropped',
      errorMessage: `${count} log entries were dropped: the log queue was full.`,
      metadata: { count },
      status: 'dropped',
    }),
    delayMs: Number(process.env.LOG_BATCH_MS) > 0 ? Number(process.env.LOG_BATCH_MS) : 250,
  });
  log = {
    record: (event) => queue.add(bounded({ timestamp: new Date(), ...event })),
    flush: () => queue.flush(),
  };
  logs.set(strapi, log);
  return log;
}
