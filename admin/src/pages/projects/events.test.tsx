import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EVENT_MESSAGES, type EventOccurrence } from '@platform/shared';
import { httpClient } from '../../providers/http-client';
import { currentUrl, renderWithRefine } from '../../test/render-with-refine';
import { at, serveGets } from '../../test/serve-http';
import { choose } from '../../test/choose-option';
import { ProjectEventsTab } from './events/events-tab';

const EVENTS_URL = '/api/admin/projects/7/events';

const occurrence = (overrides: Partial<EventOccurrence> = {}): EventOccurrence => ({
  id: '1',
  series_id: 1,
  project_id: 7,
  occurrence_date: '2026-03-02',
  is_recurring_instance: false,
  event_type: 'meeting',
  title: 'Kick-off',
  description: '',
  event_date: '2026-03-02',
  // 09:00 and 10:00 in Oslo (winter time, UTC+1).
  start_time: '2026-03-02T08:00:00.000Z',
  end_time: '2026-03-02T09:00:00.000Z',
  is_all_day: false,
  location: 'Oslo office',
  meeting_url: 'https://meet.example.no/kick-off',
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

const weeklySeries = occurrence({
  id: '5',
  series_id: 5,
  title: 'Standup',
  event_date: '2026-03-02',
  occurrence_date: '2026-03-02',
  start_time: '2026-03-02T08:30:00.000Z',
  end_time: '2026-03-02T08:45:00.000Z',
  location: '',
  meeting_url: '',
  recurrence_pattern: 'weekly',
  recurrence_days_of_week: [1, 3],
  recurrence_end_date: '2026-06-30',
});
const weeklyInstance = { ...weeklySeries, id: '5:2026-03-04', occurrence_date: '2026-03-04', is_recurring_instance: true };

const EVENTS: EventOccurrence[] = [
  weeklyInstance,
  occurrence(),
  weeklySeries,
  occurrence({
    id: '9',
    series_id: 9,
    title: 'Release',
    event_type: 'deadline',
    occurrence_date: '2026-03-06',
    event_date: '2026-03-06',
    is_all_day: true,
    start_time: null,
    end_time: null,
    location: '',
    meeting_url: '',
    status: 'completed',
  }),
  occurrence({ id: '11', series_id: 11, title: 'Budget review', event_type: 'review', occurrence_date: '2026-03-09', status: 'cancelled' }),
];

/** The server's event list, which a write may change before the list reads again. */
function serveEvents(events: EventOccurrence[] = EVENTS) {
  const state = { events };
  const get = serveGets(
    at(EVENTS_URL, () => ({ events: state.events })),
    at('/api/admin/projects/7/calendar-link', () => ({ url: 'https://platform.example.no/api/calendar/7/s3cr3t.ics' })),
  );
  return { get, state };
}

function renderTab(url = '/projects/7?tab=events') {
  const view = renderWithRefine(<ProjectEventsTab projectId={7} />, { path: '/projects/:id', url, appData: true });
  return { ...view, url: () => currentUrl(view.getByTestId) };
}

const headers = () => [...document.querySelector('.ant-table-thead')!.querySelectorAll('th')].map((th) => th.textContent);
const rows = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')] as HTMLElement[];
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);
const dialog = async (title: string) =>
  (await screen.findAllByText(title, { selector: '.ant-modal-title, .ant-modal-confirm-title' }))[0].closest('.ant-modal') as HTMLElement;
const saveButton = (form: HTMLElement) => within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement;

/** Types a time into an antd TimePicker and leaves the field, as a user typing it would. */
function typeTime(form: HTMLElement, label: string, time: string) {
  const input = within(form).getByLabelText(label) as HTMLInputElement;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: time } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
}

async function openAddDialog() {
  fireEvent.click(await screen.findByRole('button', { name: /Add Event/ }));
  return dialog('Add Event');
}

