import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useOne, type HttpError } from '@refinedev/core';
import { useNavigate } from 'react-router';
import { IDEAS_LIST_PATH } from './paths';
import type { IdeaDetail } from './detail-types';
import { isNetworkError, isNotFound } from './request-errors';

export interface IdeaDetailState {
  idea: IdeaDetail | null;
  setIdea: Dispatch<SetStateAction<IdeaDetail | null>>;
  failed: boolean;
}

/** The related lists may be left out for an idea that has none. */
const withLists = (idea: IdeaDetail): IdeaDetail => ({
  ...idea,
  evaluations: idea.evaluations ?? [],
  attachments: idea.attachments ?? [],
  comments: idea.comments ?? [],
});

/**
 * One idea through Refine's useOne (a 401 signs out through the auth provider). A missing idea (404) or a network
 * error goes back to the list; any other failure is logged and leaves `failed` set for the page to say so. The page
 * keeps its own copy, which its saves, comments and attachments update in place.
 */
export function useIdeaDetail(id: string): IdeaDetailState {
  const navigate = useNavigate();
  const { query } = useOne<IdeaDetail, HttpError>({
    resource: 'ideas',
    id,
    errorNotification: false,
    queryOptions: { retry: false, refetchOnWindowFocus: false },
  });
  const [idea, setIdea] = useState<IdeaDetail | null>(null);
  const loaded = query.data?.data;
  const error = query.error;

  useEffect(() => {
    setIdea(loaded ? withLists(loaded) : null);
  }, [loaded]);

  useEffect(() => {
    if (!error) return;
    console.error(`Failed to load idea ${id}`, error);
    if (isNotFound(error) || isNetworkError(error)) navigate(IDEAS_LIST_PATH, { replace: true });
  }, [error, id, navigate]);

  // A 401 is the auth provider's: it signs out and goes to sign-in.
  const failed = Boolean(error) && !isNotFound(error) && !isNetworkError(error) && error?.statusCode !== 401;
  return { idea: idea?.id === loaded?.id ? idea : null, setIdea, failed };
}
