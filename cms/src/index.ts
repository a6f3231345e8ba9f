import type { Core } from '@strapi/strapi';
import fs from 'node:fs';
import { ensureImportStaging } from './api/idea/import-staging';
import { renumberRanks } from './api/idea/rank-moves';
import { restrictEditorRole } from './cms-panel/editor-role';
import { setPanelViews } from './cms-panel/panel-views';
import { checkPanelSaves } from './cms-panel/panel-saves';
import { tuneDatabase } from './database-tuning';
import { withRequestBodies } from './middlewares/request-bodies';
import { securityHeaders } from './middlewares/security-headers';
import { cacheRouteMatches } from './route-match-cache';
import { ensureContentLocales } from './content-locales';
import { gatherAdminWriteChanges } from './logs/admin-writes';
import { eventLog } from './logs/event-log';
import { ensureLogTables } from './logs/log-store';
import { ensureListingStores } from './listings';
import { ensureIdeaFiguresVersion } from './api/idea/idea-figures-version';
import { keepUnhandledErrors } from './middlewares/event-log';
import { seed } from './seed';
import { platformMode } from './platform-mode';
import { setPasswordHashRounds } from './password-hash-rounds';
import { migrateSubscriptionStatuses } from './api/product-subscription/status-migration';
import { ensureApiRegistryStores } from './api-registry/registry-store';
import { ensurePipelineTables } from './pipelines/pipeline-tables';
import { ensureProjectTables } from './projects/project-store';
import { ensureCvTemplateIndex } from './consultancy/cv-templates';
import { ensureRunIndexes } from './pipelines/run-store';
import { startPlatformJobs, stopPlatformJobs } from './jobs/platform-jobs';
import { ensureVisitAnalyticsStores } from './analytics/visit-stores';
import { ensureSystemHealthTable } from './health/health-table';
import { ensureProductTimingsTable, startProductTimings, stopProductTimings } from './dashboard/product-timings';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // The upload plugin refuses to start without its folder (a fresh clone has none).
    fs.mkdirSync(strapi.dirs.static.public + '/uploads', { recursive: true });
    // strapi::security stays in config/middlewares (Strapi requires it by that name), built once instead of per request.
    strapi.get('middlewares').extend('strapi::security', () => securityHeaders);
    strapi.get('middlewares').extend('strapi::body', withRequestBodies as never);
    // strapi::public adds a catch-all GET route for files in cms/public, which holds nothing but uploads (served by the
    // upload plugin): every GET, the API's too, ran through it. The apps and "/" are served by global::spa-static.
    strapi.get('middlewares').extend('strapi::public', () => () => undefined);
    strapi.get('middlewares').extend('strapi::errors', keepUnhandledErrors as never);
    cacheRouteMatches(strapi);
    logStrayRejections();
    setPasswordHashRounds(strapi);
    checkPanelSaves(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await tuneDatabase(strapi);
    await ensureLogTables(strapi);
    gatherAdminWriteChanges(strapi);
    // Databases written before ranks were kept gap-free may hold duplicates or holes: one pass mends them.
    await strapi.db.transaction(({ trx }) => renumberRanks(trx));
    await ensureImportStaging(strapi.db.connection);
    await migrateSubscriptionStatuses(strapi.db.connection);
    await ensureContentLocales(strapi);
    await ensureListingStores(strapi);
    await ensureIdeaFiguresVersion(strapi);
    await ensureApiRegistryStores(strapi);
    await ensurePipelineTables(strapi);
    await ensureProjectTables(strapi);
    await ensureCvTemplateIndex(strapi);
    await ensureRunIndexes(strapi.db.connection);
    await ensureVisitAnalyticsStores(strapi);
    await ensureSystemHealthTable(strapi.db.connection);
    await ensureProductTimingsTable(strapi.db.connection);
    startProductTimings(strapi.db.connection);
    await seed(strapi);
    await restrictEditorRole(strapi);
    await setPanelViews(strapi);
    warnAboutMissingMailSettings(strapi);
    await startPlatformJobs(strapi);
    eventLog(strapi).record({
      level: 'info',
      category: 'system',
      action: 'system.started',
      metadata: { pid: process.pid, node: process.version },
      status: 'success',
    });
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    // Jobs stop and what is still queued in the log is stored before the database closes.
    await stopPlatformJobs();
    await eventLog(strapi).flush();
    await stopProductTimings();
  },
};

let strayRejectionsLogged = false;
/**
 * A promise failure nobody waited for (a query cut off as the database goes away, say) is written to the log instead
 * of ending the process: while the database is away the platform answers 503, and it recovers by itself.
 */
function logStrayRejections(): void {
  if (strayRejectionsLogged) return;
  strayRejectionsLogged = true;
  process.on('unhandledRejection', (reason) => {
    const text = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason);
    (global.strapi?.log ?? console).error(`A promise failed with nobody waiting for it: ${text}`);
  });
}

/** In production, verification mails need a real SMTP server and links to the public address; say so at start. */
function warnAboutMissingMailSettings(strapi: Core.Strapi): void {
  if (platformMode() !== 'production') return;
  if (!process.env.SMTP_HOST) strapi.log.warn('SMTP_HOST is not set: verification mails are written to the log instead of sent.');
  if (!process.env.PUBLIC_URL) strapi.log.warn('PUBLIC_URL is not set: links in mails point to http://localhost; set the address users reach.');
}
