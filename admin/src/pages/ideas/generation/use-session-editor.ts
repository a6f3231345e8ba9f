import { useCallback, useEffect, useRef, useState } from 'react';
import { useCreate, useOne, useUpdate, type HttpError } from '@refinedev/core';
import { App } from 'antd';
import { SESSION_MESSAGES } from '@platform/shared';
import { isServerAnswer, serverMessage, NO_NOTICES } from '../../../utils/server-message';
import { useAnswersSince } from '../../../hooks/use-answers-since';
import {
  NEW_SESSION_STORAGE_KEY,
  emptyFilterState,
  readFilterState,
  readLocal,
  removeLocal,
  sessionStorageKey,
  toStoredFilterState,
  writeLocal,
  type FilterState,
} from './filter-state';
import {
  SESSIONS_RESOURCE,
  countIdeas,
  draftFromSession,
  emptyDraft,
  isSessionCompany,
  sameDraft,
  sessionBody,
  type SessionBody,
  type SessionDraft,
  type SessionRecord,
} from './session-model';
import { useWriteQueue } from './write-queue';

/** Which session the URL names: a saved one by id, or a new one. */
export type SessionKey = number | 'new';

/** Where the Filtered Ideas work is: with the saved session, on its way there, or only in this browser. */
export type FilterSync = 'synced' | 'saving' | 'local' | 'failed';

/** Scores are sent this long after the last change, so rating five stars in a row is one call. */
export const FILTER_AUTOSAVE_DELAY_MS = 1500;

/** The editor keeps its own copy and says what happened itself; the sessions list refetches when next shown. */
const WRITE_OPTIONS = {
  resource: SESSIONS_RESOURCE,
  ...NO_NOTICES,
  invalidates: ['list' as const],
};

/** A new session's unsaved work as this browser keeps it. */
interface LocalNewSession {
  draft: SessionDraft;
  filterState: unknown;
}

function readLocalNewSession(): { draft: SessionDraft; filter: FilterState } | null {
  const raw = readLocal(NEW_SESSION_STORAGE_KEY) as Partial<LocalNewSession> | null;
  const stored = raw?.draft;
  if (!stored || typeof stored !== 'object' || !stored.ideas) return null;
  // The same checks as a server answer: the draft's shape is not trusted.
  const draft = draftFromSession({
    title: String(stored.title ?? ''),
    company: isSessionCompany(stored.company) ? stored.company : 'none',
    challenge_question: String(stored.challenge ?? ''),
    ideas: Object.entries(stored.ideas).flatMap(([technique, texts]) =>
      Array.isArray(texts) ? texts.map((text) => ({ technique, idea_text: String(text) })) : [],
    ),
  });
  return { draft, filter: readFilterState(raw?.filterState) ?? emptyFilterState() };
}

const hasContent = (draft: SessionDraft, filter: FilterState) =>
  draft.title.trim() !== '' || draft.challenge.trim() !== '' || countIdeas(draft) > 0 || filter.candidates.length > 0;

/**
 * The open session: loading it, the draft being edited, saving it, and the Filtered Ideas work, which is
 * sent to the server on its own (debounced) for a saved session and kept in this browser until the server has it.
 * `onCreated` is told the id a new session got, so the URL can name it.
 */
