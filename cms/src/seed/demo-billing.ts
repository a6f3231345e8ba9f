/**
 * Sample billing for the demo (documented in the README as sample data): each product's plans, and twelve months of
 * payments by the demo accounts. No payment provider is connected; the figures are deterministic for a given day.
 */
import { TRIAL_DAYS, type PlanBillingPeriod, type PlanTier, type ProductId } from '@platform/shared';

export interface DemoPlan {
  name: string;
  tier: PlanTier;
  price_monthly_ore: number;
  price_yearly_ore: number;
  billing_period?: PlanBillingPeriod;
  order: number;
}

/** The same three plans on every demo product; a year costs ten months. */
export const DEMO_PLANS: readonly DemoPlan[] = [
  { name: 'Basis', tier: 'basic', price_monthly_ore: 9_900, price_yearly_ore: 99_000, order: 0 },
  { name: 'Standard', tier: 'standard', price_monthly_ore: 19_900, price_yearly_ore: 199_000, order: 1 },
  { name: 'Premium', tier: 'premium', price_monthly_ore: 39_900, price_yearly_ore: 399_000, order: 2 },
];

const DAY_MS = 86_400_000;
/**
 * Eiendomsanalyse sells the spec's report plans (§9): weekly reports for 299 NOK a month, monthly ones for 199 NOK a
 * month, a quarterly report for 499 NOK a quarter and a single report for 99 NOK; and an enterprise plan, priced by
 * agreement, without the data API's hourly limit.
 */
export const PROPERTY_PLANS: readonly DemoPlan[] = [
  { name: 'Enkeltrapport', tier: 'basic', price_monthly_ore: 9_900, price_yearly_ore: 0, billing_period: 'once', order: 0 },
  { name: 'Månedlig rapport', tier: 'standard', price_monthly_ore: 19_900, price_yearly_ore: 199_000, order: 1 },
  { name: 'Kvartalsrapport', tier: 'standard', price_monthly_ore: 49_900, price_yearly_ore: 0, billing_period: 'quarter', order: 2 },
  { name: 'Ukentlig rapport', tier: 'premium', price_monthly_ore: 29_900, price_yearly_ore: 299_000, order: 3 },
  { name: 'Bedrift', tier: 'enterprise', price_monthly_ore: 0, price_yearly_ore: 0, order: 4 },
];

/** The plans a demo product starts with. */
export const demoPlansOf = (productSlug: string): readonly DemoPlan[] => (productSlug === 'property' ? PROPERTY_PLANS : DEMO_PLANS);

type PlanName = (typeof DEMO_PLANS)[number]['name'] | (typeof PROPERTY_PLANS)[number]['name'];

export interface DemoSubscription {
  email: string;
  product_slug: ProductId;
  status: 'trial' | 'active';
  planName: PlanName | null;
  started_at: Date;
  current_period_end?: Date;
  trial_start?: Date;
  trial_end?: Date;
}

/**
 * Access the demo accounts start with, so the account page and the admin's user page show every kind: the standard
 * user subscribes monthly to Kjøretøydata, the professional user yearly to Eiendomsanalyse and monthly to Data &
 * Supervisor, the premium user is ten days from the end of a Eiendomsanalyse trial (admins have access anyway). The
 * pro user's subscriptions each began as a trial that was converted, so the dashboard's funnel has paid trials.
 */
export function demoSubscriptions(now: Date = new Date()): DemoSubscription[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  return [
    { email: 'standard@demo.no', product_slug: 'auto', status: 'active', planName: 'Standard', started_at: at(-335), current_period_end: at(15) },
    {
      email: 'pro@demo.no',
      product_slug: 'property',
      status: 'active',
      planName: 'Ukentlig rapport',
      trial_start: at(-150 - TRIAL_DAYS),
      trial_end: at(-150),
      started_at: at(-150),
      current_period_end: at(215),
    },
    {
      email: 'pro@demo.no',
      product_slug: 'data',
      status: 'active',
      planName: 'Basis',
      trial_start: at(-200 - TRIAL_DAYS),
      trial_end: at(-200),
      started_at: at(-200),
      current_period_end: at(20),
    },
    {
      email: 'premium@demo.no',
      product_slug: 'property',
      status: 'trial',
      planName: null,
      trial_start: at(10 - TRIAL_DAYS),
      trial_end: at(10),
      started_at: at(10 - TRIAL_DAYS),
    },
  ];
}

