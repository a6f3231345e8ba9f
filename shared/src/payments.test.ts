import { netOre, PAYMENT_MESSAGES, toNok, toOre, validatePaymentInput } from './payments';

const now = new Date('2026-11-20T12:00:00Z');

describe('payments', () => {
  it('total spent is paid minus refunded; failed charges count nothing', () => {
    expect(
      netOre([
        { amountOre: 19_900, status: 'paid' },
        { amountOre: 19_900, status: 'failed' },
        { amountOre: 4_950, status: 'refunded' },
      ]),
    ).toBe(14_950);
    expect(toNok(14_950)).toBe(149.5);
  });

  it('takes NOK with at most two decimals and stores whole øre', () => {
    expect(toOre(0.1 + 0.2)).toBe(30);
    expect(validatePaymentInput({ productId: 'auto', amount: 199.9 }, now)).toEqual({
      ok: true,
      value: { productId: 'auto', planId: null, amountOre: 19_990, status: 'paid', paidAt: null, reference: null },
    });
    for (const amount of [0, -5, 1.005, '199', Number.NaN, 1_000_001]) {
      expect(validatePaymentInput({ productId: 'auto', amount }, now)).toEqual({ ok: false, message: PAYMENT_MESSAGES.badAmount });
    }
  });

  it('allows paid and refunded by hand, a past date, and a short reference', () => {
    expect(validatePaymentInput({ productId: 'auto', amount: 1, status: 'failed' }, now)).toEqual({ ok: false, message: PAYMENT_MESSAGES.badStatus });
    expect(validatePaymentInput({ productId: 'auto', amount: 1, paidAt: '2027-01-01' }, now)).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.badDate,
    });
    // An impossible day, a year out of range or a date that is not text is refused, never rolled over.
    for (const paidAt of ['2026-02-30', '2026-02-30T10:00:00Z', '0026-01-01', ['2026-01-01'], 20260101]) {
      expect([paidAt, validatePaymentInput({ productId: 'auto', amount: 1, paidAt }, now)]).toEqual([paidAt, { ok: false, message: PAYMENT_MESSAGES.badDate }]);
    }
    expect(validatePaymentInput({ productId: 'auto', amount: 1, reference: ['R-1'] }, now)).toEqual({ ok: false, message: PAYMENT_MESSAGES.referenceNotText });
    expect(validatePaymentInput({ productId: 'auto', amount: 1, reference: 'x'.repeat(101) }, now)).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.referenceTooLong,
    });
    expect(validatePaymentInput({ amount: 1 }, now)).toEqual({ ok: false, message: PAYMENT_MESSAGES.badProduct });
    const refund = validatePaymentInput(
      { productId: 'auto', amount: 49.5, status: 'refunded', paidAt: '2026-11-01T10:00:00Z', reference: ' R-1 ' },
      now,
    );
    expect(refund).toMatchObject({ ok: true, value: { status: 'refunded', amountOre: 4_950, reference: 'R-1' } });
  });
});
