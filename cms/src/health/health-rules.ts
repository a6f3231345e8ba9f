import { HEALTH_PROBE, type HealthStatus } from '@platform/shared';

/** What one probe found. */
export interface ProbeResult {
  status: HealthStatus;
  responseMs: number | null;
  detail: string | null;
}

export const HEALTH_DETAILS = {
  slow: (ms: number) => `Slow answer: ${ms} ms (over ${HEALTH_PROBE.degradedAfterMs} ms)`,
  timeout: `No answer within ${HEALTH_PROBE.timeoutMs} ms`,
  httpStatus: (status: number) => `HTTP ${status}`,
  smtpNotSet: 'SMTP_HOST is not set',
  notListening: 'The server is not listening yet',
  diskLow: (percent: number) => `Only ${percent} % of the disk is free`,
  overdueJobs: (count: number, minutes: number) => `${count} job(s) waiting more than ${minutes} min`,
  stale: (minutes: number) => `No health check for ${minutes} min: the job runner is not running the probes`,
} as const;

/** A probe that answered: healthy, or degraded when slower than HEALTH_PROBE.degradedAfterMs. */
export function timedStatus(responseMs: number): ProbeResult {
  const slow = responseMs > HEALTH_PROBE.degradedAfterMs;
  return { status: slow ? 'degraded' : 'healthy', responseMs, detail: slow ? HEALTH_DETAILS.slow(responseMs) : null };
}

/** An HTTP answer: down unless 2xx, else graded by its time. */
export function httpStatus(status: number, responseMs: number): ProbeResult {
  if (status < 200 || status >= 300) return { status: 'down', responseMs, detail: HEALTH_DETAILS.httpStatus(status) };
  return timedStatus(responseMs);
}

/** Free disk as a share of the volume: degraded below 10 %, down below 2 %. */
export function diskStatus(freeBytes: number, totalBytes: number): ProbeResult {
  if (!(totalBytes > 0)) return { status: 'unknown', responseMs: null, detail: null };
  const share = freeBytes / totalBytes;
  const percent = Math.round(share * 1000) / 10;
  if (share < HEALTH_PROBE.diskDownBelow) return { status: 'down', responseMs: null, detail: HEALTH_DETAILS.diskLow(percent) };
  if (share < HEALTH_PROBE.diskDegradedBelow) return { status: 'degraded', responseMs: null, detail: HEALTH_DETAILS.diskLow(percent) };
  return { status: 'healthy', responseMs: null, detail: `${percent} % free` };
}

/** The job runner's newest check is older than three probe intervals: it has stopped running the probes. */
export function staleAfterMs(): number {
  return 3 * HEALTH_PROBE.intervalSeconds * 1000;
}

class ProbeTimeout extends Error {}

/**
 * Runs a probe within HEALTH_PROBE.timeoutMs and times it: its own result (a status it decided), or healthy/degraded
 * by time when it returns nothing, or down with the error or the timeout.
 */
export async function timedProbe(run: (elapsed: () => number) => Promise<ProbeResult | void>): Promise<ProbeResult> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ProbeTimeout()), HEALTH_PROBE.timeoutMs);
    });
    const result = await Promise.race([run(elapsed), timeout]);
    return result ?? timedStatus(elapsed());
  } catch (error) {
    const timedOut = error instanceof ProbeTimeout || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));
    const message = timedOut ? HEALTH_DETAILS.timeout : reasonOf(error);
    return { status: 'down', responseMs: timedOut ? null : elapsed(), detail: message.slice(0, 500) };
  } finally {
    clearTimeout(timer);
  }
}

function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error)?.message ?? String(error);
}
