import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { smtpSettings } from '../api/account/services/mail';
import type { Core } from '@strapi/strapi';
import { HEALTH_PROBE } from '@platform/shared';
import { diskStatus, HEALTH_DETAILS, httpStatus, timedProbe, type ProbeResult } from './health-rules';

/** Jobs left waiting this long in pg-boss mean its workers are not taking them. */
const OVERDUE_MINUTES = 5;

/** A trivial query through Strapi's own connection pool. */
export const probeDatabase = (strapi: Core.Strapi) =>
  timedProbe(async () => {
    await strapi.db.connection.raw('select 1');
  });

/**
 * The server's own address as it listens (the port may be chosen at start), for calls of the platform to itself;
 * a wildcard address is reached on loopback. Null before it listens.
 */
export function ownBaseUrl(strapi: Core.Strapi): string | null {
  const address = strapi.server?.httpServer?.address() as AddressInfo | string | null | undefined;
  if (!address || typeof address === 'string') return null;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/** A GET of the server's own address (not an outbound call, so not through the outbound guard). */
export function probeOwnUrl(strapi: Core.Strapi, pathname: string): Promise<ProbeResult> {
  const base = ownBaseUrl(strapi);
  if (!base) return Promise.resolve({ status: 'unknown', responseMs: null, detail: HEALTH_DETAILS.notListening });
  return timedProbe(async (elapsed) => {
    const answer = await fetch(base + pathname, { signal: AbortSignal.timeout(HEALTH_PROBE.timeoutMs), redirect: 'manual' });
    await answer.body?.cancel();
    return httpStatus(answer.status, elapsed());
  });
}

/** The SMTP server of the platform's mail (the same SMTP_* settings) answers and greets; unknown when none is set. */
export async function probeMail(env: NodeJS.ProcessEnv = process.env): Promise<ProbeResult> {
  const smtp = smtpSettings(env);
  if (!smtp) return { status: 'unknown', responseMs: null, detail: HEALTH_DETAILS.smtpNotSet };
  const transport = nodemailer.createTransport({
    ...smtp,
    connectionTimeout: HEALTH_PROBE.timeoutMs,
    greetingTimeout: HEALTH_PROBE.timeoutMs,
    socketTimeout: HEALTH_PROBE.timeoutMs,
  });
  try {
    return await timedProbe(async () => {
      await transport.verify();
    });
  } finally {
    transport.close();
  }
}

/**
 * The job runner: this check is itself a job the runner took, so the runner is started and answering. On PostgreSQL
 * pg-boss's own table says more: jobs of any queue left waiting over 5 minutes past their start make it degraded.
 * A runner that stops is seen by the reader instead (service-health.ts: no check for three intervals is down).
 */
export function probeJobRunner(strapi: Core.Strapi): Promise<ProbeResult> {
  if (strapi.db.dialect.client !== 'postgres') return Promise.resolve({ status: 'healthy', responseMs: null, detail: null });
  return timedProbe(async (elapsed) => {
    const { rows } = await strapi.db.connection.raw(
      `select count(*)::int as overdue from pgboss.job where state in ('created', 'retry') and start_after < now() - interval '${OVERDUE_MINUTES} minutes'`,
    );
    const overdue = Number(rows[0]?.overdue ?? 0);
    if (overdue > 0) return { status: 'degraded', responseMs: elapsed(), detail: HEALTH_DETAILS.overdueJobs(overdue, OVERDUE_MINUTES) };
  });
}

/** The volume that fills up first: the SQLite file's folder, or the uploads folder beside PostgreSQL. */
export function diskFolder(strapi: Core.Strapi): string {
  const filename = strapi.config.get('database.connection.connection.filename') as string | undefined;
  if (strapi.db.dialect.client !== 'postgres' && filename) return path.dirname(path.resolve(filename));
  return path.join(strapi.dirs.static.public, 'uploads');
}

export const probeDisk = (strapi: Core.Strapi) =>
  timedProbe(async () => {
    const stats = await fs.promises.statfs(diskFolder(strapi));
    return diskStatus(stats.bavail * stats.bsize, stats.blocks * stats.bsize);
  });

/**
 * A product area's API: the public GET of the product (what the area's frame loads first; its data calls need a
 * signed-in user with access). It answers 404 once the product is switched off, so down means the area is not served.
 */
export const productProbePath = (productId: string) => `/api/products/${encodeURIComponent(productId)}`;
