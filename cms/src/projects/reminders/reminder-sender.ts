import type { Core } from '@strapi/strapi';
import { EVENT_TIME_ZONE } from '@platform/shared';
import { toList } from '../../db-values';
import { escapeHtml } from '../../html-escape';
import { service } from '../../services';
import { reminders } from './reminder-store';

/** A reminder left 'sending' this long was dropped by a process that stopped: it is tried once more. */
export const STALE_SENDING_MS = 10 * 60_000;
export const REMINDER_ERRORS = {
  interrupted: 'Sending was interrupted; tried again.',
  interruptedTwice: 'Sending was interrupted twice; not tried again.',
} as const;

/** 'dd.mm.yyyy kl. hh:mm' in Oslo. */
export function osloDateTime(instant: string | Date): string {
  const parts = new Intl.DateTimeFormat('nb-NO', {
    timeZone: EVENT_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} kl. ${part('hour')}:${part('minute')}`;
}

/**
 * Puts the due reminders (pending, remind_at ≤ now) on the job queue. Every process ticks; each reminder is claimed by
 * a conditional update (pending → sending), so only the process whose update changed the row sends it. A row left
 * 'sending' by a stopped process goes back to pending once, and is marked failed if that happens again.
 */
export async function fireDueReminders(send: (reminderId: number) => Promise<void>, now = new Date()): Promise<number[]> {
  const stale = await reminders().findMany({
    select: ['id', 'error'],
    where: { status: 'sending', updatedAt: { $lt: new Date(now.getTime() - STALE_SENDING_MS) } },
  });
  for (const row of stale) {
    const again = row.error !== REMINDER_ERRORS.interrupted;
    await reminders().updateMany({
      where: { id: row.id, status: 'sending' },
      data: again ? { status: 'pending', error: REMINDER_ERRORS.interrupted } : { status: 'failed', error: REMINDER_ERRORS.interruptedTwice },
    });
  }
  const due = await reminders().findMany({ select: ['id'], where: { status: 'pending', remind_at: { $lte: now } }, orderBy: { remind_at: 'asc' } });
  const sent: number[] = [];
  for (const { id } of due) {
    const { count } = await reminders().updateMany({ where: { id, status: 'pending' }, data: { status: 'sending' } });
    if (count !== 1) continue;
    await send(Number(id));
    sent.push(Number(id));
  }
  return sent;
}

/** The job: e-mails each recipient (one mail each), then marks the reminder sent, or failed with the reasons. */
export async function sendReminder(strapi: Core.Strapi, reminderId: number): Promise<void> {
  const reminder = await reminders().findOne({ where: { id: reminderId, status: 'sending' } });
  if (!reminder) return;
  const project = await strapi.db.connection('projects').where({ id: reminder.project_id }).first('display_name');
  const projectName = String(project?.display_name ?? 'Prosjekt');
  const when = osloDateTime(reminder.remind_at);
  const text = [
    'Hei!',
    `Dette er en påminnelse fra prosjektet «${projectName}»: ${reminder.title}`,
    ...(reminder.message ? [String(reminder.message)] : []),
    `Tidspunkt: ${when}`,
  ].join('\n\n');
  const failures: string[] = [];
  for (const to of toList(reminder.recipients).map(String)) {
    try {
      await service(strapi, 'mail').send({
        to,
        subject: `Påminnelse: ${reminder.title} (${projectName})`,
        text: `${text}\n`,
        html: text
          .split('\n\n')
          .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
          .join(''),
      });
    } catch (error) {
      failures.push(`${to}: ${(error as Error).message}`);
    }
  }
  await reminders().update({
    where: { id: reminderId },
    data: failures.length === 0 ? { status: 'sent', sent_at: new Date(), error: null } : { status: 'failed', error: failures.join('\n') },
  });
}
