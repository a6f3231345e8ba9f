import { factories } from '@strapi/strapi';
import type { IdeaTask, TaskInput, TaskStatus } from '@platform/shared';
import type { Knex } from 'knex';
import { toIsoDate } from '../../../db-values';
import { ideaExists } from '../../idea/idea-rows';

export const TASK_UID = 'api::idea-task.idea-task';
const TABLE = 'idea_tasks';
const COLUMNS = ['id', 'title', 'description', 'status', 'position', 'created_at'];

const toApiTask = (row: Record<string, unknown>) => ({ ...row, created_at: toIsoDate(row.created_at) }) as IdeaTask;

/** Positions 0..n-1 in the given order; only rows whose position changes are written. */
async function renumber(trx: Knex, tasks: Array<{ id: number; position: number }>): Promise<void> {
  for (const [index, task] of tasks.entries()) {
    if (task.position !== index) await trx(TABLE).where({ id: task.id }).update({ position: index });
  }
}

async function column(trx: Knex, ideaId: number, status: TaskStatus, exceptId?: number) {
  const query = trx(TABLE).select('id', 'position').where({ idea_id: ideaId, status }).orderBy([{ column: 'position' }, { column: 'id' }]);
  if (exceptId !== undefined) query.whereNot({ id: exceptId });
  return query as Promise<Array<{ id: number; position: number }>>;
}

export default factories.createCoreService(TASK_UID, ({ strapi }) => ({
  /** A new card, at the end of its column unless a position is given; null when the idea does not exist. */
  async add(ideaId: number, input: TaskInput): Promise<IdeaTask | null> {
    return strapi.db.transaction(async ({ trx }) => {
      if (!(await ideaExists(trx, ideaId))) return null;
      const status = input.status ?? 'todo';
      const cards = await column(trx, ideaId, status);
      const created = await strapi.db.query(TASK_UID).create({
        data: { idea_id: ideaId, title: input.title, description: input.description ?? null, status, position: cards.length },
      });
      const at = Math.min(input.position ?? cards.length, cards.length);
      await renumber(trx, [...cards.slice(0, at), { id: created.id, position: cards.length }, ...cards.slice(at)]);
      return toApiTask(await trx(TABLE).select(COLUMNS).where({ id: created.id }).first());
    });
  },

  /**
   * Edits a card or moves it: to another column (at the given position, or its end) or within its column. Both
   * columns are renumbered in the same transaction, so positions stay 0..n-1 without gaps.
   */
  async change(ideaId: number, taskId: number, input: TaskInput): Promise<IdeaTask | null> {
    return strapi.db.transaction(async ({ trx }) => {
      const task = await trx(TABLE).select('id', 'status', 'position').where({ id: taskId, idea_id: ideaId }).first();
      if (!task) return null;
      const { position, ...fields } = input;
      const status = input.status ?? task.status;
      if (Object.keys(fields).length > 0) await trx(TABLE).where({ id: taskId }).update(fields);
      if (status !== task.status || position !== undefined) {
        const target = await column(trx, ideaId, status, taskId);
        const at = Math.min(position ?? target.length, target.length);
        await renumber(trx, [...target.slice(0, at), { id: taskId, position: -1 }, ...target.slice(at)]);
        if (status !== task.status) await renumber(trx, await column(trx, ideaId, task.status, taskId));
      }
      return toApiTask(await trx(TABLE).select(COLUMNS).where({ id: taskId }).first());
    });
  },

  async remove(ideaId: number, taskId: number): Promise<boolean> {
    return strapi.db.transaction(async ({ trx }) => {
      const task = await trx(TABLE).select('status').where({ id: taskId, idea_id: ideaId }).first();
      if (!task) return false;
      await trx(TABLE).where({ id: taskId }).delete();
      await renumber(trx, await column(trx, ideaId, task.status));
      return true;
    });
  },
}));
