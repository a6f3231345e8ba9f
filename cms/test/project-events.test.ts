import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import {
  addDays,
  EVENT_MESSAGES,
  osloToUtc,
  PROJECT_MESSAGES,
  projectColour,
  RECORD_MESSAGES,
  todayInOslo,
  weekdayOf,
  type CalendarOccurrence,
  type EventOccurrence,
} from '@platform/shared';
import { api, bearer, marker, tokenFor } from './api-client';

const admin = async () => bearer(await tokenFor(5));
const today = todayInOslo();
const at = (day: string, hour: number, minute = 0) => osloToUtc(day, hour * 60 + minute);

/** A project of the test's own, made through the API. */
async function newProject(tag: string): Promise<{ id: number; name: string; display_name: string }> {
  const name = marker(tag);
  const res = await api()
    .post('/api/admin/projects')
    .set(await admin())
    .send({ name, display_name: `Prosjekt ${tag}` });
  expect(res.status).toBe(201);
  return { id: Number(res.body.id ?? res.body.project?.id), name, display_name: `Prosjekt ${tag}` };
}

const eventsPath = (projectId: number) => `/api/admin/projects/${projectId}/events`;

async function createEvent(projectId: number, body: Record<string, unknown>): Promise<EventOccurrence> {
  const res = await api()
    .post(eventsPath(projectId))
    .set(await admin())
    .send({ title: 'Statusmøte', ...body });
  expect(res.status).toBe(201);
  return res.body;
}

async function list(projectId: number, query: Record<string, string> = {}): Promise<EventOccurrence[]> {
  const res = await api()
    .get(eventsPath(projectId))
    .query(query)
    .set(await admin());
  expect(res.status).toBe(200);
  return res.body.events;
}

/** The stored series as the list answers its row. */
const seriesRow = async (projectId: number, id: number, query: Record<string, string> = {}) =>
  (await list(projectId, query)).find((event) => event.id === String(id));

