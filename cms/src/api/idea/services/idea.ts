import { factories } from '@strapi/strapi';
import { IDEA_LIST_FIELDS, RANK_DEFAULT, searchLikePattern, type Idea, type IdeaInput, type IdeaListQuery } from '@platform/shared';
import type { Knex } from 'knex';
import { toNumber } from '../../../db-values';
import { readConnection } from '../../../read-connection';
import { versionedCache } from '../../../listings/versioned-cache';
import { IDEA_FIGURES_DATA } from '../idea-figures-version';
import { IDEA_FIELDS, IDEA_UID, IDEAS_TABLE, ideaSelect, toApiIdea } from '../idea-rows';
import { closeRankGap, lockRanks, placeRank } from '../rank-moves';
import { service } from '../../../services';

const PRIORITY_ORDER = "CASE priority WHEN 'low' THEN 1 WHEN 'medium' THEN 2 WHEN 'high' THEN 3 WHEN 'critical' THEN 4 ELSE 0 END";
const STATUS_ORDER =
  "CASE status WHEN 'new' THEN 0 WHEN 'draft' THEN 1 WHEN 'research' THEN 2 WHEN 'validation' THEN 3 " +
  "WHEN 'development' THEN 4 WHEN 'launched' THEN 5 WHEN 'archived' THEN 6 ELSE 7 END";
/** The filter combinations whose summary cards are kept (the admin's filter bar has a few in use at once). */
const STATS_KEPT = 64;
const NULLABLE_SORT_FIELDS = new Set(['score', 'strategic_fit_score', 'personal_enthusiasm']);
/** Tables of an idea's own records, removed with it. */
const CHILD_TABLES = ['idea_tasks', 'idea_comments', 'idea_evaluations'];

type Filters = Pick<IdeaListQuery, 'filters' | 'search'>;

const filtersOf = ({ filters, search }: Filters): Filters => ({ filters, search });

function applyListFilters(qb: Knex.QueryBuilder, query: Filters): Knex.QueryBuilder {
  for (const [column, value] of Object.entries(query.filters)) qb.where(column, value);
  if (query.search) qb.whereRaw("search_text LIKE ? ESCAPE '\\'", [searchLikePattern(query.search)]);
  return qb;
}

export interface IdeaStats {
  total: number;
  highPriority: number;
  avgScore: number;
  inValidation: number;
}

