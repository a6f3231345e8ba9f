import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useUpdate, useWarnAboutChange, type HttpError } from '@refinedev/core';
import { useSearchParams } from 'react-router';
import type { Idea } from '@platform/shared';
import type { FieldValue, IdeaDetail } from './detail-types';
import { editPayload } from './edit-payload';
import { forgetDraft, keepDraft, keptDraft } from './kept-draft';
import { saveErrorMessage } from './request-errors';
import { NO_NOTICES } from '../../../utils/server-message';

export interface IdeaEditor {
  editing: boolean;
  /** What the page shows: the draft while editing, otherwise the idea as last loaded or saved. */
  values: IdeaDetail;
  saving: boolean;
  error: string | null;
  setField: (field: string, value: FieldValue) => void;
  startEditing: () => void;
  cancel: () => void;
  save: () => Promise<void>;
  dismissError: () => void;
  /** One field saved on its own (the Market Analysis tab): the answer replaces the idea; a draft takes only that field. */
  applyFieldSaved: (field: string, saved: Idea) => void;
}

/**
 * View and edit modes. Edit mode lives in the URL (?edit=true), so the list's Edit action opens it directly.
 * The draft exists only once something is changed: Cancel drops it, which restores the last loaded values.
 */
export function useIdeaEditor(idea: IdeaDetail, setIdea: Dispatch<SetStateAction<IdeaDetail | null>>): IdeaEditor {
  const [searchParams, setSearchParams] = useSearchParams();
  const editing = searchParams.get('edit') === 'true';
  // A draft kept when the session ran out mid-save comes back after signing in again.
  const [draft, setDraft] = useState<IdeaDetail | null>(() => (editing ? keptDraft(idea) : null));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const savingRef = useRef(false);
  const { setWarnWhen } = useWarnAboutChange();
  const { mutateAsync: update } = useUpdate<Idea, HttpError>();

  // Leaving with unsaved edits asks first (Refine's notifier); the mode switch itself replaces the URL, unasked.
  const dirty = editing && draft !== null;
  useEffect(() => setWarnWhen(dirty), [dirty, setWarnWhen]);
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);

  const setEditParam = useCallback(
    (on: boolean) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (on) next.set('edit', 'true');
          else next.delete('edit');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const setField = useCallback(
    (field: string, value: FieldValue) => setDraft((previous) => ({ ...(previous ?? idea), [field]: value })),
    [idea],
  );

  const startEditing = useCallback(() => {
    setDraft(null);
    setError(null);
    setEditParam(true);
  }, [setEditParam]);

  const cancel = useCallback(() => {
    setDraft(null);
    setError(null);
    setEditParam(false);
  }, [setEditParam]);

  const save = useCallback(async () => {
    if (savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    setError(null);
    const sent = draft ?? idea;
    // While the edits are on their way they are kept in this tab, so leaving loses nothing: a 401 sends the user to
    // sign in (no "unsaved changes" question in the way), and the same idea opened again in edit mode gets them back.
    keepDraft(sent);
    setWarnWhen(false);
    try {
      const { data: saved } = await update({
        resource: 'ideas',
        id: idea.id,
        values: editPayload(sent),
        ...NO_NOTICES,
        // The page keeps the answer itself; the lists refetch when next shown.
        invalidates: ['list', 'many'],
      });
      forgetDraft(idea.id);
      // The answer has no related lists; keep the loaded ones.
      setIdea((previous) => (previous ? { ...previous, ...saved } : previous));
      setDraft(null);
      setEditParam(false);
    } catch (caught) {
      console.error(`Failed to save idea ${idea.id}`, caught);
      // Refused for another reason: the edits stay on screen to fix, and leaving asks first again.
      if ((caught as HttpError).statusCode !== 401) {
        forgetDraft(idea.id);
        setWarnWhen(draft !== null);
      }
      setError(saveErrorMessage(caught));
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }, [draft, idea, setIdea, setEditParam, setWarnWhen, update]);

  const applyFieldSaved = useCallback(
    (field: string, saved: Idea) => {
      setIdea((previous) => (previous ? { ...previous, ...saved } : previous));
      setDraft((previous) => (previous ? { ...previous, [field]: saved[field] } : previous));
    },
    [setIdea],
  );

  return {
    editing,
    values: editing && draft ? draft : idea,
    saving,
    error,
    setField,
    startEditing,
    cancel,
    save,
    dismissError: () => setError(null),
    applyFieldSaved,
  };
}