describe('the event dialog rules', () => {
  let projectId: number;
  beforeAll(async () => {
    projectId = (await newProject('event-rules')).id;
  });

  it('requires a title and a repeat interval of at least 1', async () => {
    const untitled = await api()
      .post(eventsPath(projectId))
      .set(await admin())
      .send({ title: '  ' });
    expect(untitled.status).toBe(400);
    expect(untitled.body.error.message).toBe(RECORD_MESSAGES.required('Title'));
    const zero = await api()
      .post(eventsPath(projectId))
      .set(await admin())
      .send({ title: 'Møte', recurrence_pattern: 'daily', recurrence_interval: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.error.message).toBe(EVENT_MESSAGES.badInterval);
  });

  it('drops the times of an all-day event, keeps weekdays only for weekly, and dates an event today without a date', async () => {
    const allDay = await createEvent(projectId, {
      is_all_day: true,
      start_time: at(today, 9),
      end_time: at(today, 10),
      recurrence_pattern: 'daily',
      recurrence_days_of_week: [1, 2],
    });
    expect(allDay).toMatchObject({ event_date: today, start_time: null, end_time: null, is_all_day: true, recurrence_days_of_week: [] });
    const weekly = await createEvent(projectId, { event_date: '2026-01-07', recurrence_pattern: 'weekly' });
    expect(weekly.recurrence_days_of_week).toEqual([weekdayOf('2026-01-07')]);
  });

  it('answers 404 for an unknown project and 400 for a window that breaks the rules', async () => {
    const missing = await api()
      .get(eventsPath(999_999))
      .set(await admin());
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(PROJECT_MESSAGES.notFound);
    const backwards = await api()
      .get(eventsPath(projectId))
      .query({ from: '2026-02-01', to: '2026-01-01' })
      .set(await admin());
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toBe(EVENT_MESSAGES.badWindow);
  });
});

describe('a project event series and its occurrences', () => {
  it('takes the spec’s ISO date-times for the repeat end date as for the date, and refuses a day that does not exist', async () => {
    const { id: projectId } = await newProject('event-iso');
    const end = addDays(today, 2);
    const weekly = await createEvent(projectId, {
      title: 'Iso-møte',
      event_date: `${today}T00:00:00.000Z`,
      start_time: at(today, 9),
      recurrence_pattern: 'daily',
      recurrence_end_date: `${end}T00:00:00.000Z`,
    });
    expect(weekly).toMatchObject({ event_date: today, recurrence_end_date: end });
    for (const recurrence_end_date of ['2026-02-30', '2026-02-30T00:00:00.000Z', '9999-12-31']) {
      const refused = await api()
        .post(eventsPath(projectId))
        .set(await admin())
        .send({ title: 'Umulig', event_date: today, recurrence_pattern: 'daily', recurrence_end_date });
      expect([recurrence_end_date, refused.status, refused.body.error.message]).toEqual([
        recurrence_end_date,
        400,
        'Repeat end date must be a date (YYYY-MM-DD) from 1900 to 2100.',
      ]);
    }
  });

  it('lists the series row and its generated occurrences, sorted by start, from today by default', async () => {
    const { id: projectId } = await newProject('event-list');
    const daily = await createEvent(projectId, {
      title: 'Daglig standup',
      event_date: today,
      start_time: at(today, 9),
      end_time: at(today, 9, 15),
      recurrence_pattern: 'daily',
      recurrence_end_date: addDays(today, 3),
    });
    const tomorrow = addDays(today, 1);
    const oneOff = await createEvent(projectId, {
      title: 'Kundemøte',
      event_date: tomorrow,
      start_time: at(tomorrow, 8),
      end_time: at(tomorrow, 8, 30),
    });
    expect(daily).toMatchObject({ id: String(daily.series_id), is_recurring_instance: false, occurrence_date: today });

    const events = await list(projectId);
    expect(events.map((event) => [event.id, event.is_recurring_instance])).toEqual([
      [String(daily.series_id), false],
      [oneOff.id, false],
      [`${daily.series_id}:${tomorrow}`, true],
      [`${daily.series_id}:${addDays(today, 2)}`, true],
      [`${daily.series_id}:${addDays(today, 3)}`, true],
    ]);
    const instance = events[2];
    expect(instance).toMatchObject({ title: 'Daglig standup', series_id: daily.series_id, event_date: tomorrow, start_time: at(tomorrow, 9) });
    expect(instance.end_time).toBe(at(tomorrow, 9, 15));
  });

  it('refuses to edit a generated occurrence and edits a series that has not begun in place', async () => {
    const { id: projectId } = await newProject('event-edit');
    const start = addDays(today, 2);
    const weekly = await createEvent(projectId, { event_date: start, start_time: at(start, 9), recurrence_pattern: 'weekly' });
    const instance = await api()
      .put(`${eventsPath(projectId)}/${weekly.series_id}:${addDays(start, 7)}`)
      .set(await admin())
      .send({ title: 'Nytt navn' });
    expect(instance.status).toBe(400);
    expect(instance.body.error.message).toBe(EVENT_MESSAGES.instanceNotEditable);

    const edited = await api()
      .put(`${eventsPath(projectId)}/${weekly.series_id}`)
      .set(await admin())
      .send({ ...weekly, title: 'Ukemøte', location: 'Rom 2' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: weekly.id, title: 'Ukemøte', location: 'Rom 2', event_date: start });
    expect((await list(projectId)).filter((event) => event.title === 'Ukemøte').length).toBeGreaterThan(1);
  });

  it('deletes one occurrence as an exception date and keeps the series; a day that is no occurrence is refused', async () => {
    const { id: projectId } = await newProject('event-exception');
    const series = await createEvent(projectId, {
      event_date: today,
      start_time: at(today, 12),
      recurrence_pattern: 'daily',
      recurrence_interval: 2,
    });
    const second = addDays(today, 2);
    const removed = await api()
      .delete(`${eventsPath(projectId)}/${series.series_id}`)
      .query({ occurrence: second })
      .set(await admin());
    expect(removed.status).toBe(200);
    const events = await list(projectId, { from: today, to: addDays(today, 6) });
    expect(events.map((event) => event.occurrence_date)).toEqual([today, addDays(today, 4), addDays(today, 6)]);
    expect(events[0].exception_dates).toEqual([second]);

    // A generated occurrence's own id names its day too.
    const byId = await api()
      .delete(`${eventsPath(projectId)}/${series.series_id}:${addDays(today, 4)}`)
      .set(await admin());
    expect(byId.status).toBe(200);
    expect((await seriesRow(projectId, series.series_id))?.exception_dates).toEqual([second, addDays(today, 4)]);

    const odd = addDays(today, 1);
    const notOne = await api()
      .delete(`${eventsPath(projectId)}/${series.series_id}`)
      .query({ occurrence: odd })
      .set(await admin());
    expect(notOne.status).toBe(400);
    expect(notOne.body.error.message).toBe(EVENT_MESSAGES.notAnOccurrence(odd));
  });

  it('keeps every day when several occurrences of one series are deleted at the same moment', async () => {
    const { id: projectId } = await newProject('event-race');
    const series = await createEvent(projectId, { event_date: today, start_time: at(today, 9), recurrence_pattern: 'daily' });
    const days = [1, 2, 3, 4, 5].map((n) => addDays(today, n));
    const auth = await admin();
    const answers = await Promise.all(
      days.map((day) =>
        api()
          .delete(`${eventsPath(projectId)}/${series.series_id}`)
          .query({ occurrence: day })
          .set(auth),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await seriesRow(projectId, series.series_id))?.exception_dates).toEqual(days);
  });

  it('deletes a one-off event with its only occurrence', async () => {
    const { id: projectId } = await newProject('event-one-off');
    const once = await createEvent(projectId, { title: 'Lansering', event_date: addDays(today, 5), is_all_day: true });
    const res = await api()
      .delete(`${eventsPath(projectId)}/${once.series_id}`)
      .query({ occurrence: addDays(today, 5) })
      .set(await admin());
    expect(res.status).toBe(200);
    expect(await list(projectId)).toEqual([]);
  });

  it('deletes the whole series with every occurrence', async () => {
    const { id: projectId } = await newProject('event-delete');
    const series = await createEvent(projectId, { event_date: today, recurrence_pattern: 'daily' });
    const res = await api()
      .delete(`${eventsPath(projectId)}/${series.series_id}`)
      .set(await admin());
    expect(res.status).toBe(200);
    expect(await list(projectId)).toEqual([]);
    const again = await api()
      .delete(`${eventsPath(projectId)}/${series.series_id}`)
      .set(await admin());
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe(EVENT_MESSAGES.notFound);
  });

  it('splits a series that began before today: the past keeps the old values, the future takes the new ones', async () => {
    const { id: projectId } = await newProject('event-split');
    const start = addDays(today, -21);
    const old = await createEvent(projectId, {
      title: 'Gammelt møte',
      event_date: start,
      start_time: at(start, 9),
      end_time: at(start, 10),
      recurrence_pattern: 'weekly',
      recurrence_days_of_week: [weekdayOf(today)],
    });
    for (const day of [addDays(today, -7), addDays(today, 7)])
      expect(
        (
          await api()
            .delete(`${eventsPath(projectId)}/${old.series_id}`)
            .query({ occurrence: day })
            .set(await admin())
        ).status,
      ).toBe(200);

    const res = await api()
      .put(`${eventsPath(projectId)}/${old.series_id}`)
      .set(await admin())
      .send({ ...old, title: 'Nytt møte', start_time: at(start, 10), end_time: at(start, 11) });
    expect(res.status).toBe(200);
    const renewed: EventOccurrence = res.body;
    expect(renewed.series_id).not.toBe(old.series_id);
    expect(renewed).toMatchObject({ title: 'Nytt møte', event_date: today, start_time: at(today, 10), exception_dates: [addDays(today, 7)] });

    const window = { from: start, to: addDays(today, 14) };
    const oldRow = await seriesRow(projectId, old.series_id, window);
    expect(oldRow).toMatchObject({ title: 'Gammelt møte', recurrence_end_date: addDays(today, -1), exception_dates: [addDays(today, -7)] });
    const events = await list(projectId, window);
    expect(events.map((event) => [event.occurrence_date, event.title, event.start_time])).toEqual([
      [start, 'Gammelt møte', at(start, 9)],
      [addDays(today, -14), 'Gammelt møte', at(addDays(today, -14), 9)],
      [today, 'Nytt møte', at(today, 10)],
      [addDays(today, 14), 'Nytt møte', at(addDays(today, 14), 10)],
    ]);
  });
});

describe('the calendar across projects', () => {
  it('answers every occurrence in the window with its project and the project colour', async () => {
    const first = await newProject('calendar-a');
    const second = await newProject('calendar-b');
    const from = addDays(today, 30);
    const a = await createEvent(first.id, {
      title: 'A-møte',
      event_date: from,
      start_time: at(from, 9),
      recurrence_pattern: 'daily',
      recurrence_end_date: addDays(from, 1),
    });
    const b = await createEvent(second.id, { title: 'B-frist', event_date: addDays(from, 1), is_all_day: true, event_type: 'deadline' });
    const res = await api()
      .get('/api/admin/events')
      .query({ from, to: addDays(from, 2) })
      .set(await admin());
    expect(res.status).toBe(200);
    const ours = (res.body.events as CalendarOccurrence[]).filter((event) => [first.id, second.id].includes(event.project_id));
    expect(
      ours.map((event) => [event.id, event.is_recurring_instance, event.project_name, event.project_display_name, event.project_colour]),
    ).toEqual([
      [a.id, false, first.name, first.display_name, projectColour(first.id)],
      [b.id, false, second.name, second.display_name, projectColour(second.id)],
      [`${a.series_id}:${addDays(from, 1)}`, true, first.name, first.display_name, projectColour(first.id)],
    ]);

    const open = await api()
      .get('/api/admin/events')
      .query({ from })
      .set(await admin());
    expect(open.status).toBe(400);
    expect(open.body.error.message).toBe(EVENT_MESSAGES.badWindow);
  });
});

describe('ids as the shared types have them, on SQLite and PostgreSQL alike', () => {
  /** EventOccurrence: the stored event's id and project id as numbers; id is the series id, or '{seriesId}:{day}'. */
  const expectIdsOfContract = (event: EventOccurrence) => {
    expect([typeof event.series_id, typeof event.project_id, typeof event.id]).toEqual(['number', 'number', 'string']);
    expect(event.id).toBe(event.is_recurring_instance ? `${event.series_id}:${event.occurrence_date}` : String(event.series_id));
  };

  it('answers the series id and project id as numbers in every answer with events', async () => {
    const project = await newProject('event-ids');
    const daily = { event_date: today, recurrence_pattern: 'daily', recurrence_end_date: addDays(today, 2) };
    const created = await createEvent(project.id, daily);
    expectIdsOfContract(created);
    expect(created.project_id).toBe(project.id);
    const updated = await api()
      .put(`${eventsPath(project.id)}/${created.series_id}`)
      .set(await admin())
      .send({ ...daily, title: 'Omdøpt' });
    expect(updated.status).toBe(200);
    expectIdsOfContract(updated.body);
    const listed = await list(project.id);
    expect(listed).toHaveLength(3);
    listed.forEach(expectIdsOfContract);
    const calendar = await api()
      .get('/api/admin/events')
      .query({ from: today, to: addDays(today, 2) })
      .set(await admin());
    const ours = (calendar.body.events as CalendarOccurrence[]).filter((event) => event.project_id === project.id);
    expect(ours).toHaveLength(3);
    ours.forEach(expectIdsOfContract);
  });
});

/**
 * The instant of a wall-clock time in Oslo as a second implementation reads it (Luxon, with its own reading of the
 * time zone data): a skipped time moves on by the gap and a repeated time is the first, as RFC 5545 reads them.
 * (ical.js 2.2.1, given Oslo's VTIMEZONE, reads both with the offset after the change, so it is not the check here.)
 */
const luxonStart = (day: string, hour: number, minute: number) =>
  DateTime.fromISO(day, { zone: 'Europe/Oslo' }).set({ hour, minute }).toUTC().toISO({ suppressMilliseconds: false });

describe('occurrences across the daylight-saving changes, as RFC 5545 reads a local time', () => {
  it.each([
    // Summer time starts on 28 March 2027: 02:30 does not exist that day and is 03:30 summer time (01:30 UTC).
    ['2027-03-14', '2027-03-28', '01:30'],
    // Winter time starts on 25 October 2026: 02:30 happens twice, and the first is meant (00:30 UTC).
    ['2026-10-11', '2026-10-25', '00:30'],
  ])('a weekly 02:30 series from %s has its occurrence on %s at %s UTC, as Luxon reads the local times too', async (first, changeDay, utc) => {
    const { id: projectId } = await newProject('event-dst');
    const last = addDays(first, 21);
    const series = await createEvent(projectId, {
      title: 'Nattjobb',
      event_date: first,
      start_time: at(first, 2, 30),
      recurrence_pattern: 'weekly',
      recurrence_days_of_week: [0],
      recurrence_end_date: last,
    });
    const ours = (await list(projectId, { from: first, to: last }))
      .filter((event) => event.series_id === series.series_id)
      .map((event) => event.start_time);
    expect(ours).toEqual([0, 7, 14, 21].map((days) => luxonStart(addDays(first, days), 2, 30)));
    expect(ours).toContain(`${changeDay}T${utc}:00.000Z`);
  });
});

describe("a project's iCalendar feed", () => {
  const feedPath = (url: string) => new URL(url).pathname;

  it('serves the occurrences behind a secret link as iCalendar, without a deleted one; a rotated or unknown token is 404', async () => {
    const project = await newProject('feed');
    const start = addDays(today, 1);
    const weekly = await createEvent(project.id, {
      title: 'Ukemøte',
      description: 'Agenda i dokumentet.',
      location: 'Rom 1',
      meeting_url: 'https://meet.example.no/uke',
      event_date: start,
      start_time: at(start, 9),
      end_time: at(start, 9, 30),
      recurrence_pattern: 'weekly',
      recurrence_end_date: addDays(start, 21),
    });
    const cancelled = await createEvent(project.id, { title: 'Avlyst', event_date: addDays(today, 3), is_all_day: true, status: 'cancelled' });
    await api()
      .delete(`${eventsPath(project.id)}/${weekly.series_id}`)
      .query({ occurrence: addDays(start, 7) })
      .set(await admin());

    const link = await api()
      .get(`/api/admin/projects/${project.id}/calendar-link`)
      .set(await admin());
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^http:\/\/platform\.test\/api\/project-calendar\/[A-Za-z0-9_-]+\/calendar\.ics$/);

    const feed = await api().get(feedPath(link.body.url));
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const vevents = new ICAL.Component(ICAL.parse(feed.text)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const compact = (day: string) => day.replaceAll('-', '');
    expect(vevents.map((event) => event.uid).sort()).toEqual(
      [
        `${weekly.series_id}-${compact(start)}@platform`,
        `${weekly.series_id}-${compact(addDays(start, 14))}@platform`,
        `${weekly.series_id}-${compact(addDays(start, 21))}@platform`,
        `${cancelled.series_id}-${compact(addDays(today, 3))}@platform`,
      ].sort(),
    );
    const meeting = vevents.find((event) => event.uid === `${weekly.series_id}-${compact(start)}@platform`)!;
    expect([meeting.summary, meeting.description, meeting.location]).toEqual(['Ukemøte', 'Agenda i dokumentet.', 'Rom 1']);
    expect(meeting.startDate.toJSDate().toISOString()).toBe(at(start, 9));
    expect(meeting.endDate.toJSDate().toISOString()).toBe(at(start, 9, 30));
    expect(meeting.component.getFirstPropertyValue('url')).toBe('https://meet.example.no/uke');
    const dropped = vevents.find((event) => event.summary === 'Avlyst')!;
    expect(dropped.startDate.isDate).toBe(true);
    expect(dropped.component.getFirstPropertyValue('status')).toBe('CANCELLED');

    const rotated = await api()
      .post(`/api/admin/projects/${project.id}/calendar-link`)
      .set(await admin());
    expect(rotated.status).toBe(200);
    expect(rotated.body.url).not.toBe(link.body.url);
    const old = await api().get(feedPath(link.body.url));
    expect(old.status).toBe(404);
    expect(old.body.error.message).toBe(EVENT_MESSAGES.badFeedToken);
    expect((await api().get(feedPath(rotated.body.url))).status).toBe(200);
    expect((await api().get('/api/project-calendar/not-a-token-of-anyone-at-all/calendar.ics')).status).toBe(404);
  });

  it('is a file other calendars read: every line ends with CRLF, the last one too, and an address is a valid URI', async () => {
    const project = await newProject('feed-uri');
    const typed = 'https://meet.example.no/Prosjektmøte rom 2?tema=økonomi og plan';
    await createEvent(project.id, { title: 'Budsjettmøte', event_date: addDays(today, 2), is_all_day: true, meeting_url: typed });
    const link = await api()
      .get(`/api/admin/projects/${project.id}/calendar-link`)
      .set(await admin());
    const feed = await api().get(feedPath(link.body.url));
    expect(feed.status).toBe(200);

    const text = feed.text;
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines.filter((line) => /[\r\n]/.test(line))).toEqual([]);

    const [vevent] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    const url = String(vevent.getFirstPropertyValue('url'));
    expect(url).toBe('https://meet.example.no/Prosjektm%C3%B8te%20rom%202?tema=%C3%B8konomi%20og%20plan');
    expect(url).toMatch(/^[\x21-\x7e]+$/);
    expect(new URL(url).href).toBe(url);
    expect(decodeURI(url)).toBe(typed);
    // The event itself keeps the address as it was typed.
    expect((await list(project.id)).map((event) => event.meeting_url)).toEqual([typed]);
  });
});
