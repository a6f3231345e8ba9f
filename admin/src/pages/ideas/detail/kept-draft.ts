import type { IdeaDetail } from './detail-types';

// Edits on their way to the server, kept in this tab until the save answers; kept on when the session ran out, until
// the same idea opens again in edit mode.
const keyOf = (id: number) => `idea-draft:${id}`;

export function keepDraft(draft: IdeaDetail): void {
  try {
    sessionStorage.setItem(keyOf(draft.id), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: nothing to keep them in.
  }
}

/** The kept draft of this idea, once: it is forgotten as it is handed back. */
export function keptDraft(idea: IdeaDetail): IdeaDetail | null {
  const stored = sessionStorage.getItem(keyOf(idea.id));
  if (!stored) return null;
  sessionStorage.removeItem(keyOf(idea.id));
  try {
    const draft = JSON.parse(stored) as IdeaDetail;
    // The lists are the server's, never the kept copy's.
    return { ...draft, evaluations: idea.evaluations, attachments: idea.attachments, comments: idea.comments };
  } catch {
    return null;
  }
}

export function forgetDraft(id: number): void {
  sessionStorage.removeItem(keyOf(id));
}
