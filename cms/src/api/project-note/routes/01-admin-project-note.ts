import { PROJECT_MESSAGES, validateProjectNoteInput, type ProjectNoteInput } from '@platform/shared';
import { adminResource } from '../../../admin-resource';
import { PROJECT_RECORD_UIDS } from '../../../projects/project-store';
import { projectParent } from '../../../projects/project-records';

/** A project's Markdown notes, newest first; the author is the administrator who wrote the note, kept on edits. */
export default adminResource<Partial<ProjectNoteInput>>({
  uid: PROJECT_RECORD_UIDS.notes,
  path: '/admin/projects/:projectId/notes',
  idParam: 'noteId',
  parent: projectParent,
  fields: { list: ['id', 'title', 'body', 'author', 'created_at', 'updated_at'] },
  toApi: (row) => ({ ...row, title: row.title ?? '', author: row.author ?? '' }),
  validate: validateProjectNoteInput,
  sort: {
    fields: ['title', 'author', 'created_at', 'updated_at'],
    default: [
      ['created_at', 'desc'],
      ['id', 'desc'],
    ],
  },
  search: ['title', 'body'],
  notFound: PROJECT_MESSAGES.recordNotFound,
  toData: (input, { ctx }, mode) => (mode === 'create' ? { ...input, author: String(ctx.state.user?.email ?? '') } : input),
});
