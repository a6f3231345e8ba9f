import {
  LANDING_TEXT_DEFAULTS,
  PRODUCT_SETTINGS_MESSAGES as M,
  deleteNameMatches,
  landingTexts,
  validatePlanUpdate,
  validateProductSettings,
} from './index';

const messages = (body: unknown) => {
  const result = validateProductSettings(body);
  return result.ok ? [] : result.errors.map((error) => error.message);
};

describe('product settings as the server checks them', () => {
  it('takes a partial update, trimming texts and keeping blanks as null', () => {
    expect(validateProductSettings({ meta_title: '  Tittel  ', short_description: '   ', is_active: false })).toEqual({
      ok: true,
      value: { meta_title: 'Tittel', short_description: null, is_active: false },
    });
  });

  it('holds the text limits of 255, 60 and 160 characters', () => {
    expect(messages({ meta_title: 'x'.repeat(60), meta_description: 'x'.repeat(160), short_description: 'x'.repeat(255) })).toEqual([]);
    expect(messages({ meta_title: 'x'.repeat(61) })).toEqual(['Meta title can be at most 60 characters.']);
    expect(messages({ meta_description: 'x'.repeat(161) })).toEqual(['Meta description can be at most 160 characters.']);
    expect(messages({ short_description: 'x'.repeat(256) })).toEqual(['Short description can be at most 255 characters.']);
  });

  it('takes trial days from 1 to 365 as whole numbers', () => {
    expect(messages({ trial_days: 1 })).toEqual([]);
    expect(messages({ trial_days: 365 })).toEqual([]);
    for (const days of [0, 366, 2.5, '30']) expect(messages({ trial_days: days })).toEqual(['Trial days must be a whole number from 1 to 365.']);
  });

  it('takes the four robots directives and refuses others', () => {
    expect(messages({ robots_directives: 'noindex, nofollow' })).toEqual([]);
    expect(messages({ robots_directives: 'none' })).toEqual([
      'Robots directives must be one of: index, follow; noindex, follow; index, nofollow; noindex, nofollow.',
    ]);
  });

  it('keeps featured order at 0 or more', () => {
    expect(messages({ featured_order: 0 })).toEqual([]);
    expect(messages({ featured_order: -1 })).toEqual(['Featured order must be a whole number from 0 to 10000.']);
  });

  it('trims key features and integrations, ignoring blanks and repeats', () => {
    expect(validateProductSettings({ key_features: [' Søk ', '', 'Søk', 'Varsler'], integrations: ['  '] })).toEqual({
      ok: true,
      value: { key_features: ['Søk', 'Varsler'], integrations: [] },
    });
  });

  it('drops landing rows without their main text and refuses malformed ones', () => {
    expect(
      validateProductSettings({
        landing_features: [
          { title: ' A ', description: 'B' },
          { title: '', description: 'left empty' },
        ],
      }),
    ).toEqual({
      ok: true,
      value: { landing_features: [{ title: 'A', description: 'B' }] },
    });
    expect(messages({ landing_testimonials: [{ quote: 5 }] })).toHaveLength(1);
  });

  it('refuses links that are not web addresses or site paths', () => {
    expect(messages({ canonical_url: 'https://example.no/p', cta_primary_href: '/products/auto', cta_secondary_href: '#pricing' })).toEqual([]);
    expect(messages({ cta_primary_href: 'javascript:alert(1)' })).toEqual([
      'Primary CTA link must be a web address (https://…) or a path on this site (/…).',
    ]);
    expect(messages({ og_image: '//evil.example/x.png' })).toHaveLength(1);
  });

  it('ignores the fields a GET answers and refuses unknown ones', () => {
    expect(validateProductSettings({ id: 'auto', stage: 'beta', created_at: 'x', name: 'Kjøretøydata' })).toEqual({
      ok: true,
      value: { name: 'Kjøretøydata' },
    });
    expect(messages({ name: 'X', is_admin: true })).toEqual([M.unknownFields(['is_admin'])]);
    expect(messages({ name: '  ' })).toEqual(['Name is required.']);
    for (const body of [{}, null, [], 'x', { id: 'auto' }]) expect(messages(body)).toEqual([M.empty]);
  });

  it('takes English translations of the texts only', () => {
    expect(validateProductSettings({ translations: { en: { meta_title: 'Vehicle data', landing_benefits_items: ['Fast'] } } })).toEqual({
      ok: true,
      value: { translations: { en: { meta_title: 'Vehicle data', landing_benefits_items: ['Fast'] } } },
    });
    expect(messages({ translations: { de: { meta_title: 'x' } } })).toEqual([M.badLocale(['en'])]);
    expect(messages({ translations: { en: { trial_days: 3 } } })).toEqual([M.unknownFields(['trial_days'])]);
    expect(messages({ translations: { en: { meta_title: 'x'.repeat(61) } } })).toEqual(['Meta title can be at most 60 characters.']);
  });

  it('deletes only on the exact name', () => {
    expect(deleteNameMatches('Kjøretøydata', 'Kjøretøydata')).toBe(true);
    for (const typed of ['kjøretøydata', 'Kjøretøydata ', '', undefined]) expect(deleteNameMatches(typed, 'Kjøretøydata')).toBe(false);
  });
});

describe('plan edits', () => {
  it('takes prices in kroner with two decimals and the active switch', () => {
    expect(validatePlanUpdate({ price_monthly: 249.5 })).toEqual({ ok: true, value: { price_monthly: 249.5 } });
    expect(validatePlanUpdate({ is_active: false, price_yearly: 0 })).toEqual({ ok: true, value: { is_active: false, price_yearly: 0 } });
  });

  it('refuses negative, fractional-øre or text prices and empty edits', () => {
    for (const price of [-1, 1.005, '100', 1_000_001])
      expect(validatePlanUpdate({ price_monthly: price })).toEqual({ ok: false, message: M.planPrice });
    expect(validatePlanUpdate({})).toEqual({ ok: false, message: M.planEmpty });
    expect(validatePlanUpdate({ tier: 'gold', secret: 1 })).toEqual({ ok: false, message: M.unknownFields(['secret']) });
  });
});

describe('landing texts in a language', () => {
  const own = { landing_hero_title: 'Egen tittel', meta_title: null, cta_primary_text: null };

  it('shows the translation, then the Norwegian text, then the registry, then the defaults', () => {
    const english = landingTexts('auto', own, { meta_title: 'Vehicle data' }, 'en');
    expect(english.meta_title).toBe('Vehicle data');
    expect(english.landing_hero_title).toBe('Egen tittel');
    expect(english.landing_hero_subtitle).toBe('Markedspriser, annonsesøk og kjøretøyhistorikk for det norske bruktbilmarkedet.');
    expect(english.cta_primary_text).toBe(LANDING_TEXT_DEFAULTS.en.cta_primary_text);
    const norwegian = landingTexts('auto', own, { meta_title: 'Vehicle data' }, 'no');
    expect(norwegian.meta_title).toBe('Kjøretøydata – bruktbilpriser og bilhistorikk');
    expect(norwegian.cta_primary_text).toBe('Kom i gang');
    expect(norwegian.cta_secondary_text).toBe('Les mer');
    expect(norwegian.landing_pricing_title).toBe('Priser');
  });

  it('gives a product code does not know only its own texts and the defaults', () => {
    const texts = landingTexts('made-by-wizard', { description: 'Ny' }, null, 'no');
    expect(texts.description).toBe('Ny');
    expect(texts.landing_features).toEqual([]);
    expect(texts.meta_title).toBeNull();
  });
});
