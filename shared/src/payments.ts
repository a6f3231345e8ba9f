import { isoInstant } from './record-rules';
/**
 * Payments and plans. No payment provider is connected: payments are sample history (seeded) or registered by an
 * admin by hand. Amounts travel as NOK with at most two decimals and are stored as whole øre, so sums are exact.
 */
export const PAYMENT_STATUSES = ['paid', 'refunded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** What an admin may register by hand: a payment received or money paid back. */
export const MANUAL_PAYMENT_STATUSES = ['paid', 'refunded'] as const;
export const PAYMENT_MAX_NOK = 1_000_000;
export const PAYMENT_REFERENCE_MAX = 100;
export const PLAN_TIERS = ['basic', 'standard', 'premium', 'enterprise'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];
/**
 * How a plan is billed: monthly (with an optional yearly price), each quarter, or once. For a quarterly or one-time
 * plan `price_monthly` is the price of that period or of the one purchase, and `price_yearly` is 0 (not offered).
 */
export const PLAN_BILLING_PERIODS = ['month', 'quarter', 'once'] as const;
export type PlanBillingPeriod = (typeof PLAN_BILLING_PERIODS)[number];

export interface Plan {
  id: number;
  productId: string;
  name: string;
  tier: PlanTier;
  price_monthly: number;
  price_yearly: number;
  billing_period: PlanBillingPeriod;
  is_active: boolean;
  order: number;
}

export interface Payment {
  id: number;
  productId: string | null;
  productName: string | null;
  planId: number | null;
  planName: string | null;
  /** NOK. */
  amount: number;
  status: PaymentStatus;
  paidAt: string;
  reference: string | null;
}

export interface PaymentInput {
  productId: string;
  planId: number | null;
  amountOre: number;
  status: (typeof MANUAL_PAYMENT_STATUSES)[number];
  paidAt: Date | null;
  reference: string | null;
}

export const PAYMENT_MESSAGES = {
  badAmount: `Beløpet må være et positivt beløp i kroner med høyst to desimaler, høyst ${PAYMENT_MAX_NOK.toLocaleString('nb-NO')} kr.`,
  badStatus: 'Status må være paid (betalt) eller refunded (refundert).',
  badProduct: 'Velg produktet betalingen gjelder.',
  badPlan: 'Planen finnes ikke for dette produktet.',
  badDate: 'Betalingsdato må være en gyldig dato, ikke fram i tid.',
  referenceNotText: 'Referansen må være tekst.',
  referenceTooLong: `Referansen kan være høyst ${PAYMENT_REFERENCE_MAX} tegn.`,
  refundTooLarge: 'En refusjon kan ikke være større enn det brukeren har betalt for produktet.',
} as const;

export const toOre = (nok: number): number => Math.round(nok * 100);
export const toNok = (ore: number): number => ore / 100;

/** Sum of a user's payments in øre: paid counts, refunded is taken off, failed counts nothing. */
export function netOre(payments: ReadonlyArray<{ amountOre: number; status: string }>): number {
  return payments.reduce(
    (sum, payment) => sum + (payment.status === 'paid' ? payment.amountOre : payment.status === 'refunded' ? -payment.amountOre : 0),
    0,
  );
}

/** A sum of kroner as the platform stores money: 0 to 1,000,000 with at most two decimals (whole øre). */
export function isNokAmount(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= PAYMENT_MAX_NOK && Math.abs(toOre(value) - value * 100) <= 1e-6
  );
}

type Check<T> = { ok: true; value: T } | { ok: false; message: string };

/** A payment or refund an admin registers on the user's Betalinger tab. */
export function validatePaymentInput(body: unknown, now: Date = new Date()): Check<PaymentInput> {
  const record = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  if (typeof record.productId !== 'string' || record.productId.trim() === '') return { ok: false, message: PAYMENT_MESSAGES.badProduct };
  const amount = record.amount;
  if (!isNokAmount(amount) || amount === 0) {
    return { ok: false, message: PAYMENT_MESSAGES.badAmount };
  }
  const status = record.status ?? 'paid';
  if (!(MANUAL_PAYMENT_STATUSES as readonly unknown[]).includes(status)) return { ok: false, message: PAYMENT_MESSAGES.badStatus };
  const plan = record.planId ?? null;
  if (plan !== null && (typeof plan !== 'number' || !Number.isInteger(plan) || plan < 1)) return { ok: false, message: PAYMENT_MESSAGES.badPlan };
  let paidAt: Date | null = null;
  if (record.paidAt !== undefined && record.paidAt !== null && record.paidAt !== '') {
    // A real day (2026-02-30 is not rolled over to March) from 1900 on.
    const instant = typeof record.paidAt === 'string' ? isoInstant(record.paidAt.trim()) : null;
    paidAt = instant === null ? null : new Date(instant);
    if (paidAt === null || paidAt.getTime() > now.getTime() + 60_000) return { ok: false, message: PAYMENT_MESSAGES.badDate };
  }
  if (record.reference !== undefined && record.reference !== null && typeof record.reference !== 'string')
    return { ok: false, message: PAYMENT_MESSAGES.referenceNotText };
  const reference = typeof record.reference === 'string' ? record.reference.trim() || null : null;
  if (reference && reference.length > PAYMENT_REFERENCE_MAX) return { ok: false, message: PAYMENT_MESSAGES.referenceTooLong };
  return {
    ok: true,
    value: {
      productId: record.productId.trim(),
      planId: plan as number | null,
      amountOre: toOre(amount),
      status: status as PaymentInput['status'],
      paidAt,
      reference,
    },
  };
}
