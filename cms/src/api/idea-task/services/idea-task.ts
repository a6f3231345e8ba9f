import { factories } from '@strapi/strapi';
import type { IdeaTask, TaskInput, TaskStatus } from '@platform/shared';
import type { Knex } from 'knex';
import { withApiTimestamps } from '../../../db-values';
import { ideaExists } from '../../idea/idea-rows';

export const TASK_UID = 'api::idea-task.idea-task';
const TABLE = 'idea_tasks';
const SELECT = ['id', 'title', 'description', 'status', 'position', 'createdAt'];

const toApiTask = (row: Record<string, unknown>) => withApiTimestamps<IdeaTask>(row);

/**
 * Positions 0..n-1 in the given order; only rows whose position changes are written. With knex on purpose: a card
 * that only shifted place was not edited, so no lifecycle fires for it (the card that was written went through the
 * query engine).
 */
async function renumber(trx: Knex, tasks: Array<{ id: number; position: number }>): Promise<void> {
  for (const [index, task] of tasks.entries()) {
    if (task.position !== index) await trx(TABLE).where({ id: task.id }).update({ position: index });
  }
}

export default factories.createCoreService(TASK_UID, ({ strapi }) => {
  const tasks = () => strapi.db.query(TASK_UID);

  /** A column's cards in board order (inside strapi.db.transaction, read in that transaction). */
  const column = async (ideaId: number, status: TaskStatus, exceptId?: number) =>
    (await tasks().findMany({
      select: ['id', 'position'],
      where: { idea_id: ideaId, status, ...(exceptId === undefined ? {} : { id: { $ne: exceptId } }) },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
    })) as Array<{ id: number; position: number }>;

  const findTask = async (id: number) => toApiTask(await tasks().findOne({ select: SELECT, where: { id } }));

  return {
    /** A new card, at the end of its column unless a position is given; null when the idea does not exist. */
    async add(ideaId: number, input: TaskInput): Promise<IdeaTask | null> {
      return strapi.db.transaction(async ({ trx }) => {
        if (!(await ideaExists(trx, ideaId))) return null;
        const status = input.status ?? 'todo';
        const cards = await column(ideaId, status);
        const created = await tasks().create({
          data: { idea_id: ideaId, title: input.title, description: input.description ?? null, status, position: cards.length },
        });
        const at = Math.min(input.position ?? cards.length, cards.length);
        await renumber(trx, [...cards.slice(0, at), { id: created.id, position: cards.length }, ...cards.slice(at)]);
        return findTask(created.id);
      });
    },

    /**
     * Edits a card or moves it: to another column (at the given position, or its end) or within its column. Both
     * columns are renumbered in the same transaction, so positions stay 0..n-1 without gaps.
     */
    async change(ideaId: number, taskId: number, input: TaskInput): Promise<IdeaTask | null> {
      return strapi.db.transaction(async ({ trx }) => {
        const task = await tasks().findOne({ select: ['id', 'status', 'position'], where: { id: taskId, idea_id: ideaId } });
        if (!task) return null;
        const { position, ...fields } = input;
        const status = input.status ?? task.status;
        if (Object.keys(fields).length > 0) await tasks().update({ where: { id: taskId }, data: fields });
        if (status !== task.status || position !== undefined) {
          const target = await column(ideaId, status, taskId);
          const at = Math.min(position ?? target.length, target.length);
          await renumber(trx, [...target.slice(0, at), { id: taskId, position: -1 }, ...target.slice(at)]);
          if (status !== task.status) await renumber(trx, await column(ideaId, task.status, taskId));
        }
        return findTask(taskId);
      });
    },

    async remove(ideaId: number, taskId: number): Promise<boolean> {
      return strapi.db.transaction(async ({ trx }) => {
        const task = await tasks().findOne({ select: ['status'], where: { id: taskId, idea_id: ideaId } });
        if (!task) return false;
        await tasks().delete({ where: { id: taskId } });
        await renumber(trx, await column(ideaId, task.status));
        return true;
      });
    },
  };
});
