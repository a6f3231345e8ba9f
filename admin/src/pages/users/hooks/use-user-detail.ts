import { useEffect, useState } from 'react';
import { useOne, type HttpError } from '@refinedev/core';
import type { AdminUser } from '@platform/shared';
import { USERS_RESOURCE } from '../labels';

/**
 * One user through Refine's useOne (a 401 signs out through the auth provider). The page keeps its own copy, which
 * the answers of its writes (a grant, a revoke, a save) replace at once; a refetch replaces it again.
 */
export function useUserDetail(id: string) {
  const { query } = useOne<AdminUser, HttpError>({
    resource: USERS_RESOURCE,
    id,
    errorNotification: false,
    queryOptions: { retry: false, refetchOnWindowFocus: false },
  });
  const loaded = query.data?.data;
  const [user, setUser] = useState<AdminUser | null>(null);

  useEffect(() => {
    setUser(loaded ?? null);
  }, [loaded]);

  return { user: user ?? loaded ?? null, setUser, error: query.error, loading: query.isLoading };
}