export function useSessionEditor(sessionKey: SessionKey, onCreated: (id: number) => void) {
  const { message } = App.useApp();
  // Held in a ref: only a new session key should load again.
  const messageRef = useRef(message);
  messageRef.current = message;
  const enqueue = useWriteQueue();
  const { mutateAsync: create } = useCreate<SessionRecord, HttpError, SessionBody>();
  const { mutateAsync: update } = useUpdate<SessionRecord, HttpError, SessionBody>();
  // Refine's mutate functions change identity between renders; the autosave and the loader must not.
  const mutations = useRef({ create, update });
  mutations.current = { create, update };
  const createSession = useCallback(
    async (body: SessionBody) => (await mutations.current.create({ ...WRITE_OPTIONS, values: body })).data,
    [],
  );
  const updateSession = useCallback(
    async (id: number, body: SessionBody) => (await mutations.current.update({ ...WRITE_OPTIONS, id, values: body })).data,
    [],
  );

  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [id, setId] = useState<number | null>(null);
  const [draft, setDraft] = useState<SessionDraft>(emptyDraft);
  const [saved, setSaved] = useState<SessionDraft>(emptyDraft);
  const [filter, setFilterState] = useState<FilterState>(emptyFilterState);
  const [restored, setRestored] = useState(false);
  const [saving, setSaving] = useState(false);
  const [filterSync, setFilterSync] = useState<FilterSync>('synced');
  /** Counts the sessions shown, so inputs typed into for the previous one start empty. */
  const [shown, setShown] = useState(0);

  // Refs for the autosave, which runs after renders (and after unmount).
  const idRef = useRef<number | null>(null);
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const filterRef = useRef(filter);
  filterRef.current = filter;
  /** The filter state the server holds; a different one is waiting to be sent. */
  const syncedFilter = useRef<FilterState>(filter);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;

  const show = useCallback((sessionId: number | null, loaded: SessionDraft, loadedFilter: FilterState, serverFilter: FilterState) => {
    idRef.current = sessionId;
    syncedFilter.current = serverFilter;
    setId(sessionId);
    setSaved(sessionId === null ? emptyDraft() : loaded);
    setDraft(loaded);
    setFilterState(loadedFilter);
    setFilterSync(sessionId === null ? 'local' : 'synced');
    setShown((n) => n + 1);
    setStatus('ready');
  }, []);

  /** Sends the filter state now: the last saved session with the new scores, so unsaved edits stay unsaved. */
  const sendFilter = useCallback(() => {
    timer.current = null;
    const sessionId = idRef.current;
    const sent = filterRef.current;
    if (sessionId === null || sent === syncedFilter.current) return;
    setFilterSync('saving');
    enqueue(() => updateSession(sessionId, sessionBody(savedRef.current, toStoredFilterState(sent)))).then(
      () => {
        syncedFilter.current = sent;
        if (filterRef.current === sent) {
          removeLocal(sessionStorageKey(sessionId));
          if (idRef.current === sessionId) setFilterSync('synced');
        }
      },
      (error: unknown) => {
        // The browser's copy stays, so the next visit sends it again.
        console.error('Autosave of the filtered ideas failed', error);
        if (idRef.current === sessionId) setFilterSync('failed');
      },
    );
  }, [enqueue, updateSession]);

  const flushFilter = useCallback(() => {
    if (timer.current === null) return;
    clearTimeout(timer.current);
    sendFilter();
  }, [sendFilter]);

  // What the URL names, read fresh each time it is opened (a cached copy could predate the last autosave).
  const wanted = sessionKey === 'new' ? null : sessionKey;
  const { query: sessionQuery } = useOne<SessionRecord, HttpError>({
    resource: SESSIONS_RESOURCE,
    id: wanted ?? undefined,
    errorNotification: false,
    queryOptions: { enabled: wanted !== null && wanted !== idRef.current, staleTime: 0, refetchOnWindowFocus: false },
  });
  /** Only an answer given after the session now named was asked for is shown. */
  const asked = useAnswersSince();

  // Open what the URL names. A session this editor just created is already shown: only its URL changed.
  useEffect(() => {
    if (sessionKey !== 'new' && sessionKey === idRef.current) return;
    // Scores of the session shown so far still waiting to be sent go first.
    flushFilter();
    if (sessionKey === 'new') {
      const local = readLocalNewSession();
      setRestored(local !== null && hasContent(local.draft, local.filter));
      show(null, local?.draft ?? emptyDraft(), local?.filter ?? emptyFilterState(), emptyFilterState());
      return;
    }
    asked.mark();
    setStatus('loading');
    setRestored(false);
  }, [sessionKey, show, flushFilter, asked]);

  const { data: answer, error: loadError } = sessionQuery;
  const answerIsNew = asked.dataIsNew(sessionQuery);
  const errorIsNew = asked.errorIsNew(sessionQuery);
  useEffect(() => {
    if (wanted === null || wanted === idRef.current || status !== 'loading') return;
    if (answer && answerIsNew && answer.data.id === wanted) {
      const session = answer.data;
      const serverFilter = readFilterState(session.filter_state) ?? emptyFilterState();
      // Scoring the server never received (an autosave that failed, or a reload before it ran) wins.
      const pending = readFilterState(readLocal(sessionStorageKey(session.id)));
      show(session.id, draftFromSession(session), pending ?? serverFilter, serverFilter);
    } else if (loadError && errorIsNew) {
      console.error(`Failed to load idea generation session ${wanted}`, loadError);
      messageRef.current.error(SESSION_MESSAGES.loadError);
      setStatus('failed');
    }
  }, [wanted, status, answer, answerIsNew, loadError, errorIsNew, show]);

  // A new session lives only in this browser until it is saved.
  useEffect(() => {
    if (status !== 'ready' || id !== null) return;
    if (hasContent(draft, filter)) writeLocal(NEW_SESSION_STORAGE_KEY, { draft, filterState: toStoredFilterState(filter) });
    else removeLocal(NEW_SESSION_STORAGE_KEY);
  }, [status, id, draft, filter]);

  // A saved session's scoring: in this browser at once, on the server a moment later.
  useEffect(() => {
    if (status !== 'ready' || id === null || filter === syncedFilter.current) return;
    writeLocal(sessionStorageKey(id), toStoredFilterState(filter));
    setFilterSync('saving');
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(sendFilter, FILTER_AUTOSAVE_DELAY_MS);
  }, [status, id, filter, sendFilter]);

  // Leaving the session (another session, the list, another page) sends scores still waiting.
  useEffect(() => flushFilter, [flushFilter]);

  const save = useCallback(async () => {
    // Save Session sends the filter state too, so a waiting autosave is not needed.
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const sentDraft = draft;
    const sentFilter = filter;
    const body = sessionBody(sentDraft, toStoredFilterState(sentFilter));
    setSaving(true);
    try {
      const session = await enqueue(() => {
        const sessionId = idRef.current;
        return sessionId === null ? createSession(body) : updateSession(sessionId, body);
      });
      const fromServer = draftFromSession(session);
      const created = idRef.current === null;
      idRef.current = session.id;
      syncedFilter.current = sentFilter;
      setId(session.id);
      setSaved(fromServer);
      // The server's version (e.g. "Untitled Session"), unless typing went on meanwhile.
      setDraft((current) => (current === sentDraft ? fromServer : current));
      if (filterRef.current === sentFilter) {
        setFilterSync('synced');
        removeLocal(sessionStorageKey(session.id));
      }
      if (created) {
        removeLocal(NEW_SESSION_STORAGE_KEY);
        setRestored(false);
        onCreatedRef.current(session.id);
      }
      message.success(SESSION_MESSAGES.saved);
    } catch (error) {
      console.error('Saving the idea generation session failed', error);
      message.error(isServerAnswer(error) ? serverMessage(error, SESSION_MESSAGES.saveFailed) : SESSION_MESSAGES.saveError);
    } finally {
      setSaving(false);
    }
  }, [draft, filter, enqueue, message, createSession, updateSession]);

  /** New Session: title, company none, challenge and lists all reset. */
  const reset = useCallback(() => {
    flushFilter();
    removeLocal(NEW_SESSION_STORAGE_KEY);
    setRestored(false);
    show(null, emptyDraft(), emptyFilterState(), emptyFilterState());
  }, [flushFilter, show]);

  const dirty = status === 'ready' && !sameDraft(draft, saved);

  return {
    status,
    shown,
    retry: () => {
      asked.mark();
      setStatus('loading');
      void sessionQuery.refetch();
    },
    id,
    draft,
    setDraft,
    filter,
    setFilter: setFilterState,
    filterSync,
    dirty,
    saving,
    save,
    reset,
    restored,
    dismissRestored: () => setRestored(false),
  };
}

export type SessionEditorState = ReturnType<typeof useSessionEditor>;
