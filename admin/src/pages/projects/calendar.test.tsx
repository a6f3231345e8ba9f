import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EVENT_MESSAGES, type CalendarOccurrence } from '@platform/shared';
import { currentUrl, renderWithRefine } from '../../test/render-with-refine';
import { serveGets } from '../../test/serve-http';
import ProjectCalendarPage from './calendar/calendar-page';
import { EventCalendar } from './calendar/event-calendar';

const CALENDAR_URL = '/api/admin/events';

const occurrence = (overrides: Partial<CalendarOccurrence> = {}): CalendarOccurrence => ({
  id: '1',
  series_id: 1,
  project_id: 7,
  project_name: 'apollo',
  project_display_name: 'Apollo',
  project_colour: '#1677ff',
  occurrence_date: '2026-03-02',
  is_recurring_instance: false,
  event_type: 'meeting',
  title: 'Kick-off',
  description: 'Scope and roles.',
  event_date: '2026-03-02',
  // 09:00 to 10:00 in Oslo.
  start_time: '2026-03-02T08:00:00.000Z',
  end_time: '2026-03-02T09:00:00.000Z',
  is_all_day: false,
  location: 'Oslo office',
  meeting_url: '',
  participants: [],
  organizer: '',
  status: 'scheduled',
  recurrence_pattern: 'none',
  recurrence_interval: 1,
  recurrence_end_date: null,
  recurrence_days_of_week: [],
  recurrence_day_of_month: null,
  exception_dates: [],
  created_at: '2026-02-20T10:00:00.000Z',
  updated_at: '2026-02-20T10:00:00.000Z',
  ...overrides,
});

const HERMES = { project_id: 8, project_name: 'hermes', project_display_name: 'Hermes', project_colour: '#389e0d' };

const EVENTS: CalendarOccurrence[] = [
  occurrence(),
  occurrence({
    id: '3:2026-03-11',
    series_id: 3,
    ...HERMES,
    title: 'Standup',
    occurrence_date: '2026-03-11',
    start_time: '2026-03-04T07:30:00.000Z',
    end_time: '2026-03-04T07:45:00.000Z',
    is_recurring_instance: true,
    recurrence_pattern: 'weekly',
    recurrence_days_of_week: [3],
  }),
  occurrence({
    id: '4',
    series_id: 4,
    ...HERMES,
    title: 'Release',
    event_type: 'deadline',
    occurrence_date: '2026-03-11',
    is_all_day: true,
    start_time: null,
    end_time: null,
  }),
  occurrence({ id: '5', series_id: 5, title: 'Demo', occurrence_date: '2026-03-11', start_time: '2026-03-11T13:00:00.000Z', end_time: null }),
];

/** Answers the calendar call with the events of the asked window. */
function serveCalendar(events: CalendarOccurrence[] = EVENTS) {
  return serveGets((url) => {
    const [path, search = ''] = url.split('?');
    if (path !== CALENDAR_URL) return undefined;
    const { from, to } = Object.fromEntries(new URLSearchParams(search));
    return { events: events.filter((event) => event.occurrence_date >= from && event.occurrence_date <= to) };
  });
}

const windows = (get: ReturnType<typeof serveCalendar>) =>
  get.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith(`${CALENDAR_URL}?`))
    .map((url) => Object.fromEntries(new URLSearchParams(url.split('?')[1])));
const chip = (name: RegExp) => screen.getByRole('button', { name }) as HTMLElement;

