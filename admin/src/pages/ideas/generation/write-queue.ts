import { useCallback, useRef } from 'react';

/**
 * Runs a session's writes one after another. A filter autosave sends the last saved session with the new scores;
 * were it to overtake a Save Session, it would put the old title and ideas back.
 */
export function useWriteQueue() {
  const tail = useRef<Promise<unknown>>(Promise.resolve());
  return useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.current.then(task, task);
    tail.current = run.catch(() => undefined);
    return run;
  }, []);
}