export interface DemoPayment {
  email: string;
  product_slug: ProductId;
  planName: PlanName;
  amount_ore: number;
  status: 'paid' | 'refunded' | 'failed';
  paid_at: Date;
  reference: string;
}

/**
 * Twelve months of history up to `now`: the monthly subscribers pay each month (one card declined once and paid
 * again two days later), the yearly one paid once, and one month was refunded after a complaint.
 */
export function demoPayments(now: Date = new Date()): DemoPayment[] {
  const monthsAgo = (months: number, day = 5) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day, 9, 30));
  const payments: DemoPayment[] = [];
  const ref = (prefix: string, n: number) => `${prefix}-${String(n).padStart(4, '0')}`;
  for (let month = 11; month >= 0; month -= 1) {
    const paidAt = monthsAgo(month);
    if (paidAt > now) continue;
    if (month === 7) {
      payments.push({
        email: 'standard@demo.no',
        product_slug: 'auto',
        planName: 'Standard',
        amount_ore: 19_900,
        status: 'failed',
        paid_at: paidAt,
        reference: ref('DEMO-A', 100 + month),
      });
      payments.push({
        email: 'standard@demo.no',
        product_slug: 'auto',
        planName: 'Standard',
        amount_ore: 19_900,
        status: 'paid',
        paid_at: monthsAgo(month, 7),
        reference: ref('DEMO-A', 200 + month),
      });
    } else {
      payments.push({
        email: 'standard@demo.no',
        product_slug: 'auto',
        planName: 'Standard',
        amount_ore: 19_900,
        status: 'paid',
        paid_at: paidAt,
        reference: ref('DEMO-A', 100 + month),
      });
    }
    if (month <= 6) {
      payments.push({
        email: 'pro@demo.no',
        product_slug: 'data',
        planName: 'Basis',
        amount_ore: 9_900,
        status: 'paid',
        paid_at: monthsAgo(month, 12),
        reference: ref('DEMO-D', 100 + month),
      });
    }
  }
  payments.push({
    email: 'pro@demo.no',
    product_slug: 'property',
    planName: 'Ukentlig rapport',
    amount_ore: 299_000,
    status: 'paid',
    paid_at: monthsAgo(5, 20),
    reference: 'DEMO-P-0001',
  });
  payments.push({
    email: 'standard@demo.no',
    product_slug: 'auto',
    planName: 'Standard',
    amount_ore: 19_900,
    status: 'refunded',
    paid_at: monthsAgo(3, 9),
    reference: 'DEMO-R-0001',
  });
  return payments.filter((payment) => payment.paid_at <= now);
}

/** How much the demo subscribers have used their products, so the user page's usage columns are not all zero. */
export function demoUsage(now: Date = new Date()) {
  const at = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  return [
    { email: 'standard@demo.no', product_slug: 'auto', last_login_at: at(20), searches: 42, api_calls: 0, data_downloads: 3 },
    { email: 'pro@demo.no', product_slug: 'property', last_login_at: at(2), searches: 118, api_calls: 640, data_downloads: 12 },
    { email: 'pro@demo.no', product_slug: 'data', last_login_at: at(50), searches: 9, api_calls: 2_310, data_downloads: 27 },
    { email: 'premium@demo.no', product_slug: 'property', last_login_at: at(30), searches: 15, api_calls: 0, data_downloads: 1 },
    // The administrator's own openings: the product list's 'Nylig brukt'.
    { email: 'admin@demo.no', product_slug: 'property', last_login_at: at(1), searches: 4, api_calls: 0, data_downloads: 0 },
    { email: 'admin@demo.no', product_slug: 'portfolio', last_login_at: at(26), searches: 0, api_calls: 0, data_downloads: 0 },
  ];
}