describe('The events calendar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Tuesday 10 March 2026 in Oslo.
    vi.setSystemTime(new Date('2026-03-10T10:00:00.000Z'));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('heads the page Calendar under Projects, and shows this month’s events on their days in their projects’ colours', async () => {
    const get = serveCalendar();
    const view = renderWithRefine(<ProjectCalendarPage />, {
      path: '/projects/calendar',
      routes: { '/projects/:id': <p>Project page</p> },
      appData: true,
    });
    expect(screen.getByRole('heading', { name: 'Calendar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('/projects');
    expect(screen.getByRole('heading', { name: 'March 2026' })).toBeTruthy();

    const kickOff = await screen.findByRole('button', { name: /^Kick-off, Apollo/ });
    // The six weeks the month shows, whichever weekday they start on.
    expect(windows(get)).toEqual([{ from: '2026-02-22', to: '2026-04-05' }]);
    expect(kickOff.closest('td')!.getAttribute('title')).toBe('2026-03-02');
    expect(kickOff.style.background).toBe('rgb(22, 119, 255)');
    expect(kickOff.textContent).toBe('9:00 AM Kick-off');
    const standup = chip(/^Standup, Hermes/);
    expect(standup.closest('td')!.getAttribute('title')).toBe('2026-03-11');
    expect(standup.style.background).toBe('rgb(56, 158, 13)');
    // One day's events in time order: all day first.
    const day = [...standup.closest('td')!.querySelectorAll('button.event-chip')].map((button) => button.textContent);
    expect(day).toEqual(['Release', '8:30 AM Standup', '2:00 PM Demo']);

    const legend = screen.getByRole('list', { name: 'Projects' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Apollo', 'Hermes']);

    fireEvent.click(kickOff);
    const details = await screen.findByRole('tooltip');
    expect(within(details).getByText('Mar 2, 2026, 9:00 AM – 10:00 AM')).toBeTruthy();
    expect(within(details).getByText('Oslo office')).toBeTruthy();
    fireEvent.click(within(details).getByRole('link', { name: /Apollo/ }));
    await waitFor(() => expect(currentUrl(view.getByTestId)).toBe('/projects/7?tab=events'));
  });

  it('lists a week’s events day by day from Monday, and moves by weeks', async () => {
    const get = serveCalendar();
    renderWithRefine(<EventCalendar />, { path: '/projects/calendar', appData: true });
    await screen.findByRole('button', { name: /^Kick-off/ });
    fireEvent.click(screen.getByText('Week', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByRole('heading', { name: 'Mar 9 – Mar 15, 2026' })).toBeTruthy();
    await waitFor(() => expect(windows(get).at(-1)).toEqual({ from: '2026-03-09', to: '2026-03-15' }));
    const days = [...document.querySelectorAll('section[aria-label]')].map((section) => section.getAttribute('aria-label'));
    expect(days).toEqual([
      'Monday, Mar 9, 2026',
      'Tuesday, Mar 10, 2026',
      'Wednesday, Mar 11, 2026',
      'Thursday, Mar 12, 2026',
      'Friday, Mar 13, 2026',
      'Saturday, Mar 14, 2026',
      'Sunday, Mar 15, 2026',
    ]);
    const wednesday = screen.getByRole('region', { name: 'Wednesday, Mar 11, 2026' });
    await waitFor(() =>
      expect(
        within(wednesday)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Release', '8:30 AM Standup', '2:00 PM Demo']),
    );
    expect(within(screen.getByRole('region', { name: 'Monday, Mar 9, 2026' })).getByText('No events')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(windows(get).at(-1)).toEqual({ from: '2026-03-02', to: '2026-03-08' }));
    expect(await within(await screen.findByRole('region', { name: 'Monday, Mar 2, 2026' })).findByRole('button', { name: /^Kick-off/ })).toBeTruthy();
  });

  it('asks for the next month’s days, and comes back with Today', async () => {
    const get = serveCalendar();
    renderWithRefine(<EventCalendar />, { path: '/projects/calendar', appData: true });
    await screen.findByRole('button', { name: /^Kick-off/ });
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'April 2026' })).toBeTruthy();
    await waitFor(() => expect(windows(get).at(-1)).toEqual({ from: '2026-03-29', to: '2026-05-10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('heading', { name: 'March 2026' })).toBeTruthy();
  });

  it('shows only the project’s own events on its Events tab', async () => {
    serveCalendar();
    renderWithRefine(<EventCalendar projectId={8} />, { path: '/projects/:id', url: '/projects/8', appData: true });
    expect(await screen.findByRole('button', { name: /^Standup, Hermes/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Kick-off/ })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Projects' })).toBeNull();
  });

  it('says why the events could not be read', async () => {
    serveGets((url) => (url.startsWith(CALENDAR_URL) ? { reject: { message: EVENT_MESSAGES.badWindow, statusCode: 400 } } : undefined));
    renderWithRefine(<EventCalendar />, { path: '/projects/calendar', appData: true });
    expect(await screen.findByText(EVENT_MESSAGES.loadFailed(EVENT_MESSAGES.badWindow))).toBeTruthy();
  });
});
