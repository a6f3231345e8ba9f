import { factories } from '@strapi/strapi';
import { IDEA_LIST_FIELDS, searchLikePattern, type Idea, type IdeaInput, type IdeaListQuery } from '@platform/shared';
import type { Knex } from 'knex';
import { IDEA_FIELDS, IDEA_UID, IDEAS_TABLE, ideaSelect, toApiIdea } from '../idea-rows';

const PRIORITY_ORDER = "CASE priority WHEN 'low' THEN 1 WHEN 'medium' THEN 2 WHEN 'high' THEN 3 WHEN 'critical' THEN 4 ELSE 0 END";
const STATUS_ORDER =
  "CASE status WHEN 'new' THEN 0 WHEN 'draft' THEN 1 WHEN 'research' THEN 2 WHEN 'validation' THEN 3 " +
  "WHEN 'development' THEN 4 WHEN 'launched' THEN 5 WHEN 'archived' THEN 6 ELSE 7 END";

const NULLABLE_SORT_FIELDS = new Set(['score', 'strategic_fit_score', 'personal_enthusiasm']);

function applyListFilters(qb: Knex.QueryBuilder, query: IdeaListQuery): Knex.QueryBuilder {
  for (const [column, value] of Object.entries(query.filters)) qb.where(column, value);
  if (query.search) qb.whereRaw("search_text LIKE ? ESCAPE '\\'", [searchLikePattern(query.search)]);
  return qb;
}

export default factories.createCoreService(IDEA_UID, ({ strapi }) => {
  const knex = (): Knex => strapi.db.connection;
  const selects = new Map<readonly string[], Record<string, string>>();
  const columns = (fields: readonly string[] = IDEA_FIELDS) => {
    if (!selects.has(fields)) selects.set(fields, ideaSelect(strapi.db.metadata.get(IDEA_UID) as never, fields));
    return selects.get(fields) as Record<string, string>;
  };

  async function findRow(id: number): Promise<Idea | null> {
    const row = await knex()(IDEAS_TABLE).select(columns()).where({ id }).first();
    return row ? toApiIdea(row) : null;
  }

  async function documentIdOf(id: number): Promise<string | null> {
    const row = await knex()(IDEAS_TABLE).select('document_id').where({ id }).first();
    return row?.document_id ?? null;
  }

  return {
    /** One page (or, without a range, all) of the ideas matching the query, with the total count. */
    async list(query: IdeaListQuery): Promise<{ ideas: Idea[]; total: number }> {
      const fields = query.fields === 'list' ? IDEA_LIST_FIELDS : IDEA_FIELDS;
      const rows = applyListFilters(knex()(IDEAS_TABLE).select(columns(fields)), query);
      if (query.sortBy === 'priority') rows.orderByRaw(`${PRIORITY_ORDER} ${query.sortOrder}`);
      else if (query.sortBy === 'status') rows.orderByRaw(`${STATUS_ORDER} ${query.sortOrder}`);
      // Empty scores last in both orders, on SQLite and PostgreSQL alike (knex's own nulls-last drops the column on
      // SQLite, hence the raw form). Other columns have no empty values and keep their index order.
      else if (NULLABLE_SORT_FIELDS.has(query.sortBy)) rows.orderByRaw(`?? IS NULL, ?? ${query.sortOrder}`, [query.sortBy, query.sortBy]);
      else rows.orderBy(query.sortBy, query.sortOrder);
      rows.orderBy('id', 'asc');
      if (query.range) rows.offset(query.range.start).limit(query.range.end - query.range.start);

      const [found, counted] = await Promise.all([
        rows,
        query.range ? applyListFilters(knex()(IDEAS_TABLE).count({ total: '*' }), query).first() : null,
      ]);
      const ideas = (found as Record<string, unknown>[]).map((row) => toApiIdea(row, fields));
      return { ideas, total: counted ? Number(counted.total) : ideas.length };
    },

    findById: findRow,

    async createIdea(data: IdeaInput): Promise<Idea> {
      const created = await strapi.documents(IDEA_UID).create({ data: data as never });
      return (await findRow(created.id as number)) as Idea;
    },

    /** Applies a checked partial update; null when the idea does not exist. */
    async updateIdea(id: number, data: IdeaInput): Promise<Idea | null> {
      const documentId = await documentIdOf(id);
      if (!documentId) return null;
      await strapi.documents(IDEA_UID).update({ documentId, data: data as never });
      return findRow(id);
    },

    /** Deletes an idea; answers what was deleted, or null when it did not exist. */
    async deleteIdea(id: number): Promise<Idea | null> {
      const idea = await findRow(id);
      const documentId = await documentIdOf(id);
      if (!idea || !documentId) return null;
      await strapi.documents(IDEA_UID).delete({ documentId });
      return idea;
    },
  };
});
