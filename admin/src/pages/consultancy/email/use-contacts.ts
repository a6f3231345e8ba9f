import { useApiUrl, useCreate, useCustom, useDelete, useInvalidate, type HttpError } from '@refinedev/core';
import type { ContactEntry } from '@platform/shared';
import { NO_NOTICES } from '../../../utils/server-message';
import { CONTACTS_RESOURCE, ownerFields, ownerQuery, type ContactOwner } from './mail-labels';

/** Does a cached data query read `path` (a resource's list or one, or a custom call to its address)? */
const readsPath = (key: readonly unknown[], path: string) =>
  key.some(
    (part) =>
      part === path ||
      (typeof part === 'object' &&
        part !== null &&
        typeof (part as { url?: unknown }).url === 'string' &&
        (part as { url: string }).url.endsWith(`/${path}`)),
  );

/**
 * Reads afresh every shown query of `paths` (a contact history, the adapted CVs): their custom calls are not a
 * resource's list, so Refine's own invalidation by resource does not reach them.
 */
export function useRefreshPaths() {
  const invalidate = useInvalidate();
  return (...paths: string[]) =>
    invalidate({
      invalidates: ['all'],
      invalidationFilters: { type: 'active', predicate: (query) => paths.some((path) => readsPath(query.queryKey, path)) },
    });
}

const newestFirst = (a: ContactEntry, b: ContactEntry) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** GET contacts?customerId= (or candidateId=): the e-mails sent and the notes written, newest first. */
export function useContacts(owner: ContactOwner) {
  const apiUrl = useApiUrl();
  const { query } = useCustom<{ contacts: ContactEntry[] }, HttpError>({
    url: `${apiUrl}/${CONTACTS_RESOURCE}`,
    method: 'get',
    config: { query: ownerQuery(owner) },
    errorNotification: false,
  });
  return {
    contacts: [...(query.data?.data?.contacts ?? [])].sort(newestFirst),
    loading: query.isLoading,
    error: query.error,
    retry: () => void query.refetch(),
  };
}

/** A note added to the owner's history, or deleted from it; the history reads afresh after either. */
export function useNoteWrites(owner: ContactOwner) {
  const refresh = useRefreshPaths();
  const { mutateAsync: create, mutation: creating } = useCreate<ContactEntry, HttpError, object>();
  const { mutateAsync: remove } = useDelete<ContactEntry, HttpError>();
  return {
    adding: creating.isPending,
    add: async (body: string) => {
      await create({ resource: CONTACTS_RESOURCE, values: { ...ownerFields(owner), body }, ...NO_NOTICES });
      await refresh(CONTACTS_RESOURCE);
    },
    remove: async (id: number) => {
      try {
        await remove({ resource: CONTACTS_RESOURCE, id, ...NO_NOTICES });
      } finally {
        await refresh(CONTACTS_RESOURCE);
      }
    },
  };
}
