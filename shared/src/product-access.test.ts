import {
  PRODUCT_AREA_MESSAGES,
  PRODUCT_IDS,
  PRODUCT_NAMES,
  accessWithoutGrant,
  areaRefusal,
  effectiveSubscriptionStatus,
  hasProductAccess,
  isTrialActive,
  productAccessLabel,
  productAction,
  trialDaysLeft,
  type ProductAccess,
} from './index';

const now = new Date('2026-03-01T12:00:00Z');
const hours = (n: number) => new Date(now.getTime() + n * 3600_000).toISOString();

const access = (overrides: Partial<ProductAccess>): ProductAccess => accessWithoutGrant('auto', 'Kjøretøydata', overrides);

describe('products', () => {
  it('names the six known products', () => {
    expect(PRODUCT_IDS).toEqual(['property', 'auto', 'portfolio', 'data', 'api-platform', 'models']);
    expect(PRODUCT_NAMES.property).toBe('Eiendomsanalyse');
    expect(PRODUCT_NAMES.auto).toBe('Kjøretøydata');
    expect(PRODUCT_NAMES['api-platform']).toBe('API Platform');
  });
});

describe('trial days left = end date minus now, rounded up', () => {
  it('counts a partial day as a whole day', () => {
    expect(trialDaysLeft(hours(1), now)).toBe(1);
    expect(trialDaysLeft(hours(24), now)).toBe(1);
    expect(trialDaysLeft(hours(25), now)).toBe(2);
    expect(trialDaysLeft(hours(24 * 30), now)).toBe(30);
  });

  it('is 0 when the trial ends now, and never negative once it has ended', () => {
    expect(trialDaysLeft(now.toISOString(), now)).toBe(0);
    expect(trialDaysLeft(hours(-1), now)).toBe(0);
    expect(trialDaysLeft(hours(-24 * 10), now)).toBe(0);
  });

  it('a trial is active only while its end lies ahead', () => {
    expect(isTrialActive(hours(1), now)).toBe(true);
    expect(isTrialActive(now.toISOString(), now)).toBe(false);
    expect(isTrialActive(hours(-1), now)).toBe(false);
    expect(isTrialActive(null, now)).toBe(false);
    expect(isTrialActive('not a date', now)).toBe(false);
  });
});

describe('product access', () => {
  it('an admin (accessLevel above 4) has access without subscription or trial', () => {
    expect(hasProductAccess({ isAdmin: true, subscriptionStatus: 'inactive', trialEndDate: null }, now)).toBe(true);
    expect(hasProductAccess({ accessLevel: 5, subscriptionStatus: 'inactive', trialEndDate: null }, now)).toBe(true);
    expect(hasProductAccess({ accessLevel: 4, subscriptionStatus: 'inactive', trialEndDate: null }, now)).toBe(false);
  });

  it('an active subscription gives access; an inactive or expired one does not', () => {
    expect(hasProductAccess({ subscriptionStatus: 'active', trialEndDate: null }, now)).toBe(true);
    expect(hasProductAccess({ subscriptionStatus: 'inactive', trialEndDate: null }, now)).toBe(false);
    expect(hasProductAccess({ subscriptionStatus: 'expired', trialEndDate: null }, now)).toBe(false);
  });

  it('an active subscription counts as expired once its paid period has ended', () => {
    expect(effectiveSubscriptionStatus('active', hours(1), now)).toBe('active');
    expect(effectiveSubscriptionStatus('active', null, now)).toBe('active');
    expect(effectiveSubscriptionStatus('active', hours(0), now)).toBe('expired');
    expect(effectiveSubscriptionStatus('active', hours(-24), now)).toBe('expired');
    expect(effectiveSubscriptionStatus('inactive', hours(-24), now)).toBe('inactive');
  });

  it('a trial counts as expired once its end date has passed, whatever a paid period says', () => {
    expect(effectiveSubscriptionStatus('trial', null, now, hours(1))).toBe('trial');
    expect(effectiveSubscriptionStatus('trial', null, now, hours(0))).toBe('expired');
    expect(effectiveSubscriptionStatus('trial', hours(24), now, hours(-1))).toBe('expired');
    expect(effectiveSubscriptionStatus('active', null, now, hours(-1))).toBe('active');
  });

  it('an active trial gives access; an ended one does not', () => {
    expect(hasProductAccess({ subscriptionStatus: 'trial', trialEndDate: hours(2) }, now)).toBe(true);
    expect(hasProductAccess({ subscriptionStatus: 'expired', trialEndDate: hours(-2) }, now)).toBe(false);
  });

  it('without any of them there is no access', () => {
    expect(hasProductAccess({ isAdmin: false, subscriptionStatus: 'inactive', trialEndDate: null }, now)).toBe(false);
  });

  it("the action is 'open' with access, else 'try'; 'coming' while the product's area is not built", () => {
    expect(productAction({ hasAccess: true, areaReady: true })).toBe('open');
    expect(productAction({ hasAccess: false, areaReady: true })).toBe('try');
    expect(productAction({ hasAccess: true, areaReady: false })).toBe('coming');
    expect(productAction({ hasAccess: false, areaReady: false })).toBe('coming');
  });
});

