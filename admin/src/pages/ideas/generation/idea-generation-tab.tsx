import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { GEN_TAB_PARAM, SESSION_PARAM, parseGenerationTab, parseSessionKey, type GenerationTab } from './generation-params';
import { SessionEditor } from './session-editor';
import { SessionsList } from './sessions-list';

type ParamChanges = Partial<Record<typeof SESSION_PARAM | typeof GEN_TAB_PARAM, string | null>>;

/**
 * The Ideas page's "Idea Generation" tab: the sessions list, or one session when ?session= names it (an id or
 * "new"); ?genTab=filtered opens its Filtered Ideas tab. Every other parameter of the page is kept.
 */
export function IdeaGenerationTab() {
  const [params, setParams] = useSearchParams();
  const sessionKey = parseSessionKey(params.get(SESSION_PARAM));
  const genTab = parseGenerationTab(params.get(GEN_TAB_PARAM));

  const update = useCallback(
    (changes: ParamChanges, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === undefined) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        // Inside a session the URL only follows the editor, so it replaces: Refine's unsaved-changes guard
        // stops pushes, and the editor asks before discarding changes itself.
        { replace },
      ),
    [setParams],
  );

  const onCreated = useCallback((id: number) => update({ [SESSION_PARAM]: String(id) }, true), [update]);

  if (sessionKey === null) {
    return (
      <SessionsList
        onOpen={(id) => update({ [SESSION_PARAM]: String(id), [GEN_TAB_PARAM]: null }, false)}
        onNewSession={() => update({ [SESSION_PARAM]: 'new', [GEN_TAB_PARAM]: null }, false)}
      />
    );
  }

  return (
    <SessionEditor
      sessionKey={sessionKey}
      genTab={genTab}
      onGenTabChange={(tab: GenerationTab) => update({ [GEN_TAB_PARAM]: tab === 'generate' ? null : tab }, true)}
      onCreated={onCreated}
      onNewSession={() => update({ [SESSION_PARAM]: 'new', [GEN_TAB_PARAM]: null }, true)}
      onClose={() => update({ [SESSION_PARAM]: null, [GEN_TAB_PARAM]: null }, true)}
    />
  );
}

export default IdeaGenerationTab;
