import type { Core } from '@strapi/strapi';
import type { LogEvent } from '../logs/event-log';
import { LOG_UID, storeLogBatch } from '../logs/log-store';
import { USER_UID } from '../user-name';
import { dbMoment } from '../db-values';
import { drawsFrom, seededRandom } from './seeded-random';

/**
 * A sign-in history for the demo accounts over the last 90 days (marked `sample: true` like the benchmark's sample
 * log), so active users, the most active users, the cohorts and the activity charts of the dashboard have content.
 * SEED_ACTIVITY=false leaves it out (a run that asserts an empty log of old entries).
 */
const DAY_MS = 86_400_000;
const HISTORY_DAYS = 90;

/**
 * How many days ago each demo account was made: before its subscriptions and payments in demo-billing (the standard
 * user has paid for a year, the pro user since a trial eight months ago), the basis and premium users within the cohort table's
 * six months. The visits of these accounts start no earlier.
 */
export const DEMO_ACCOUNT_AGE_DAYS: Readonly<Record<string, number>> = {
  'admin@demo.no': 400,
  'standard@demo.no': 380,
  'pro@demo.no': 240,
  'basis@demo.no': 120,
  'premium@demo.no': 45,
};

/** Chance of signing in on a weekday (weekends half of it): the administrator daily, the basis user now and then. */
const SIGN_IN_CHANCE: Readonly<Record<string, number>> = {
  'admin@demo.no': 0.85,
  'pro@demo.no': 0.6,
  'premium@demo.no': 0.5,
  'standard@demo.no': 0.35,
  'basis@demo.no': 0.12,
};

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
];

export const demoActivityEnabled = () => !['0', 'false', 'no'].includes((process.env.SEED_ACTIVITY ?? '').trim().toLowerCase());

/** The sign-ins of the accounts in `users` over the 90 days before `now` (none before an account was made), oldest first. */
export function demoSignIns(users: ReadonlyArray<{ id: number; email: string }>, now: Date): LogEvent[] {
  const draw = drawsFrom(seededRandom(90_210));
  const events: LogEvent[] = [];
  for (const user of users) {
    const chance = SIGN_IN_CHANCE[user.email] ?? 0;
    const days = Math.min(HISTORY_DAYS, DEMO_ACCOUNT_AGE_DAYS[user.email] ?? 0);
    const agent = draw.pick(AGENTS);
    for (let daysAgo = days - 1; daysAgo >= 0; daysAgo -= 1) {
      const day = new Date(now.getTime() - daysAgo * DAY_MS);
      const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
      const times = draw.chance(weekend ? chance / 2 : chance) ? (draw.chance(0.2) ? 2 : 1) : 0;
      for (let n = 0; n < times; n += 1) {
        // Between 06:00 and 20:00 UTC (office hours in Norway), never after now.
        const dayStart = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
        const at = Math.min(dayStart + draw.whole(6 * 60, 20 * 60) * 60_000 + draw.whole(0, 59_999), now.getTime() - draw.whole(60_000, 3_600_000));
        events.push({
          timestamp: new Date(at),
          level: 'info',
          category: 'auth',
          action: 'auth.sign_in',
          status: 'success',
          userId: user.id,
          userEmail: user.email,
          ipAddress: '203.0.113.0',
          userAgent: agent,
          durationMs: draw.whole(80, 260),
          metadata: { sample: true },
        });
      }
    }
  }
  return events.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime());
}

/** The demo accounts as stored (by e-mail), with when they were made. */
async function demoAccounts(strapi: Core.Strapi): Promise<Array<{ id: number; email: string; createdAt: unknown }>> {
  return strapi.db.query(USER_UID).findMany({ select: ['id', 'email', 'createdAt'], where: { email: { $in: Object.keys(DEMO_ACCOUNT_AGE_DAYS) } } });
}

/**
 * Dates the demo accounts back to their ages, only while they are new (made by this start's seed, within the last
 * day): an account made earlier keeps its date.
 */
async function backdateNewDemoAccounts(strapi: Core.Strapi, now: Date): Promise<void> {
  const knex = strapi.db.connection;
  for (const account of await demoAccounts(strapi)) {
    const created = new Date(account.createdAt as string | number | Date).getTime();
    if (!(now.getTime() - created < DAY_MS)) continue;
    const at = new Date(now.getTime() - DEMO_ACCOUNT_AGE_DAYS[account.email] * DAY_MS);
    await knex('up_users')
      .where('id', account.id)
      .update({ created_at: dbMoment(knex, at), updated_at: dbMoment(knex, at) });
  }
}

/** The demo accounts' dates and sign-in history, only while the log holds no sign-in at all. */
export async function ensureDemoActivity(strapi: Core.Strapi, now: Date = new Date()): Promise<void> {
  if (!demoActivityEnabled()) return;
  if (await strapi.db.query(LOG_UID).findOne({ select: ['id'], where: { action: 'auth.sign_in' } })) return;
  await backdateNewDemoAccounts(strapi, now);
  await storeLogBatch(strapi, demoSignIns(await demoAccounts(strapi), now));
}
