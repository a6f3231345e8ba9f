import { useState } from 'react';
import { Descriptions, Flex, Popover, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { CalendarOccurrence } from '@platform/shared';
import {
  eventRecurrenceText,
  eventStatusLabel,
  eventTimeText,
  eventTypeLabel,
  formatEventDay,
  formatEventTime,
  statusTagColour,
} from '../events/event-format';

const chipStyle = (colour: string, cancelled: boolean): React.CSSProperties => ({
  display: 'block',
  width: '100%',
  margin: '1px 0',
  padding: '0 4px',
  border: 'none',
  borderRadius: 4,
  background: colour,
  color: '#fff',
  font: 'inherit',
  fontSize: 12,
  lineHeight: '18px',
  textAlign: 'left',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  textDecoration: cancelled ? 'line-through' : undefined,
});

/** What the chip's popover says: the event's details and the way to its project. */
function OccurrenceDetails({ event }: { event: CalendarOccurrence }) {
  const time = eventTimeText(event);
  return (
    // Clicks inside the popover stay out of the calendar cell it belongs to (React events bubble through portals).
    <div style={{ maxWidth: 320 }} onClick={(click) => click.stopPropagation()}>
      <Flex vertical gap={8}>
        <Flex gap={6} wrap align="center">
          <Tag bordered={false}>{eventTypeLabel(event.event_type)}</Tag>
          <Tag color={statusTagColour(event.status)}>{eventStatusLabel(event.status)}</Tag>
        </Flex>
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'when', label: 'When', children: [formatEventDay(event.occurrence_date), time].filter(Boolean).join(', ') },
            ...(event.location ? [{ key: 'location', label: 'Location', children: event.location }] : []),
            ...(event.meeting_url
              ? [
                  {
                    key: 'meeting',
                    label: 'Meeting',
                    children: (
                      <Typography.Link href={event.meeting_url} target="_blank" rel="noopener noreferrer">
                        Meeting link
                      </Typography.Link>
                    ),
                  },
                ]
              : []),
            { key: 'repeat', label: 'Repeats', children: eventRecurrenceText(event) },
          ]}
        />
        {event.description && <Typography.Paragraph ellipsis={{ rows: 3 }}>{event.description}</Typography.Paragraph>}
        <Link to={`/projects/${event.project_id}?tab=events`}>
          <span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 2, background: event.project_colour, marginRight: 6 }} />
          {event.project_display_name || event.project_name}
        </Link>
      </Flex>
    </div>
  );
}

/** One occurrence as a small button in the project's colour; it opens the details. */
export function OccurrenceChip({ event, wide = false }: { event: CalendarOccurrence; wide?: boolean }) {
  const [open, setOpen] = useState(false);
  const time = event.is_all_day || !event.start_time ? '' : formatEventTime(event.start_time);
  const project = event.project_display_name || event.project_name;
  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" title={event.title} content={<OccurrenceDetails event={event} />} destroyOnHidden>
      <button
        type="button"
        className="event-chip"
        style={{ ...chipStyle(event.project_colour, event.status === 'cancelled'), whiteSpace: wide ? 'normal' : 'nowrap' }}
        aria-label={`${event.title}, ${project}, ${formatEventDay(event.occurrence_date)}${eventTimeText(event) ? `, ${eventTimeText(event)}` : ''}`}
        // The chip sits in a calendar cell, which would take the click as choosing its day.
        onClick={(click) => click.stopPropagation()}
      >
        {time && <strong style={{ fontWeight: 600 }}>{time} </strong>}
        {event.title}
      </button>
    </Popover>
  );
}
