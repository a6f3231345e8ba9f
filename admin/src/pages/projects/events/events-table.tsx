import { Button, Empty, Flex, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, LinkOutlined } from '@ant-design/icons';
import { EVENT_MESSAGES, type EventOccurrence } from '@platform/shared';
import { eventRecurrenceText, eventStatusLabel, eventTimeText, eventTypeLabel, formatEventDay, statusTagColour } from './event-format';

interface EventsTableProps {
  events: EventOccurrence[];
  loading: boolean;
  onEdit: (event: EventOccurrence) => void;
  onDelete: (event: EventOccurrence) => void;
  onAdd: () => void;
}

/** The project's events and occurrences: Event, Date & Time, Location, Recurrence, Status, Actions. */
export function EventsTable({ events, loading, onEdit, onDelete, onAdd }: EventsTableProps) {
  const columns: TableColumnsType<EventOccurrence> = [
    {
      title: 'Event',
      key: 'event',
      render: (_, event) => (
        <Flex vertical gap={2} align="start">
          <Typography.Text strong>{event.title}</Typography.Text>
          <Tag bordered={false}>{eventTypeLabel(event.event_type)}</Tag>
        </Flex>
      ),
    },
    {
      title: 'Date & Time',
      key: 'when',
      width: 190,
      render: (_, event) => (
        <Flex vertical>
          <span>{formatEventDay(event.occurrence_date)}</span>
          {eventTimeText(event) && <Typography.Text type="secondary">{eventTimeText(event)}</Typography.Text>}
        </Flex>
      ),
    },
    {
      title: 'Location',
      key: 'location',
      render: (_, event) => (
        <Flex vertical align="start">
          {event.location && <span>{event.location}</span>}
          {event.meeting_url && (
            <Typography.Link href={event.meeting_url} target="_blank" rel="noopener noreferrer">
              <LinkOutlined /> Meeting link
            </Typography.Link>
          )}
          {!event.location && !event.meeting_url && <Typography.Text type="secondary">—</Typography.Text>}
        </Flex>
      ),
    },
    { title: 'Recurrence', key: 'recurrence', render: (_, event) => eventRecurrenceText(event) },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: 120,
      render: (_, event) => <Tag color={statusTagColour(event.status)}>{eventStatusLabel(event.status)}</Tag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 100,
      render: (_, event) => (
        <Flex gap={4}>
          <Tooltip title={event.is_recurring_instance ? EVENT_MESSAGES.instanceNotEditable : 'Edit'}>
            {/* A disabled button sends no pointer events, so the wrapper carries the tooltip. */}
            <span>
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={`Edit ${event.title}, ${formatEventDay(event.occurrence_date)}`}
                disabled={event.is_recurring_instance}
                onClick={() => onEdit(event)}
              />
            </span>
          </Tooltip>
          <Tooltip title="Delete">
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${event.title}, ${formatEventDay(event.occurrence_date)}`}
              onClick={() => onDelete(event)}
            />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <Table<EventOccurrence>
      rowKey="id"
      size="small"
      dataSource={events}
      columns={columns}
      loading={loading}
      pagination={events.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: 800 }}
      locale={{
        emptyText: loading ? (
          <div style={{ height: 80 }} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EVENT_MESSAGES.empty}>
            <Button type="primary" onClick={onAdd}>
              {EVENT_MESSAGES.scheduleFirst}
            </Button>
          </Empty>
        ),
      }}
    />
  );
}