describe('A project’s Events tab', { timeout: 45_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('lists events by day and time: title and type, date and Oslo time, location and meeting link, recurrence, status', async () => {
    serveEvents();
    renderTab();
    await screen.findByText('Release');
    expect(headers()).toEqual(['Event', 'Date & Time', 'Location', 'Recurrence', 'Status', 'Actions']);
    expect(
      rows()
        .map(cells)
        .map((row) => row.slice(0, 5)),
    ).toEqual([
      ['Kick-offMeeting', 'Mar 2, 20269:00 AM – 10:00 AM', 'Oslo office Meeting link', 'None', 'Scheduled'],
      ['StandupMeeting', 'Mar 2, 20269:30 AM – 9:45 AM', '—', 'Weekly on Mon, Wed until Jun 30, 2026', 'Scheduled'],
      ['StandupMeeting', 'Mar 4, 20269:30 AM – 9:45 AM', '—', 'Occurrence of a series', 'Scheduled'],
      ['ReleaseDeadline', 'Mar 6, 2026All day', '—', 'None', 'Completed'],
      ['Budget reviewReview', 'Mar 9, 20269:00 AM – 10:00 AM', 'Oslo office Meeting link', 'None', 'Cancelled'],
    ]);
    const link = within(rows()[0]).getByRole('link', { name: /Meeting link/ });
    expect(link.getAttribute('href')).toBe('https://meet.example.no/kick-off');
    const status = (index: number) => rows()[index].querySelector('td:nth-child(5) .ant-tag')!.className;
    expect(status(0)).toContain('ant-tag-processing');
    expect(status(3)).toContain('ant-tag-success');
    expect(status(4)).toContain('ant-tag-error');
  });

  it('says when there are no events and schedules the first from there', async () => {
    serveEvents([]);
    renderTab();
    expect(await screen.findByText(EVENT_MESSAGES.empty)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: EVENT_MESSAGES.scheduleFirst }));
    expect(await dialog('Add Event')).toBeTruthy();
  });

  it('shows the server’s reason when the events cannot be read', async () => {
    serveGets(at(EVENTS_URL, () => ({ reject: { message: 'Project not found.', statusCode: 404 } })));
    renderTab();
    expect(await screen.findByText(EVENT_MESSAGES.loadFailed('Project not found.'))).toBeTruthy();
  });

  it('does not edit a generated occurrence, only its series', async () => {
    serveEvents();
    renderTab();
    const instanceEdit = (await screen.findByRole('button', { name: 'Edit Standup, Mar 4, 2026' })) as HTMLButtonElement;
    expect(instanceEdit.disabled).toBe(true);
    const seriesEdit = screen.getByRole('button', { name: 'Edit Standup, Mar 2, 2026' }) as HTMLButtonElement;
    expect(seriesEdit.disabled).toBe(false);
    fireEvent.click(seriesEdit);
    const form = await dialog('Edit Event');
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Standup');
    expect((within(form).getByLabelText('Start time') as HTMLInputElement).value).toBe('09:30');
    expect(within(form).getByRole('checkbox', { name: 'Mon' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('checkbox', { name: 'Wed' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('checkbox', { name: 'Fri' })).toHaveProperty('checked', false);
  });

  it('saves an edit of the series with PUT, the whole event with its times kept in Oslo', async () => {
    serveEvents();
    const put = vi.spyOn(httpClient, 'put').mockResolvedValue({ data: { id: 5 } });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Standup, Mar 2, 2026' }));
    const form = await dialog('Edit Event');
    // The series began before today: the server keeps its past as it was.
    expect(within(form).getByText('Changes apply from today on; past occurrences stay as they were.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Team standup' } });
    fireEvent.click(saveButton(form));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put).toHaveBeenCalledWith(
      `${EVENTS_URL}/5`,
      expect.objectContaining({
        title: 'Team standup',
        event_date: '2026-03-02',
        start_time: '2026-03-02T08:30:00.000Z',
        end_time: '2026-03-02T08:45:00.000Z',
        recurrence_pattern: 'weekly',
        recurrence_days_of_week: [1, 3],
        recurrence_end_date: '2026-06-30',
      }),
    );
  });

  it('deletes only one occurrence of a series, after saying so, and reads the list again', async () => {
    const { get, state } = serveEvents();
    const remove = vi.spyOn(httpClient, 'delete').mockImplementation(async () => {
      state.events = state.events.filter((event) => event.id !== weeklyInstance.id);
      return { data: { ok: true } };
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Standup, Mar 4, 2026' }));
    const confirm = await dialog('Delete "Standup"?');
    expect(within(confirm).getByText(EVENT_MESSAGES.deleteInstance)).toBeTruthy();
    const reads = get.mock.calls.length;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`${EVENTS_URL}/5?occurrence=2026-03-04`));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Standup, Mar 4, 2026' })).toBeNull());
    expect(get.mock.calls.length).toBeGreaterThan(reads);
  });

  it('warns that a series goes whole, and a one-off event for good', async () => {
    serveEvents();
    const remove = vi.spyOn(httpClient, 'delete').mockResolvedValue({ data: { ok: true } });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Standup, Mar 2, 2026' }));
    const series = await dialog('Delete "Standup"?');
    expect(within(series).getByText(EVENT_MESSAGES.deleteSeries)).toBeTruthy();
    fireEvent.click(within(series).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`${EVENTS_URL}/5`));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Release, Mar 6, 2026' }));
    const single = await dialog('Delete "Release"?');
    expect(within(single).getByText(EVENT_MESSAGES.deleteOne)).toBeTruthy();
  });

  it('keeps Save off without a title, offers weekdays only for a weekly repeat, and repeats at least every 1', async () => {
    serveEvents([]);
    renderTab();
    const form = await openAddDialog();
    expect(saveButton(form).disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: '   ' } });
    expect(saveButton(form).disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Planning' } });
    await waitFor(() => expect(saveButton(form).disabled).toBe(false));

    expect(within(form).queryByText('On weekdays')).toBeNull();
    await choose('Repeat', 'Weekly');
    expect(await within(form).findByText('On weekdays')).toBeTruthy();
    const every = within(form).getByLabelText('Repeat every') as HTMLInputElement;
    expect(every.value).toBe('1');
    fireEvent.change(every, { target: { value: '0' } });
    fireEvent.blur(every);
    await waitFor(() => expect(every.value).toBe('1'));
    await choose('Repeat', 'Daily');
    await waitFor(() => expect(within(form).queryByText('On weekdays')).toBeNull());
  });

  it('sends no times for an all-day event', async () => {
    serveEvents([]);
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: { id: 30 } });
    renderTab();
    const form = await openAddDialog();
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Company day' } });
    typeTime(form, 'Start time', '09:00');
    fireEvent.click(within(form).getByRole('switch'));
    await waitFor(() => expect(within(form).queryByLabelText('Start time')).toBeNull());
    fireEvent.click(saveButton(form));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [url, body] = post.mock.calls[0] as [string, Record<string, unknown>];
    expect(url).toBe(EVENTS_URL);
    expect(body).toMatchObject({ title: 'Company day', is_all_day: true });
    expect(body).not.toHaveProperty('start_time');
    expect(body).not.toHaveProperty('end_time');
  });

  it('sends a weekly Monday, Wednesday and Friday event at 09:00 in Oslo', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Monday 1 June 2026, summer time in Oslo (UTC+2).
    vi.setSystemTime(new Date('2026-06-01T06:00:00.000Z'));
    const { state } = serveEvents([]);
    const post = vi.spyOn(httpClient, 'post').mockImplementation(async (_url, body) => {
      state.events = [occurrence({ ...(body as object), id: '40', series_id: 40, occurrence_date: '2026-06-01' })];
      return { data: { id: 40 } };
    });
    renderTab();
    const form = await openAddDialog();
    expect((within(form).getByLabelText('Date') as HTMLInputElement).value).toBe('2026-06-01');
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Standup' } });
    typeTime(form, 'Start time', '09:00');
    typeTime(form, 'End time', '09:15');
    await choose('Repeat', 'Weekly');
    // The event's own weekday is ticked at first.
    const day = (name: string) => within(form).getByRole('checkbox', { name }) as HTMLInputElement;
    await waitFor(() => expect(day('Mon').checked).toBe(true));
    fireEvent.click(day('Wed'));
    fireEvent.click(day('Fri'));
    fireEvent.click(saveButton(form));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(EVENTS_URL, {
      event_type: 'meeting',
      title: 'Standup',
      description: '',
      event_date: '2026-06-01',
      start_time: '2026-06-01T07:00:00.000Z',
      end_time: '2026-06-01T07:15:00.000Z',
      is_all_day: false,
      location: '',
      meeting_url: '',
      participants: [],
      organizer: '',
      status: 'scheduled',
      recurrence_pattern: 'weekly',
      recurrence_interval: 1,
      recurrence_end_date: null,
      recurrence_days_of_week: [1, 3, 5],
      recurrence_day_of_month: null,
    });
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-title')).toBeNull());
    expect(await screen.findByText('Weekly on Mon, Wed, Fri')).toBeTruthy();
  });

  it('keeps the dialog open with what was typed and the server’s message when saving fails', async () => {
    serveEvents([]);
    vi.spyOn(httpClient, 'post').mockRejectedValue({ message: 'Meeting URL must be a valid http(s) URL.', statusCode: 400 });
    renderTab();
    const form = await openAddDialog();
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Retro' } });
    fireEvent.click(saveButton(form));
    expect(await within(form).findByText('Meeting URL must be a valid http(s) URL.')).toBeTruthy();
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Retro');
  });

  it('switches to the calendar in the URL', async () => {
    serveEvents();
    const { url } = renderTab();
    fireEvent.click(await screen.findByText('Calendar', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(url()).toBe('/projects/7?tab=events&view=calendar'));
  });

  it('gives the project’s calendar feed link to copy, and a new one after a warning', async () => {
    const { get } = serveEvents();
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: { url: 'https://platform.example.no/api/calendar/7/n3w.ics' } });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: /Subscribe/ }));
    const subscribe = await dialog("Subscribe to the project's calendar");
    await waitFor(() =>
      expect((within(subscribe).getByLabelText('Calendar link') as HTMLInputElement).value).toBe(
        'https://platform.example.no/api/calendar/7/s3cr3t.ics',
      ),
    );
    get.mockImplementation(async (url: string) =>
      url === '/api/admin/projects/7/calendar-link'
        ? { data: { url: 'https://platform.example.no/api/calendar/7/n3w.ics' }, headers: {} }
        : { data: { events: [] }, headers: {} },
    );
    fireEvent.click(within(subscribe).getByRole('button', { name: /New link/ }));
    const warning = await dialog('Make a new link?');
    expect(within(warning).getByText(/The old link stops working/)).toBeTruthy();
    fireEvent.click(within(warning).getByRole('button', { name: 'New link' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/admin/projects/7/calendar-link', {}));
    await waitFor(() =>
      expect((within(subscribe).getByLabelText('Calendar link') as HTMLInputElement).value).toBe(
        'https://platform.example.no/api/calendar/7/n3w.ics',
      ),
    );
  });
});
