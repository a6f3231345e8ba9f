/** The task board of an idea: its columns, its cards and their comments. */
export const TASK_STATUSES = ['todo', 'in_progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = { todo: 'To Do', in_progress: 'In Progress', done: 'Done' };
export const TASK_TITLE_MAX_LENGTH = 255;
export const COMMENT_MAX_LENGTH = 5_000;
/** A card's description: notes, not documents (a longer text belongs in an attachment). */
export const TASK_DESCRIPTION_MAX_LENGTH = 10_000;

export interface IdeaTask {
  id: number;
  title: string;
  description: string | null;
  status: TaskStatus;
  position: number;
  created_at: string;
}

export interface IdeaComment {
  id: number;
  comment: string;
  user_email: string | null;
  user_name: string | null;
  created_at: string;
}

export interface IdeaEvaluation {
  id: number;
  overall_score: number;
  evaluator_name: string | null;
  evaluator_email: string | null;
  created_at: string;
}

export const TASK_MESSAGES = {
  titleRequired: 'A task needs a title.',
  titleTooLong: `A task title may be at most ${TASK_TITLE_MAX_LENGTH} characters.`,
  descriptionTooLong: `A task description may be at most ${TASK_DESCRIPTION_MAX_LENGTH.toLocaleString('en')} characters.`,
  badStatus: `status must be one of: ${TASK_STATUSES.join(', ')}.`,
  badPosition: 'position must be a whole number from 0.',
  notFound: 'Task not found.',
  commentRequired: 'A comment cannot be empty.',
  commentTooLong: `A comment may be at most ${COMMENT_MAX_LENGTH} characters.`,
} as const;

export interface TaskInput {
  title?: string;
  description?: string | null;
  status?: TaskStatus;
  position?: number;
}

/** Checks a task payload: a title on create (non-empty after trimming), a known status, a position from 0. */
export function validateTaskInput(body: unknown, mode: 'create' | 'update'): { ok: true; value: TaskInput } | { ok: false; message: string } {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return { ok: false, message: TASK_MESSAGES.titleRequired };
  const raw = body as Record<string, unknown>;
  const value: TaskInput = {};
  if (raw.title !== undefined || mode === 'create') {
    const title = typeof raw.title === 'string' ? raw.title.trim() : '';
    if (!title) return { ok: false, message: TASK_MESSAGES.titleRequired };
    if (title.length > TASK_TITLE_MAX_LENGTH) return { ok: false, message: TASK_MESSAGES.titleTooLong };
    value.title = title;
  }
  if (raw.description !== undefined) {
    if (raw.description !== null && typeof raw.description !== 'string') return { ok: false, message: 'description must be text.' };
    if (typeof raw.description === 'string' && raw.description.length > TASK_DESCRIPTION_MAX_LENGTH) return { ok: false, message: TASK_MESSAGES.descriptionTooLong };
    value.description = raw.description as string | null;
  }
  if (raw.status !== undefined) {
    if (!(TASK_STATUSES as readonly unknown[]).includes(raw.status)) return { ok: false, message: TASK_MESSAGES.badStatus };
    value.status = raw.status as TaskStatus;
  }
  if (raw.position !== undefined) {
    if (typeof raw.position !== 'number' || !Number.isInteger(raw.position) || raw.position < 0) return { ok: false, message: TASK_MESSAGES.badPosition };
    value.position = raw.position;
  }
  return { ok: true, value };
}

/** A comment is kept only when non-empty after trimming (the spec), and not longer than the limit. */
export function validateComment(body: unknown): { ok: true; value: string } | { ok: false; message: string } {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>).comment : undefined;
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) return { ok: false, message: TASK_MESSAGES.commentRequired };
  if (text.length > COMMENT_MAX_LENGTH) return { ok: false, message: TASK_MESSAGES.commentTooLong };
  return { ok: true, value: text };
}
