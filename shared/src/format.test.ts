import { formatDate, formatNok, formatRelativeTime, relativeAge } from './index';

describe('Norwegian formatting', () => {
  it('shows NOK without decimals', () => {
    expect(formatNok(1234567.89).replace(/\s/g, ' ')).toBe('1 234 568 kr');
  });

  it('shows dates as dd.mm.yyyy in Norwegian time', () => {
    expect(formatDate('2026-05-16T23:30:00Z')).toBe('17.05.2026');
  });

  it('shows relative time in Norwegian', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(formatRelativeTime('2026-11-18T12:00:00Z', now)).toBe('3 dager siden');
  });
});

describe('relativeAge', () => {
  it('counts minutes, hours and days exactly, singular and plural', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(relativeAge(ago(30_000), now)).toBe('akkurat nå');
    expect(relativeAge(ago(60_000), now)).toBe('for 1 minutt siden');
    expect(relativeAge(ago(5 * 60_000), now)).toBe('for 5 minutter siden');
    expect(relativeAge(ago(3_600_000), now)).toBe('for 1 time siden');
    expect(relativeAge(ago(3 * 3_600_000), now)).toBe('for 3 timer siden');
    expect(relativeAge(ago(86_400_000), now)).toBe('for 1 dag siden');
    expect(relativeAge(ago(40 * 86_400_000), now)).toBe('for 40 dager siden');
  });
});
