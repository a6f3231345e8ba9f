import { useApiUrl, useCreate, useCustom, useCustomMutation, useUpdate, type HttpError } from '@refinedev/core';
import { EVENT_MESSAGES, type EventOccurrence, type ProjectEventInput } from '@platform/shared';
import { NO_NOTICES, failureNotice } from '../../../utils/server-message';

/** The events' path of a project, for the data provider (under /api/admin). */
export const eventsResource = (projectId: number) => `projects/${projectId}/events`;

/** Series and one-off events with their generated occurrences, in the server's default window (from today). */
export function useProjectEvents(projectId: number) {
  const apiUrl = useApiUrl();
  const { query } = useCustom<{ events: EventOccurrence[] }, HttpError>({
    url: `${apiUrl}/${eventsResource(projectId)}`,
    method: 'get',
    errorNotification: false,
  });
  return {
    events: query.data?.data?.events ?? [],
    loading: query.isLoading,
    error: query.error,
    refetch: () => query.refetch(),
  };
}

/**
 * The dialog's POST and PUT (of the series: an occurrence is not editable), and the deletes: the whole event, or one
 * occurrence of a series (`?occurrence=`, kept by the server as an exception date). The list reads afresh afterwards.
 */
export function useEventWrites(projectId: number, refetch: () => unknown) {
  const apiUrl = useApiUrl();
  const resource = eventsResource(projectId);
  const { mutateAsync: create, mutation: creating } = useCreate<EventOccurrence, HttpError, Partial<ProjectEventInput>>();
  const { mutateAsync: update, mutation: updating } = useUpdate<EventOccurrence, HttpError, Partial<ProjectEventInput>>();
  const { mutateAsync: remove } = useCustomMutation<{ ok?: boolean }, HttpError, Record<string, never>>();

  return {
    saving: creating.isPending || updating.isPending,
    /** A refusal is for the dialog to show. */
    save: async (body: Partial<ProjectEventInput>, seriesId?: number) => {
      if (seriesId === undefined) await create({ resource, values: body, ...NO_NOTICES });
      else await update({ resource, id: seriesId, values: body, ...NO_NOTICES });
      await refetch();
    },
    /** The whole event, or only `occurrence` (YYYY-MM-DD) of its series. */
    remove: async (seriesId: number, occurrence?: string) => {
      try {
        await remove({
          url: `${apiUrl}/${resource}/${seriesId}${occurrence ? `?occurrence=${encodeURIComponent(occurrence)}` : ''}`,
          method: 'delete',
          values: {},
          successNotification: false,
          errorNotification: failureNotice(EVENT_MESSAGES.deleteFailed),
        });
      } finally {
        await refetch();
      }
    },
  };
}

/** The project's secret iCalendar feed link, read when the dialog opens; `rotate` makes a new one (the old one stops). */
export function useCalendarLink(projectId: number, enabled: boolean) {
  const apiUrl = useApiUrl();
  const url = `${apiUrl}/projects/${projectId}/calendar-link`;
  const { query } = useCustom<{ url: string }, HttpError>({ url, method: 'get', errorNotification: false, queryOptions: { enabled } });
  const { mutateAsync, mutation } = useCustomMutation<{ url: string }, HttpError, Record<string, never>>();
  const answered = query.data?.data?.url;
  return {
    // A path from the server becomes a whole address, as calendar apps need it.
    link: answered ? new URL(answered, window.location.origin).href : null,
    loading: query.isLoading && enabled,
    error: query.error,
    rotating: mutation.isPending,
    rotate: async () => {
      await mutateAsync({ url, method: 'post', values: {}, ...NO_NOTICES });
      await query.refetch();
    },
  };
}
