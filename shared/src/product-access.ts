/** Who may open which product, and how the account page names it. */
import { ADMIN_ACCESS_THRESHOLD } from './access';

export const PRODUCT_IDS = ['property', 'auto', 'portfolio', 'data', 'api-platform', 'models'] as const;
export type ProductId = (typeof PRODUCT_IDS)[number];

export const PRODUCT_NAMES: Record<ProductId, string> = {
  property: 'Eiendomsanalyse',
  auto: 'Kjøretøydata',
  portfolio: 'Min Portefølje',
  data: 'Data & Supervisor',
  'api-platform': 'API Platform',
  models: 'Data & Modeller',
};

/** A user's standing with one product; 'inactive' also for a product never granted. */
export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'inactive', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface ProductAccess {
  productId: string;
  name: string;
  subscriptionStatus: SubscriptionStatus;
  trialActive: boolean;
  trialEndDate: string | null;
  /** A trial can be started now: the product offers one, its area exists, and the user has not had one. */
  trialAvailable: boolean;
  hasAccess: boolean;
  /** Whether the product's area exists on the site (see product-area.ts); without it there is nothing to open. */
  areaReady: boolean;
  /** When the area comes (YYYY-MM-DD), if an editor has said so. */
  launchDate: string | null;
  trialDays: number;
}

/** The access entry of a product for which nothing has been granted yet: no subscription and no trial. */
export function accessWithoutGrant(productId: string, name: string, overrides: Partial<ProductAccess> = {}): ProductAccess {
  return {
    productId,
    name,
    subscriptionStatus: 'inactive',
    trialActive: false,
    trialEndDate: null,
    trialAvailable: true,
    hasAccess: false,
    areaReady: true,
    launchDate: null,
    trialDays: TRIAL_DAYS,
    ...overrides,
  };
}

export const TRIAL_DAYS = 30;

export const TRIAL_MESSAGES = {
  emailNotVerified: 'Bekreft e-postadressen din før du starter en prøveperiode.',
  alreadyUsed: 'Du har allerede brukt prøveperioden for dette produktet.',
  notEnabled: 'Dette produktet har ikke prøveperiode.',
  areaNotReady: 'Dette produktet er ikke klart ennå. Prøveperioden kan startes når produktet er lansert.',
  unknownProduct: 'Fant ikke produktet.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left, rounded up so the last partial day still counts; an ended trial has 0, never less. */
export function trialDaysLeft(trialEndDate: string, now: Date): number {
  const end = new Date(trialEndDate).getTime();
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

export function isTrialActive(trialEndDate: string | null, now: Date): boolean {
  if (!trialEndDate) return false;
  const end = new Date(trialEndDate).getTime();
  return !Number.isNaN(end) && end > now.getTime();
}

const hasEnded = (at: string | null, now: Date) => {
  const end = at ? new Date(at).getTime() : NaN;
  return !Number.isNaN(end) && end <= now.getTime();
};

/**
 * A subscription is active only until its paid period ends, a trial until its end date: past current_period_end
 * without a renewal (which moves the end on), or past trial_end, it counts as expired, whatever the stored status says.
 */
export function effectiveSubscriptionStatus(
  status: SubscriptionStatus,
  currentPeriodEnd: string | null,
  now: Date,
  trialEndDate: string | null = null,
): SubscriptionStatus {
  if (status === 'active' && hasEnded(currentPeriodEnd, now)) return 'expired';
  if (status === 'trial' && hasEnded(trialEndDate, now)) return 'expired';
  return status;
}

export interface AccessFacts {
  isAdmin?: boolean;
  accessLevel?: number | null;
  subscriptionStatus: SubscriptionStatus;
  trialEndDate: string | null;
}

/** An admin (accessLevel above 4) always has access; others need an active subscription or trial. */
export function hasProductAccess(facts: AccessFacts, now: Date): boolean {
  const admin = Boolean(facts.isAdmin) || Number(facts.accessLevel ?? 0) > ADMIN_ACCESS_THRESHOLD;
  return admin || facts.subscriptionStatus === 'active' || isTrialActive(facts.trialEndDate, now);
}

export type AccessLabelKind = 'admin' | 'trial' | 'subscription' | 'access' | 'none';
export type AccessLocale = 'no' | 'en';

const ACCESS_TEXTS = {
  no: {
    admin: 'Admin tilgang',
    trialDays: (n: number) => `Prøveperiode: ${n} ${n === 1 ? 'dag' : 'dager'} igjen`,
    trialEndsToday: 'Prøveperioden slutter i dag',
    subscription: 'Aktivt abonnement',
    access: 'Aktiv tilgang',
    none: 'Ingen tilgang',
  },
  en: {
    admin: 'Admin access',
    trialDays: (n: number) => `Trial: ${n} ${n === 1 ? 'day' : 'days'} left`,
    trialEndsToday: 'Trial ends today',
    subscription: 'Active subscription',
    access: 'Active access',
    none: 'No access',
  },
} as const;

export function productAccessLabel(
  access: Pick<ProductAccess, 'subscriptionStatus' | 'trialActive' | 'trialEndDate' | 'hasAccess'>,
  options: { isAdmin: boolean; now: Date; locale: AccessLocale },
): { kind: AccessLabelKind; text: string } {
  const texts = ACCESS_TEXTS[options.locale] ?? ACCESS_TEXTS.no;
  if (options.isAdmin) return { kind: 'admin', text: texts.admin };
  if (access.subscriptionStatus === 'active') return { kind: 'subscription', text: texts.subscription };
  // The server's trialActive decides; the days are counted here, so a trial that ends while the page is open reads 0.
  if (access.trialActive && access.trialEndDate) {
    const days = trialDaysLeft(access.trialEndDate, options.now);
    return { kind: 'trial', text: days === 0 ? texts.trialEndsToday : texts.trialDays(days) };
  }
  if (access.hasAccess) return { kind: 'access', text: texts.access };
  return { kind: 'none', text: texts.none };
}

/** 'Åpne' with access, else 'Prøv gratis'; a product whose area is not built yet says when it comes instead. */
export function productAction(access: Pick<ProductAccess, 'hasAccess' | 'areaReady'>): 'open' | 'try' | 'coming' {
  if (!access.areaReady) return 'coming';
  return access.hasAccess ? 'open' : 'try';
}

/** Why a product area refuses a signed-in user, and what it answers (403); the area offers the trial when there is one. */
export type AreaRefusal = 'noAccess' | 'trialEnded' | 'subscriptionEnded';

export const PRODUCT_AREA_MESSAGES: Record<AreaRefusal, (name: string) => string> = {
  noAccess: (name) => `Du har ikke tilgang til ${name}. Start en prøveperiode eller velg et abonnement.`,
  trialEnded: (name) => `Prøveperioden for ${name} er over. Velg et abonnement for å fortsette.`,
  subscriptionEnded: (name) => `Abonnementet på ${name} er utløpt. Forny det for å fortsette.`,
};

/** Null when the user may use the product's area; else why not. */
export function areaRefusal(access: Pick<ProductAccess, 'hasAccess' | 'subscriptionStatus' | 'trialEndDate'>): AreaRefusal | null {
  if (access.hasAccess) return null;
  if (access.subscriptionStatus === 'expired' && !access.trialEndDate) return 'subscriptionEnded';
  if (access.trialEndDate) return 'trialEnded';
  return access.subscriptionStatus === 'expired' ? 'subscriptionEnded' : 'noAccess';
}
