import type { UID } from '@strapi/strapi';
import { PROJECT_MESSAGES, type ProjectReminder, type ProjectReminderInput } from '@platform/shared';
import type { WriteContext } from '../../admin-resource';
import { toIsoDate, toList } from '../../db-values';
import { httpError } from '../../http-error';

// Typed loosely: the generated content-type list is refreshed only when the panel is built.
export const REMINDER_UID = 'api::project-reminder.project-reminder' as UID.ContentType;
export const REMINDER_FIELDS = ['id', 'title', 'message', 'remind_at', 'recipients', 'status', 'sent_at', 'error', 'created_at'] as const;

type Row = Record<string, unknown>;
export const reminders = () => strapi.db.query(REMINDER_UID);

/** A stored reminder in the API's shape (its timestamps already named created_at/updated_at). */
export function toReminder(row: Row): Row {
  const reminder: ProjectReminder = {
    id: Number(row.id),
    title: String(row.title ?? ''),
    message: String(row.message ?? ''),
    remind_at: toIsoDate(row.remind_at) as string,
    recipients: toList(row.recipients).map(String),
    status: row.status as ProjectReminder['status'],
    sent_at: toIsoDate(row.sent_at),
    error: (row.error as string | null) ?? null,
    created_at: String(row.created_at ?? ''),
  };
  return reminder as unknown as Row;
}

/**
 * Changes and deletes only while the reminder is pending, decided by the write itself (a conditional update), so a
 * reminder the sender has just claimed cannot change under it: 409 otherwise.
 */
export const reminderWrites = {
  async update(id: number, input: Partial<ProjectReminderInput>, { parentId }: WriteContext): Promise<Row | null> {
    const { count } = await reminders().updateMany({ where: { id, project_id: parentId, status: 'pending' }, data: input });
    if (count === 0) throw httpError(409, PROJECT_MESSAGES.reminderSent);
    return { id };
  },
  async delete(id: number, { parentId }: WriteContext): Promise<boolean> {
    const { count } = await reminders().deleteMany({ where: { id, project_id: parentId, status: 'pending' } });
    if (count === 0) throw httpError(409, PROJECT_MESSAGES.reminderSent);
    return true;
  },
};
