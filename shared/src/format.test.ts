import { formatDate, formatNok, formatRelativeTime } from './index';

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
