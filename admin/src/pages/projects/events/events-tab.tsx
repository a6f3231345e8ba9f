import { useMemo, useState } from 'react';
import { Alert, App, Button, Flex, Segmented } from 'antd';
import { CalendarOutlined, PlusOutlined } from '@ant-design/icons';
import { EVENT_MESSAGES, type EventOccurrence } from '@platform/shared';
import { useSearchParam } from '../../../hooks/use-search-param';
import { serverMessage } from '../../../utils/server-message';
import { EventCalendar } from '../calendar/event-calendar';
import { EventDialog } from './event-dialog';
import { byDayAndTime } from './event-format';
import { EventsTable } from './events-table';
import { SubscribeDialog } from './subscribe-dialog';
import { useEventWrites, useProjectEvents } from './use-project-events';

const VIEWS = ['table', 'calendar'] as const;
type View = (typeof VIEWS)[number];

/** The delete confirmation's words: one occurrence, a whole series, or a one-off event. */
export function deleteConfirmText(event: EventOccurrence): string {
  if (event.is_recurring_instance) return EVENT_MESSAGES.deleteInstance;
  return event.recurrence_pattern !== 'none' ? EVENT_MESSAGES.deleteSeries : EVENT_MESSAGES.deleteOne;
}

/** The project page's Events tab: the events as a table (add, edit, delete) or a calendar, and the feed link. */
export function ProjectEventsTab({ projectId }: { projectId: number }) {
  const { modal } = App.useApp();
  const [view, setView] = useSearchParam<View>('view', VIEWS, 'table');
  const list = useProjectEvents(projectId);
  const writes = useEventWrites(projectId, list.refetch);
  // undefined: closed; null: a new event; an event: editing its series.
  const [editing, setEditing] = useState<EventOccurrence | null | undefined>(undefined);
  const [subscribing, setSubscribing] = useState(false);
  const events = useMemo(() => [...list.events].sort(byDayAndTime), [list.events]);

  const confirmDelete = (event: EventOccurrence) =>
    modal.confirm({
      title: `Delete "${event.title}"?`,
      content: deleteConfirmText(event),
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      // A refusal shows as a notice; the dialog closes either way.
      onOk: () => void writes.remove(event.series_id, event.is_recurring_instance ? event.occurrence_date : undefined).catch(() => undefined),
    });

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Segmented<View>
          aria-label="Events view"
          value={view}
          onChange={setView}
          options={[
            { value: 'table', label: 'Table' },
            { value: 'calendar', label: 'Calendar' },
          ]}
        />
        <Flex gap={8} wrap>
          <Button icon={<CalendarOutlined />} onClick={() => setSubscribing(true)}>
            Subscribe
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            Add Event
          </Button>
        </Flex>
      </Flex>
      {view === 'calendar' ? (
        <EventCalendar projectId={projectId} />
      ) : list.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={EVENT_MESSAGES.loadFailed(serverMessage(list.error, 'Please try again.'))}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              Retry
            </Button>
          }
        />
      ) : (
        <EventsTable events={events} loading={list.loading} onEdit={setEditing} onDelete={confirmDelete} onAdd={() => setEditing(null)} />
      )}
      <EventDialog event={editing} saving={writes.saving} onSave={writes.save} onClose={() => setEditing(undefined)} />
      <SubscribeDialog projectId={projectId} open={subscribing} onClose={() => setSubscribing(false)} />
    </Flex>
  );
}
