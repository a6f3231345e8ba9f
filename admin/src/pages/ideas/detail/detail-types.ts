import type { Idea, IdeaAttachment, IdeaComment, IdeaEvaluation } from '@platform/shared';

/** GET /api/admin/ideas/:id: the idea with its related lists (comments newest first). */
export interface IdeaDetail extends Idea {
  evaluations: IdeaEvaluation[];
  attachments: IdeaAttachment[];
  comments: IdeaComment[];
}

/** A field's value as the page holds it: texts, numbers, lists, or empty. */
export type FieldValue = Idea[string];
