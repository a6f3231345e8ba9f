import { osloDays, osloMonths } from '../src/dashboard/oslo-periods';

const bounds = (periods: Array<{ key: string; start: Date; end: Date }>) => periods.map((p) => [p.key, p.start.toISOString(), p.end.toISOString()]);

describe("the dashboard's days and months are Norway's", () => {
  it('a day runs from midnight to midnight in Oslo, 23 hours when summer time starts and 25 when it ends', () => {
    expect(bounds(osloDays(new Date('2026-03-30T10:00:00Z'), 3))).toEqual([
      ['2026-03-28', '2026-03-27T23:00:00.000Z', '2026-03-28T23:00:00.000Z'],
      ['2026-03-29', '2026-03-28T23:00:00.000Z', '2026-03-29T22:00:00.000Z'],
      ['2026-03-30', '2026-03-29T22:00:00.000Z', '2026-03-30T22:00:00.000Z'],
    ]);
    expect(bounds(osloDays(new Date('2026-10-25T22:30:00Z'), 1))).toEqual([['2026-10-25', '2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z']]);
  });

  it('half past midnight in Oslo is already the next day, though UTC is still on the one before', () => {
    expect(osloDays(new Date('2026-11-26T23:30:00Z'), 1)[0].key).toBe('2026-11-27');
  });

  it('months cross the year, oldest first, the current one last', () => {
    expect(bounds(osloMonths(new Date('2026-01-15T10:00:00Z'), 3))).toEqual([
      ['2025-11', '2025-10-31T23:00:00.000Z', '2025-11-30T23:00:00.000Z'],
      ['2025-12', '2025-11-30T23:00:00.000Z', '2025-12-31T23:00:00.000Z'],
      ['2026-01', '2025-12-31T23:00:00.000Z', '2026-01-31T23:00:00.000Z'],
    ]);
  });
});