describe('access labels', () => {
  const no = { isAdmin: false, now, locale: 'no' as const };
  const en = { isAdmin: false, now, locale: 'en' as const };

  it('admins read Admin tilgang / Admin access', () => {
    expect(productAccessLabel(access({}), { ...no, isAdmin: true })).toEqual({ kind: 'admin', text: 'Admin tilgang' });
    expect(productAccessLabel(access({}), { ...en, isAdmin: true })).toEqual({ kind: 'admin', text: 'Admin access' });
  });

  it('an active subscription reads Aktivt abonnement / Active subscription', () => {
    const a = access({ subscriptionStatus: 'active', hasAccess: true });
    expect(productAccessLabel(a, no)).toEqual({ kind: 'subscription', text: 'Aktivt abonnement' });
    expect(productAccessLabel(a, en)).toEqual({ kind: 'subscription', text: 'Active subscription' });
  });

  it('a trial shows the days left, singular for one day', () => {
    const ten = access({ trialActive: true, trialEndDate: hours(24 * 10), hasAccess: true });
    expect(productAccessLabel(ten, no)).toEqual({ kind: 'trial', text: 'Prøveperiode: 10 dager igjen' });
    expect(productAccessLabel(ten, en)).toEqual({ kind: 'trial', text: 'Trial: 10 days left' });
    const one = access({ trialActive: true, trialEndDate: hours(3), hasAccess: true });
    expect(productAccessLabel(one, no).text).toBe('Prøveperiode: 1 dag igjen');
    expect(productAccessLabel(one, en).text).toBe('Trial: 1 day left');
  });

  it('zero days left reads that the trial ends today', () => {
    const today = access({ trialActive: true, trialEndDate: now.toISOString(), hasAccess: true });
    expect(productAccessLabel(today, no)).toEqual({ kind: 'trial', text: 'Prøveperioden slutter i dag' });
    expect(productAccessLabel(today, en)).toEqual({ kind: 'trial', text: 'Trial ends today' });
  });

  it('other access reads Aktiv tilgang; none reads Ingen tilgang', () => {
    expect(productAccessLabel(access({ hasAccess: true }), no)).toEqual({ kind: 'access', text: 'Aktiv tilgang' });
    expect(productAccessLabel(access({ hasAccess: true }), en).text).toBe('Active access');
    expect(productAccessLabel(access({}), no)).toEqual({ kind: 'none', text: 'Ingen tilgang' });
    expect(productAccessLabel(access({}), en).text).toBe('No access');
  });

  it('an ended trial no longer counts', () => {
    const ended = access({ trialActive: false, trialEndDate: hours(-48) });
    expect(productAccessLabel(ended, no)).toEqual({ kind: 'none', text: 'Ingen tilgang' });
  });
});

describe('why a product area refuses a user', () => {
  it('lets a user with access in, and names what ended for the others', () => {
    expect(areaRefusal(access({ hasAccess: true }))).toBeNull();
    expect(areaRefusal(access({}))).toBe('noAccess');
    expect(areaRefusal(access({ trialEndDate: '2026-01-01T00:00:00.000Z' }))).toBe('trialEnded');
    expect(areaRefusal(access({ subscriptionStatus: 'expired' }))).toBe('subscriptionEnded');
    expect(PRODUCT_AREA_MESSAGES.trialEnded('Kjøretøydata')).toBe('Prøveperioden for Kjøretøydata er over. Velg et abonnement for å fortsette.');
  });
});
