import { useMemo, useState } from 'react';
import { useApiUrl, useCustom, type HttpError } from '@refinedev/core';
import { Alert, Button, Calendar, ConfigProvider, Flex, Segmented, Spin, Tooltip, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { EVENT_MESSAGES, type CalendarOccurrence } from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { byDayAndTime } from '../events/event-format';
import { CALENDAR_MODES, dayHeading, dayName, osloToday, rangeTitle, visibleRange, weekDays, type CalendarMode } from './calendar-range';
import { OccurrenceChip } from './occurrence-chip';

interface EventCalendarProps {
  /** Only this project's events (the project's Events tab); every project's without. */
  projectId?: number;
  /** A legend of the projects' colours (the calendar of all projects). */
  showLegend?: boolean;
}

const MODE_NAMES: Record<CalendarMode, string> = { month: 'Month', week: 'Week' };

/** Every project's occurrences of the days shown, from GET /api/admin/events?from&to. */
function useCalendarEvents(from: string, to: string) {
  const apiUrl = useApiUrl();
  const { query } = useCustom<{ events: CalendarOccurrence[] }, HttpError>({
    url: `${apiUrl}/events`,
    method: 'get',
    config: { query: { from, to } },
    // The last range stays on screen while the next one loads.
    queryOptions: { placeholderData: (previous) => previous },
    errorNotification: false,
  });
  return { events: query.data?.data?.events ?? [], fetching: query.isFetching, error: query.error, retry: () => void query.refetch() };
}

/** A month or week calendar of project events in each project's colour, with previous, next and today. */
export function EventCalendar({ projectId, showLegend = false }: EventCalendarProps) {
  const [mode, setMode] = useState<CalendarMode>('month');
  const [anchor, setAnchor] = useState<Dayjs>(osloToday);
  const { from, to } = visibleRange(mode, anchor);
  const answer = useCalendarEvents(from, to);

  const events = useMemo(
    () => answer.events.filter((event) => projectId === undefined || event.project_id === projectId).sort(byDayAndTime),
    [answer.events, projectId],
  );
  const byDay = useMemo(() => {
    const days = new Map<string, CalendarOccurrence[]>();
    for (const event of events) days.set(event.occurrence_date, [...(days.get(event.occurrence_date) ?? []), event]);
    return days;
  }, [events]);

  const unit = mode === 'month' ? 'month' : 'week';
  const move = (step: number) => setAnchor((day) => day.add(step, unit));

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex align="center" gap={8} wrap>
          <Tooltip title={`Previous ${unit}`}>
            <Button icon={<LeftOutlined />} aria-label={`Previous ${unit}`} onClick={() => move(-1)} />
          </Tooltip>
          <Button onClick={() => setAnchor(osloToday())}>Today</Button>
          <Tooltip title={`Next ${unit}`}>
            <Button icon={<RightOutlined />} aria-label={`Next ${unit}`} onClick={() => move(1)} />
          </Tooltip>
          <Typography.Title level={4} style={{ margin: 0 }} aria-live="polite">
            {rangeTitle(mode, anchor)}
          </Typography.Title>
        </Flex>
        <Segmented<CalendarMode>
          aria-label="Calendar view"
          value={mode}
          onChange={setMode}
          options={CALENDAR_MODES.map((value) => ({ value, label: MODE_NAMES[value] }))}
        />
      </Flex>
      {showLegend && <Legend events={events} loading={answer.fetching} />}
      {answer.error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={EVENT_MESSAGES.loadFailed(serverMessage(answer.error, 'Please try again.'))}
          action={
            <Button size="small" onClick={answer.retry}>
              Retry
            </Button>
          }
        />
      ) : (
        <Spin spinning={answer.fetching}>
          {mode === 'month' ? (
            // The days of the months before and after are greyed, but still readable (antd's grey is below WCAG AA).
            <ConfigProvider theme={{ components: { Calendar: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' } } }}>
              <Calendar
                value={anchor}
                headerRender={() => null}
                // Choosing a day of the month before or after shows that month.
                onSelect={(day, { source }) => source === 'date' && setAnchor(day)}
                cellRender={(day, info) => {
                  if (info.type !== 'date') return info.originNode;
                  const list = byDay.get(day.format('YYYY-MM-DD')) ?? [];
                  return list.map((event) => <OccurrenceChip key={event.id} event={event} />);
                }}
              />
            </ConfigProvider>
          ) : (
            <WeekView anchor={anchor} byDay={byDay} />
          )}
        </Spin>
      )}
    </Flex>
  );
}

/** The week's seven days side by side, Monday first, each with its events in time order. */
function WeekView({ anchor, byDay }: { anchor: Dayjs; byDay: Map<string, CalendarOccurrence[]> }) {
  const today = osloToday().format('YYYY-MM-DD');
  return (
    <div style={{ overflowX: 'auto' }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(120px, 1fr))', gap: 8, minWidth: 860 }}>
        {weekDays(anchor).map((day) => {
          const list = byDay.get(day) ?? [];
          return (
            <section
              key={day}
              aria-label={dayName(day)}
              style={{
                border: '1px solid rgba(5, 5, 5, 0.12)',
                borderTop: day === today ? '3px solid #1677ff' : undefined,
                borderRadius: 6,
                padding: 8,
                minHeight: 160,
              }}
            >
              <Typography.Text strong={day === today} style={{ display: 'block', marginBottom: 6 }}>
                {dayHeading(day)}
              </Typography.Text>
              {list.length === 0 ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  No events
                </Typography.Text>
              ) : (
                <Flex vertical gap={4}>
                  {list.map((event) => (
                    <OccurrenceChip key={event.id} event={event} wide />
                  ))}
                </Flex>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}

/** The colours of the projects that have events in the days shown. */
function Legend({ events, loading }: { events: CalendarOccurrence[]; loading: boolean }) {
  const projects = [...new Map(events.map((event) => [event.project_id, event])).values()].sort((a, b) =>
    (a.project_display_name || a.project_name).localeCompare(b.project_display_name || b.project_name),
  );
  if (projects.length === 0)
    return loading ? null : (
      <Typography.Text type="secondary" role="status">
        No events in these days.
      </Typography.Text>
    );
  return (
    <Flex wrap gap={12} role="list" aria-label="Projects">
      {projects.map((project) => (
        <Flex key={project.project_id} role="listitem" align="center" gap={6}>
          <span aria-hidden style={{ display: 'inline-block', width: 12, height: 12, borderRadius: 3, background: project.project_colour }} />
          <span>{project.project_display_name || project.project_name}</span>
        </Flex>
      ))}
    </Flex>
  );
}
