import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useNavigate } from 'react-router';
import { fetchIdeaDetail } from './idea-api';
import { IDEAS_LIST_PATH } from './paths';
import type { IdeaDetail } from './detail-types';
import { isNetworkError, isNotFound } from './request-errors';

export interface IdeaDetailState {
  idea: IdeaDetail | null;
  setIdea: Dispatch<SetStateAction<IdeaDetail | null>>;
  failed: boolean;
}

/**
 * Loads one idea. A missing idea (404) or a network error goes back to the list; any other failure is
 * logged and leaves `failed` set for the page to say so.
 */
export function useIdeaDetail(id: string): IdeaDetailState {
  // Held in a ref: only a new id should load again.
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [idea, setIdea] = useState<IdeaDetail | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setIdea(null);
    setFailed(false);
    fetchIdeaDetail(id).then(
      (loaded) => {
        if (current) setIdea(loaded);
      },
      (error: unknown) => {
        if (!current) return;
        console.error(`Failed to load idea ${id}`, error);
        if (isNotFound(error) || isNetworkError(error)) navigateRef.current(IDEAS_LIST_PATH, { replace: true });
        else setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [id]);

  return { idea, setIdea, failed };
}
