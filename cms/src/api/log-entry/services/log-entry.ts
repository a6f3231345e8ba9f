import { factories } from '@strapi/strapi';
import { LOG_CATEGORIES, LOG_ERROR_LEVELS, LOG_LEVELS, LOG_LIMITS, type LogEntry, type LogQuery, type LogStats } from '@platform/shared';
import { toIsoDate, toObject } from '../../../db-values';
import { LOG_ARCHIVE_TABLE, LOG_ATTRIBUTES, LOG_COUNTS_TABLE, LOG_TABLE, LOG_UID, dayOf, logColumns } from '../../../logs/log-store';

const DAY_MS = 86_400_000;
const SELECT = ['id', ...LOG_ATTRIBUTES];
const NEWEST_FIRST = [{ timestamp: 'desc' as const }, { id: 'desc' as const }];

function toApiEntry(row: Record<string, unknown>): LogEntry {
  return {
    ...(row as unknown as LogEntry),
    timestamp: toIsoDate(row.timestamp) as string,
    metadata: toObject(row.metadata),
    userId: row.userId === null || row.userId === undefined ? null : Number(row.userId),
    durationMs: row.durationMs === null || row.durationMs === undefined ? null : Number(row.durationMs),
  };
}

/** The query engine's filter for a checked list query (the cursor aside). */
function whereOf(query: LogQuery): Record<string, unknown> {
  const all: Record<string, unknown>[] = [];
  if (query.levels) all.push({ level: { $in: query.levels } });
  if (query.category) all.push({ category: query.category });
  if (query.userId) all.push({ userId: query.userId });
  if (query.productId) all.push({ productId: query.productId });
  if (query.since) all.push({ timestamp: { $gte: new Date(query.since) } });
  if (query.until) all.push({ timestamp: { $lt: new Date(query.until) } });
  if (query.search) {
    const text = { $containsi: query.search };
    all.push({ $or: [{ action: text }, { errorMessage: text }, { userEmail: text }] });
  }
  return all.length ? { $and: all } : {};
}

const zeroes = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

export default factories.createCoreService(LOG_UID, ({ strapi }) => ({
  /** A page of entries, newest first, and how many match. */
  async list(query: LogQuery): Promise<{ logs: LogEntry[]; total: number }> {
    const where = whereOf(query);
    const { cursor } = query;
    const pageWhere = cursor
      ? {
          $and: [
            where,
            { $or: [{ timestamp: { $lt: new Date(cursor.timestamp) } }, { timestamp: new Date(cursor.timestamp), id: { $lt: cursor.id } }] },
          ],
        }
      : where;
    const [rows, total] = await Promise.all([
      strapi.db
        .query(LOG_UID)
        .findMany({ select: SELECT, where: pageWhere, orderBy: NEWEST_FIRST, offset: cursor ? 0 : query.offset, limit: query.limit }),
      strapi.db.query(LOG_UID).count({ where }),
    ]);
    return { logs: rows.map(toApiEntry), total: Number(total) };
  },

  /**
   * The stat cards: counts by level, category and action over every stored entry (or the last `days` UTC days, which
   * may reach back past a cleanup: the per-day counts are kept 90 days), and error + critical entries of the last 24
   * hours.
   */
  async stats(days: number | null, now: Date = new Date()): Promise<LogStats> {
    const knex = strapi.db.connection;
    const oldest = days === null ? await strapi.db.query(LOG_UID).findOne({ select: ['timestamp'], orderBy: { timestamp: 'asc' } }) : null;
    const fromDay = days !== null ? dayOf(now.getTime() - (days - 1) * DAY_MS) : oldest ? dayOf(Date.parse(toIsoDate(oldest.timestamp)!)) : null;
    const [rows, errorsLast24h] = await Promise.all([
      fromDay === null
        ? []
        : (knex(LOG_COUNTS_TABLE)
            .select('level', 'category', 'action')
            .sum({ count: 'count' })
            .where('day', '>=', fromDay)
            .groupBy('level', 'category', 'action') as Promise<Array<{ level: string; category: string; action: string; count: unknown }>>),
      strapi.db.query(LOG_UID).count({ where: { level: { $in: LOG_ERROR_LEVELS }, timestamp: { $gte: new Date(now.getTime() - DAY_MS) } } }),
    ]);
    const logsByLevel = zeroes(LOG_LEVELS);
    const logsByCategory = zeroes(LOG_CATEGORIES);
    const byAction = new Map<string, number>();
    let totalLogs = 0;
    for (const row of rows) {
      const count = Number(row.count);
      totalLogs += count;
      if (row.level in logsByLevel) logsByLevel[row.level as keyof typeof logsByLevel] += count;
      if (row.category in logsByCategory) logsByCategory[row.category as keyof typeof logsByCategory] += count;
      byAction.set(row.action, (byAction.get(row.action) ?? 0) + count);
    }
    const topActions = [...byAction.entries()]
      .map(([action, count]) => ({ action, count }))
      .sort((a, b) => b.count - a.count || a.action.localeCompare(b.action))
      .slice(0, LOG_LIMITS.topActions);
    return { totalLogs, logsByLevel, logsByCategory, topActions, errorsLast24h: Number(errorsLast24h), days };
  },

  /**
   * Deletes the entries from before the UTC day that began `days` days ago, in one transaction: error, critical and
   * security entries are first copied to the archive; the per-day counts are kept for 90 days (and for any day that
   * still has entries).
   */
  async cleanup(days: number, now: Date = new Date()): Promise<{ deletedCount: number; archivedCount: number; before: string }> {
    const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const before = new Date(todayStart - days * DAY_MS);
    const column = logColumns(strapi);
    const important = { timestamp: { $lt: before }, $or: [{ level: { $in: LOG_ERROR_LEVELS } }, { category: 'security' }] };
    return strapi.db.transaction(async ({ trx }) => {
      const archivedCount = Number(await strapi.db.query(LOG_UID).count({ where: important }));
      if (archivedCount > 0) {
        // A copy of many rows in one statement: the query engine has no INSERT ... SELECT.
        const copied = LOG_ATTRIBUTES.map((name) => column[name]);
        await trx.raw(
          `INSERT INTO ?? (??, ??, ${copied.map(() => '??').join(', ')}) SELECT ??, ?, ${copied.map(() => '??').join(', ')} FROM ?? WHERE ?? < ? AND (?? IN (${LOG_ERROR_LEVELS.map(() => '?').join(', ')}) OR ?? = ?)`,
          [
            LOG_ARCHIVE_TABLE,
            'original_id',
            'archived_at',
            ...copied,
            'id',
            now,
            ...copied,
            LOG_TABLE,
            column.timestamp,
            before,
            column.level,
            ...LOG_ERROR_LEVELS,
            column.category,
            'security',
          ],
        );
      }
      const { count: deletedCount } = await strapi.db.query(LOG_UID).deleteMany({ where: { timestamp: { $lt: before } } });
      const countsFrom = [dayOf(before), dayOf(todayStart - (LOG_LIMITS.countsKeptDays - 1) * DAY_MS)].sort()[0];
      await trx(LOG_COUNTS_TABLE).where('day', '<', countsFrom).delete();
      return { deletedCount: Number(deletedCount), archivedCount, before: before.toISOString() };
    });
  },
}));
