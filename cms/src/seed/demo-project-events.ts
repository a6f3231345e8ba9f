import type { Core } from '@strapi/strapi';
import { addDays, osloToUtc, todayInOslo, validateProjectEventInput, validateProjectReminderInput, weekdayOf } from '@platform/shared';
import { EVENT_UID } from '../projects/events/event-store';
import { REMINDER_UID } from '../projects/reminders/reminder-store';

const PROJECT_UID = 'api::project.project';

/** The first day of the month after the one `day` is in, plus `offset` days. */
const nextMonth = (day: string, offset = 0) => {
  const date = new Date(`${day.slice(0, 7)}-01T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return addDays(date.toISOString().slice(0, 10), offset);
};

function checkedEvent(body: Record<string, unknown>) {
  const checked = validateProjectEventInput(body);
  if (!checked.ok) throw new Error(`A demo event is not valid: ${checked.errors.map((error) => error.message).join(' ')}`);
  return checked.value;
}

/**
 * The demo projects' calendar: for 'regional-data' a weekly Monday status meeting that began some weeks ago, a monthly
 * review, a one-off milestone next month and a reminder next week; for 'platform-ops' a daily all-day event over five
 * days. Once: nothing is added when either project has an event already (or the projects are missing).
 */
export async function ensureDemoProjectEvents(strapi: Core.Strapi): Promise<void> {
  const regional = await strapi.db.query(PROJECT_UID).findOne({ where: { name: 'regional-data' } });
  const ops = await strapi.db.query(PROJECT_UID).findOne({ where: { name: 'platform-ops' } });
  if (!regional || !ops) return;
  if (await strapi.db.query(EVENT_UID).findOne({ where: { project_id: { $in: [regional.id, ops.id] } } })) return;

  const today = todayInOslo();
  const mondaysAgo = addDays(today, -((weekdayOf(today) + 6) % 7) - 6 * 7);
  const at = (day: string, hour: number, minute = 0) => osloToUtc(day, hour * 60 + minute);
  const reviewDay = addDays(today, -20);
  const milestoneDay = nextMonth(today, 14);
  const events = [
    {
      project_id: regional.id,
      ...checkedEvent({
        title: 'Ukentlig statusmøte',
        description: 'Status på datakildene, feil siden sist og planen for uka.',
        event_type: 'meeting',
        event_date: mondaysAgo,
        start_time: at(mondaysAgo, 9),
        end_time: at(mondaysAgo, 9, 30),
        location: 'Møterom Fjord',
        meeting_url: 'https://meet.example.no/statusmote',
        participants: ['Kari Nordmann', 'Ola Hansen'],
        organizer: 'Kari Nordmann',
        recurrence_pattern: 'weekly',
        recurrence_days_of_week: [1],
      }),
    },
    {
      project_id: regional.id,
      ...checkedEvent({
        title: 'Månedlig gjennomgang',
        description: 'Gjennomgang av datakvalitet og leveranser.',
        event_type: 'review',
        event_date: reviewDay,
        start_time: at(reviewDay, 13),
        end_time: at(reviewDay, 14),
        location: 'Møterom Fjell',
        recurrence_pattern: 'monthly',
      }),
    },
    {
      project_id: regional.id,
      ...checkedEvent({
        title: 'Kommunedata i produksjon',
        description: 'Alle kommunedata oppdateres automatisk hver natt.',
        event_type: 'milestone',
        event_date: milestoneDay,
        is_all_day: true,
      }),
    },
    {
      project_id: ops.id,
      ...checkedEvent({
        title: 'Beredskapsuke',
        description: 'Driftsvakt hver dag denne uka.',
        event_type: 'other',
        event_date: today,
        is_all_day: true,
        recurrence_pattern: 'daily',
        recurrence_end_date: addDays(today, 4),
      }),
    },
  ];
  const reminder = validateProjectReminderInput({
    title: 'Forbered statusmøtet',
    message: 'Oppdater statusrapporten før mandagens møte.',
    remind_at: at(addDays(today, 7), 8),
    recipients: ['admin@demo.no'],
  });
  if (!reminder.ok) throw new Error(`The demo reminder is not valid: ${reminder.errors.map((error) => error.message).join(' ')}`);
  await strapi.db.transaction(async () => {
    for (const event of events) await strapi.db.query(EVENT_UID).create({ data: { ...event, exception_dates: [] } });
    await strapi.db.query(REMINDER_UID).create({ data: { ...reminder.value, project_id: regional.id, status: 'pending' } });
  });
}
