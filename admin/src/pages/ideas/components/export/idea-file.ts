import {
  exportIdeas,
  ideaExportFileName,
  ideaToSimpleView,
  type Idea,
} from '@platform/shared';
import { downloadText } from '../../../../utils/download';

export type SingleIdeaExport = 'json' | 'md' | 'simple';

/**
 * One idea as a file: JSON (a one-item array, so it can be imported again), Markdown, or the plain-text simple
 * view; every field group is included (exportIdeas' default).
 */
export function downloadIdea(idea: Idea, kind: SingleIdeaExport): void {
  if (kind === 'simple') {
    downloadText(ideaToSimpleView(idea), ideaExportFileName(idea, 'txt'));
    return;
  }
  downloadText(exportIdeas([idea], kind), ideaExportFileName(idea, kind));
}