export default factories.createCoreService(IDEA_UID, ({ strapi }) => {
  const knex = (): Knex => strapi.db.connection;
  const selects = new Map<readonly string[], Record<string, string>>();
  const columns = (fields: readonly string[] = IDEA_FIELDS) => {
    if (!selects.has(fields)) selects.set(fields, ideaSelect(strapi.db.metadata.get(IDEA_UID) as never, fields));
    return selects.get(fields) as Record<string, string>;
  };

  /** One idea in the API's shape; inside a transaction pass its knex (SQLite has one connection). */
  async function findRow(id: number, db: Knex = knex()): Promise<Idea | null> {
    const row = await db(IDEAS_TABLE).select(columns()).where({ id }).first();
    return row ? toApiIdea(row) : null;
  }

  const figures = versionedCache(strapi, [IDEA_FIGURES_DATA], { kept: STATS_KEPT });

  async function computeStats(key: string, query: Filters): Promise<IdeaStats> {
    const row = await readConnection(strapi).first<Record<string, unknown>>(`ideas stats ${key}`, () =>
      applyListFilters(
        knex()(IDEAS_TABLE).select(
          knex().raw('COUNT(*) AS total'),
          knex().raw("SUM(CASE WHEN priority IN ('high', 'critical') THEN 1 ELSE 0 END) AS high_priority"),
          knex().raw('AVG(score) AS avg_score'),
          knex().raw("SUM(CASE WHEN status = 'validation' THEN 1 ELSE 0 END) AS in_validation"),
        ),
        query,
      ),
    );
    return {
      total: toNumber(row?.total),
      highPriority: toNumber(row?.high_priority),
      avgScore: Math.round(toNumber(row?.avg_score) * 10) / 10,
      inValidation: toNumber(row?.in_validation),
    };
  }

  return {
    /**
     * One page (or, without a range, all) of the ideas matching the query, with the total count. knex on the read
     * connection: npm run bench gives 1,259 req/s, 0.72 of a bare node:http + SQLite ceiling (a third through the engine).
     */
    async list(query: IdeaListQuery): Promise<{ ideas: Idea[]; total: number }> {
      const fields = query.fields === 'list' ? IDEA_LIST_FIELDS : IDEA_FIELDS;
      const page = () => {
        const rows = applyListFilters(knex()(IDEAS_TABLE).select(columns(fields)), query);
        if (query.sortBy === 'priority') rows.orderByRaw(`${PRIORITY_ORDER} ${query.sortOrder}`);
        else if (query.sortBy === 'status') rows.orderByRaw(`${STATUS_ORDER} ${query.sortOrder}`);
        // Empty scores last in both orders, on SQLite and PostgreSQL alike (knex's own nulls-last drops the column on
        // SQLite, hence the raw form). Other columns have no empty values and keep their index order.
        else if (NULLABLE_SORT_FIELDS.has(query.sortBy)) rows.orderByRaw(`?? IS NULL, ?? ${query.sortOrder}`, [query.sortBy, query.sortBy]);
        else rows.orderBy(query.sortBy, query.sortOrder);
        rows.orderBy('id', 'asc');
        if (query.range) rows.offset(query.range.start).limit(query.range.end - query.range.start);
        return rows;
      };

      const reads = readConnection(strapi);
      // The parsed query holds every value the SQL depends on.
      const key = JSON.stringify(query);
      const [found, counted] = await Promise.all([
        reads.rows(`ideas page ${key}`, page),
        query.range
          ? reads.first<{ total: unknown }>(`ideas count ${JSON.stringify(filtersOf(query))}`, () =>
              applyListFilters(knex()(IDEAS_TABLE).count({ total: '*' }), query),
            )
          : null,
      ]);
      const ideas = (found as Record<string, unknown>[]).map((row) => toApiIdea(row));
      return { ideas, total: counted ? Number(counted.total) : ideas.length };
    },

    /**
     * The summary cards over the same filters as the list: one pass over the matching ideas (16,000 of 100,000 for one
     * status, 2 ms), kept until a write changes what they count (the version kept by the ideas table's triggers).
     */
    stats: (query: Filters): Promise<IdeaStats> => {
      const key = JSON.stringify(filtersOf(query));
      return figures(key, () => computeStats(key, query));
    },

    findById: (id: number) => findRow(id),

    /** The idea with its evaluations, attachments and comments (newest first), as the detail page shows it. */
    async detail(id: number) {
      const idea = await findRow(id);
      if (!idea) return null;
      const [evaluations, attachments, comments] = await Promise.all([
        service(strapi, 'ideaEvaluations').listFor(id),
        service(strapi, 'ideaAttachments').listFor(id),
        service(strapi, 'ideaComments').listFor(id),
      ]);
      return { ...idea, evaluations, attachments, comments };
    },

    /** Creates an idea; a rank among the ranked ideas makes room there (past the end: the next free rank). */
    async createIdea(data: IdeaInput): Promise<Idea> {
      return strapi.db.transaction(async ({ trx }) => {
        await lockRanks(trx, strapi.db.dialect.client);
        const rank = await placeRank(trx, { from: null, requested: typeof data.rank === 'number' ? data.rank : RANK_DEFAULT });
        const created = await strapi.documents(IDEA_UID).create({ data: { ...data, rank } as never });
        return (await findRow(created.id as number, trx)) as Idea;
      });
    },

    /**
     * Applies a checked partial update; null when the idea does not exist. A new rank moves the idea: the ideas
     * between its old and new rank shift by one, in the same transaction, under the rank lock (see rank-moves.ts).
     */
    async updateIdea(id: number, data: IdeaInput): Promise<Idea | null> {
      return strapi.db.transaction(async ({ trx }) => {
        if (typeof data.rank === 'number') await lockRanks(trx, strapi.db.dialect.client);
        const current = await trx(IDEAS_TABLE).select('document_id', 'rank').where({ id }).first();
        if (!current) return null;
        const changes = { ...data };
        if (typeof data.rank === 'number' && data.rank !== current.rank) {
          changes.rank = await placeRank(trx, { id, from: current.rank, requested: data.rank });
        }
        await strapi.documents(IDEA_UID).update({ documentId: current.document_id, data: changes as never });
        return findRow(id, trx);
      });
    },

    /** Deletes an idea with its tasks, comments, evaluations and attachments; null when it did not exist. */
    async deleteIdea(id: number): Promise<Idea | null> {
      const attachments = service(strapi, 'ideaAttachments');
      const deleted = await strapi.db.transaction(async ({ trx }) => {
        await lockRanks(trx, strapi.db.dialect.client);
        const idea = await findRow(id, trx);
        if (!idea) return null;
        const files = await attachments.storedFilesFor(id);
        for (const table of CHILD_TABLES) await trx(table).where({ idea_id: id }).delete();
        await trx('idea_attachments').where({ idea_id: id }).delete();
        await trx(IDEAS_TABLE).where({ id }).delete();
        await closeRankGap(trx, idea.rank);
        return { idea, files };
      });
      if (!deleted) return null;
      // Files are not transactional: remove them once the rows are gone.
      await attachments.removeFiles(deleted.files);
      return deleted.idea;
    },
  };
});
