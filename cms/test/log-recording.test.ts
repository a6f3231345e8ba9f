import type { LogLevel } from '@platform/shared';
import { LogQueue } from '../src/logs/log-queue';
import { adminActionOf } from '../src/logs/request-events';
import { summariseFields } from '../src/logs/admin-writes';
import { maskIp } from '../src/logs/mask-ip';
import { ANONYMOUS_LOG_LIMIT, anonymousEntries } from '../src/logs/anonymous-entries';

interface Entry {
  level: LogLevel;
  n: number;
}

/** A queue whose store keeps what it was given (or refuses), so what would reach the database can be read back. */
function queue(options: { max?: number; refuse?: boolean } = {}) {
  const stored: Entry[][] = [];
  const fellBack: Entry[][] = [];
  const q = new LogQueue<Entry>({
    write: async (batch) => {
      if (options.refuse) throw new Error('database refused');
      stored.push(batch);
    },
    fallback: (batch) => fellBack.push(batch),
    droppedNotice: (count) => ({ level: 'warning', n: -count }),
    max: options.max,
    batchSize: 3,
    delayMs: 60_000,
  });
  return { q, stored, fellBack };
}

describe('the log queue', () => {
  it('writes in batches, in order, once asked or once a batch is full', async () => {
    const { q, stored } = queue();
    for (let n = 1; n <= 4; n += 1) q.add({ level: 'info', n });
    await q.flush();
    expect(stored.map((batch) => batch.map((e) => e.n))).toEqual([[1, 2, 3], [4]]);
    expect(q.size).toBe(0);
  });

  it('when full, drops debug first, then info, then the oldest; and says how many it dropped', async () => {
    const { q, stored } = queue({ max: 3 });
    q.add({ level: 'error', n: 1 });
    q.add({ level: 'debug', n: 2 });
    q.add({ level: 'info', n: 3 });
    q.add({ level: 'warning', n: 4 }); // the debug entry goes
    q.add({ level: 'debug', n: 5 }); // nothing is less severe: the newcomer goes
    q.add({ level: 'critical', n: 6 }); // the info entry goes
    await q.flush();
    expect(stored.flat().map((e) => e.n)).toEqual([1, 4, 6, -3]);
  });

  it('hands a refused batch to the fallback, and never rejects', async () => {
    const { q, fellBack } = queue({ refuse: true });
    q.add({ level: 'error', n: 1 });
    await expect(q.flush()).resolves.toBeUndefined();
    expect(fellBack).toEqual([[{ level: 'error', n: 1 }]]);
  });
});

describe("an admin write's summary", () => {
  it('hides credentials, whatever the model calls them', () => {
    const fields = summariseFields({ title: 'Ny', password: 'Hemmelig-1', resetPasswordToken: 'abc', api_key: 'k', emailVerificationTokenHash: 'h' });
    expect(fields).toEqual({ title: 'Ny', password: '[hidden]', resetPasswordToken: '[hidden]', api_key: '[hidden]', emailVerificationTokenHash: '[hidden]' });
  });

  it('names only changed fields, from and to, with long values cut', () => {
    const long = 'x'.repeat(200);
    const fields = summariseFields({ status: 'validated', title: 'Same', description: long, updatedAt: new Date() }, { status: 'draft', title: 'Same', description: '' });
    expect(Object.keys(fields!)).toEqual(['status', 'description']);
    expect(fields!.status).toEqual({ from: 'draft', to: 'validated' });
    expect(((fields!.description as { to: string }).to).length).toBe(80);
  });

  it('names the action by the resource path and the verb', () => {
    expect(adminActionOf('POST', '/api/admin/ideas')).toBe('ideas.create');
    expect(adminActionOf('PUT', '/api/admin/ideas/:id/tasks/:taskId')).toBe('ideas.tasks.update');
    expect(adminActionOf('DELETE', '/api/admin/idea-generation/sessions/:id')).toBe('idea-generation.sessions.delete');
    expect(adminActionOf('POST', '/api/admin/logs/cleanup')).toBe('logs.cleanup.create');
  });
});

describe('addresses kept about people', () => {
  it('drop the last IPv4 octet and the last 80 bits of IPv6, unless kept whole', () => {
    expect(maskIp('203.0.113.77')).toBe('203.0.113.0');
    expect(maskIp('::ffff:203.0.113.77')).toBe('203.0.113.0');
    expect(maskIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
    expect(maskIp('2001:db8:85a3:8d3:1319:8a2e:370:7348', true)).toBe('2001:db8:85a3:8d3:1319:8a2e:370:7348');
    expect(maskIp('not an address')).toBeNull();
    expect(maskIp(undefined)).toBeNull();
  });
});

describe('what traffic without sign-in may write to the log', () => {
  const entry = (level: LogLevel) => ({ level, category: 'security' as const, action: `test.${level}`, ipAddress: '203.0.113.0' });

  it('keeps nothing above warning: an error it causes is kept as a warning', () => {
    const limited = anonymousEntries(ANONYMOUS_LOG_LIMIT.perMinute);
    expect(limited('203.0.113.7', [entry('error'), entry('critical'), entry('info')]).map((e) => [e.action, e.level])).toEqual([
      ['test.error', 'warning'],
      ['test.critical', 'warning'],
      ['test.info', 'info'],
    ]);
  });

  it(`keeps ${ANONYMOUS_LOG_LIMIT.perMinute} entries a minute per address, then one notice, then nothing until the minute is over`, () => {
    const limited = anonymousEntries(ANONYMOUS_LOG_LIMIT.perMinute);
    const start = Date.UTC(2026, 11, 7, 12, 0, 0);
    const kept = Array.from({ length: ANONYMOUS_LOG_LIMIT.perMinute + 10 }, (_, i) => limited('203.0.113.7', [entry('warning')], start + i * 100)).flat();
    expect(kept).toHaveLength(ANONYMOUS_LOG_LIMIT.perMinute + 1);
    expect(kept.at(-1)).toMatchObject({ level: 'warning', category: 'security', action: 'security.anonymous_log_limited', ipAddress: '203.0.113.0' });
    // Another address has its own count; the next minute starts afresh.
    expect(limited('198.51.100.1', [entry('warning')], start + 5_000)).toHaveLength(1);
    expect(limited('203.0.113.7', [entry('warning')], start + 60_000)).toEqual([entry('warning')]);
  });
});
