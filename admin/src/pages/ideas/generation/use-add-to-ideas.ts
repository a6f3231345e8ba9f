import { useApiUrl, useCustomMutation, type HttpError } from '@refinedev/core';
import { App } from 'antd';
import { SESSION_MESSAGES, generationPayload, type GenerationIdeaPayload } from '@platform/shared';
import { useRefreshIdeas } from '../hooks/use-idea-queries';
import { pendingSelection, type FilterState, type GenerationCandidate } from './filter-state';
import type { SessionDraft } from './session-model';
import { NO_NOTICES } from '../../../utils/server-message';

interface ImportAnswer {
  imported: number;
  failed: number;
  skipped: number;
  errors?: Array<{ index: number; title: string; message: string }>;
}

/**
 * "Add {n} selected idea(s) to the main ideas list?": after the confirmation the selected candidates
 * not added before go to the ideas list in one import call. The ones that made it are marked, so they are not
 * added twice; an item the server refused is counted and logged.
 */
export function useAddToIdeas(draft: SessionDraft, candidates: GenerationCandidate[], setFilter: (update: (state: FilterState) => FilterState) => void) {
  const { message, modal } = App.useApp();
  const apiUrl = useApiUrl();
  const { mutateAsync: importIdeas } = useCustomMutation<ImportAnswer, HttpError, { items: GenerationIdeaPayload[]; policy: 'new' }>();
  const refreshIdeas = useRefreshIdeas();
  const pending = pendingSelection(candidates);

  const add = async (sent: GenerationCandidate[]) => {
    try {
      const items = sent.map((candidate) => generationPayload(candidate, { company: draft.company }, draft.challenge));
      // "new": a generated idea never overwrites one.
      const { data: result } = await importIdeas({
        url: `${apiUrl}/ideas/import`,
        method: 'post',
        values: { items, policy: 'new' },
        ...NO_NOTICES,
      });
      void refreshIdeas();
      const failedAt = new Set((result.errors ?? []).map((error) => error.index));
      const added = new Set(sent.filter((_, i) => !failedAt.has(i)));
      setFilter((state) => ({
        ...state,
        candidates: state.candidates.map((c) => (added.has(c) ? { ...c, added: true } : c)),
      }));
      message.success(SESSION_MESSAGES.added(result.imported));
      if (result.failed > 0) {
        console.error('Some generated ideas were not added', result.errors);
        message.warning(`${result.failed} idea(s) could not be added; see the browser console for details.`);
      }
    } catch (error) {
      console.error('Adding generated ideas failed', error);
      message.error(SESSION_MESSAGES.addFailed);
    }
  };

  const confirmAdd = () => {
    if (pending.length === 0) return;
    const sent = pending;
    modal.confirm({
      title: SESSION_MESSAGES.addConfirm(sent.length),
      okText: 'Add',
      cancelText: 'Cancel',
      // The dialog shows its OK button loading until the call is done.
      onOk: () => add(sent),
    });
  };

  return { pendingCount: pending.length, confirmAdd };
}
