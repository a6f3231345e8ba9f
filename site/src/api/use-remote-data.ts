import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { ApiError } from './http';

export type RemoteData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

export interface Remote<T> {
  state: RemoteData<T>;
  /** Loads again after a failure (the retry button). */
  retry(): void;
  /** Changes the loaded data in place, e.g. after a write answered with the new entry. */
  update(change: (data: T) => T): void;
}

/**
 * Data from the API for one component: loading, then ready or failed (logged as `what`, unless not found); loads
 * again when `deps` change or on retry, and drops the answer of a call that was overtaken or whose component is gone.
 */
export function useRemoteData<T>(load: (signal: AbortSignal) => Promise<T>, what: string, deps: DependencyList = []): Remote<T> {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // Not found is an answer the page shows, not a fault.
        if (!(error instanceof ApiError && error.status === 404)) console.error(`${what} could not be loaded`, error);
        setState({ status: 'failed', error });
      },
    );
    return () => controller.abort();
    // `load` and `what` are fixed per call site; `deps` says what the load depends on.
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const update = useCallback(
    (change: (data: T) => T) => setState((previous) => (previous.status === 'ready' ? { status: 'ready', data: change(previous.data) } : previous)),
    [],
  );
  return { state, retry, update };
}
