import { DATE_YEARS, day, dateTime, isIsoDate, isoInstant, oneOf, optionalEmail, optionalId, optionalText, RECORD_MESSAGES, requiredText, type FieldRule } from './record-rules';

describe('dates wherever one is taken', () => {
  it('are real days in the years 1900 to 2100', () => {
    expect(['2026-02-28', '2028-02-29', '1900-01-01', '2100-12-31'].map(isIsoDate)).toEqual([true, true, true, true]);
    expect(['2026-02-30', '2026-02-29', '2026-13-01', '1899-12-31', '2101-01-01', '9999-12-31', '0026-01-01', '26-01-01'].map(isIsoDate)).toEqual(
      Array(8).fill(false),
    );
    expect(DATE_YEARS).toEqual({ min: 1900, max: 2100 });
  });

  it('as date-times are instants on a real day, never rolled over to the next month', () => {
    expect(isoInstant('2026-04-30T00:00:00.000Z')).toBe('2026-04-30T00:00:00.000Z');
    expect(isoInstant('2026-03-29T02:30:00+02:00')).toBe('2026-03-29T00:30:00.000Z');
    for (const value of ['2026-02-30T10:00:00Z', '9999-01-01T00:00:00Z', '2026-04-30X', '2026-04-30T25:00:00Z', 'tomorrow']) {
      expect([value, isoInstant(value)]).toEqual([value, null]);
    }
  });

  it('take a day as YYYY-MM-DD or as a date-time, whose day in Oslo it is', () => {
    const rule = day('Repeat end date', () => null);
    expect(rule('2026-04-30', true)).toEqual({ value: '2026-04-30' });
    expect(rule('2026-04-30T00:00:00.000Z', true)).toEqual({ value: '2026-04-30' });
    // Oslo midnight, as a date picker in Oslo sends it: 22:00 UTC the day before in summer.
    expect(rule('2026-04-29T22:00:00.000Z', true)).toEqual({ value: '2026-04-30' });
    expect(rule('', true)).toEqual({ value: null });
    for (const value of ['2026-02-30', '2026-02-30T00:00:00Z', '9999-12-31', '30.04.2026']) {
      expect([value, rule(value, true)]).toEqual([value, { error: RECORD_MESSAGES.badDate('Repeat end date') }]);
    }
    expect(RECORD_MESSAGES.badDate('Due')).toBe('Due must be a date (YYYY-MM-DD) from 1900 to 2100.');
  });

  it('take a date-time only on a real day', () => {
    const rule = dateTime('Deployed at', () => null);
    expect(rule('2026-04-30T10:15:00Z', true)).toEqual({ value: '2026-04-30T10:15:00.000Z' });
    expect(rule('2026-02-30T10:15:00Z', true)).toEqual({ error: 'Deployed at must be an ISO date and time from 1900 to 2100.' });
  });
});

describe('fields of the wrong type', () => {
  it('are refused naming the field, never stored as blank or as a default', () => {
    const rules: Array<[string, FieldRule]> = [
      ['Title', requiredText('Title', 100)],
      ['Notes', optionalText('Notes', 100)],
      ['status', oneOf('status', ['new', 'done'], 'new')],
      ['Due', day('Due', () => null)],
      ['Starts', dateTime('Starts', () => null)],
      ['E-mail', optionalEmail],
    ];
    for (const [label, rule] of rules) {
      for (const value of [['x'], { a: 1 }, 42, true]) {
        expect([label, value, rule(value, true)]).toEqual([label, value, { error: RECORD_MESSAGES.badText(label) }]);
      }
      // Null and absent stay blank, as before.
      expect(rule(null, true).error === RECORD_MESSAGES.badText(label)).toBe(false);
    }
  });

  it('refuse an id that is an array or a boolean (Number([5]) is 5)', () => {
    const rule = optionalId('Customer');
    expect([rule([5], true), rule(true, true)]).toEqual([{ error: 'Customer must be a record id.' }, { error: 'Customer must be a record id.' }]);
    expect([rule(5, true), rule('5', true)]).toEqual([{ value: 5 }, { value: 5 }]);
  });
});
