import { PROJECT_MESSAGES, validateProjectReminderInput, type ProjectReminderInput } from '@platform/shared';
import { adminResource } from '../../../admin-resource';
import { REMINDER_FIELDS, REMINDER_UID, reminderWrites, toReminder } from '../../../projects/reminders/reminder-store';

/** A project's reminders, the latest remind_at first; changed or deleted only while pending (else 409). */
export default adminResource<Partial<ProjectReminderInput>>({
  uid: REMINDER_UID,
  path: '/admin/projects/:projectId/reminders',
  idParam: 'reminderId',
  parent: {
    param: 'projectId',
    attribute: 'project_id',
    exists: async (id) => Boolean(await strapi.db.connection('projects').where({ id }).first('id')),
    notFound: PROJECT_MESSAGES.notFound,
  },
  fields: { list: REMINDER_FIELDS },
  toApi: toReminder,
  validate: validateProjectReminderInput,
  sort: {
    fields: ['remind_at', 'title', 'status', 'created_at'],
    default: [
      ['remind_at', 'desc'],
      ['id', 'desc'],
    ],
  },
  notFound: PROJECT_MESSAGES.recordNotFound,
  toData: (input, _context, mode) => (mode === 'create' ? { ...input, status: 'pending', sent_at: null, error: null } : input),
  write: reminderWrites,
});
