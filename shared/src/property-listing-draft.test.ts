import {
  FALLBACK_PRICE_PER_SQM,
  FALLBACK_RENT_PER_SQM,
  LISTING_DRAFT_DEFAULTS,
  LISTING_DRAFT_KEYS,
  LISTING_DRAFT_TEXTS,
  LISTING_FACILITIES,
  composeListingDescription,
  composeListingTitle,
  fallbackPriceEstimate,
  medianPriceEstimate,
  validateListingDraft,
  type ListingDraftKey,
  type PropertyListingDraft,
  type WizardStep,
} from './index';

const VALID: PropertyListingDraft = {
  ...LISTING_DRAFT_DEFAULTS,
  address: 'Storgata 1',
  price: 3_500_000,
  squareMeters: 64,
  bedrooms: 2,
  bathrooms: 1,
  yearBuilt: 1998,
  city: 'Bergen',
  postalCode: '5015',
  contactName: 'Kari Nordmann',
  contactEmail: 'kari@example.test',
};

/** The refusals of a draft as field → key. */
const keysOf = (body: unknown, step?: WizardStep) => {
  const result = validateListingDraft(body, 'no', step ? { step } : {});
  return result.ok ? {} : Object.fromEntries(result.errors.map((error) => [error.field, error.key]));
};

describe('the listing draft as the wizard and the server check it', () => {
  it('takes a complete draft, trimming texts, naming the city as §9 writes it and ordering the facilities', () => {
    const result = validateListingDraft(
      { ...VALID, address: '  Storgata 1  ', city: ' bergen ', contactName: ' Kari ', features: ['Hage', 'Balkong', 'Hage'], neighborhood: '  ' },
      'no',
    );
    expect(result).toEqual({ ok: true, value: { ...VALID, contactName: 'Kari', features: ['Balkong', 'Hage'] } });
  });

  it('gives the defaults of the optional fields when they are missing', () => {
    const { bedrooms, bathrooms, parkingSpaces, yearBuilt, propertyType, listingType, features, description, ...required } = VALID;
    const result = validateListingDraft(required, 'no');
    expect(result.ok && result.value).toEqual({ ...LISTING_DRAFT_DEFAULTS, ...required });
  });

  it('answers every §5 required rule with its key on an empty draft', () => {
    expect(keysOf({})).toEqual({
      address: 'form.addressRequired',
      price: 'form.priceRequired',
      squareMeters: 'form.squareMetersRequired',
      city: 'form.cityRequired',
      postalCode: 'form.postalCodeRequired',
      contactName: 'form.contactNameRequired',
      contactEmail: 'form.contactEmailRequired',
    });
    expect(keysOf(null)).toEqual(keysOf({}));
    expect(keysOf({ ...VALID, address: '   ', contactName: '\t' })).toEqual({
      address: 'form.addressRequired',
      contactName: 'form.contactNameRequired',
    });
  });

  it('wants a price and an area above 0, as whole numbers within the limits', () => {
    expect(keysOf({ ...VALID, price: 0, squareMeters: -5 })).toEqual({ price: 'form.priceRequired', squareMeters: 'form.squareMetersRequired' });
    expect(keysOf({ ...VALID, price: '3500000', squareMeters: null })).toEqual({
      price: 'form.priceRequired',
      squareMeters: 'form.squareMetersRequired',
    });
    expect(keysOf({ ...VALID, price: 1_000_000_001, squareMeters: 64.5 })).toEqual({
      price: 'form.numberOutOfRange',
      squareMeters: 'form.numberOutOfRange',
    });
    expect(keysOf({ ...VALID, price: 1_000_000_000, squareMeters: 10_000 })).toEqual({});
  });

  it('keeps bedrooms, bathrooms and parking spaces within their ranges', () => {
    expect(keysOf({ ...VALID, bedrooms: -1, bathrooms: 51, parkingSpaces: 21 })).toEqual({
      bedrooms: 'form.numberOutOfRange',
      bathrooms: 'form.numberOutOfRange',
      parkingSpaces: 'form.numberOutOfRange',
    });
    expect(keysOf({ ...VALID, bedrooms: 0, bathrooms: 50, parkingSpaces: 20 })).toEqual({});
    expect(keysOf({ ...VALID, bedrooms: 1.5 })).toEqual({ bedrooms: 'form.numberOutOfRange' });
  });

  it('takes a year built from 1700 to this year', () => {
    const thisYear = new Date().getFullYear();
    expect(keysOf({ ...VALID, yearBuilt: 1699 })).toEqual({ yearBuilt: 'form.yearBuiltOutOfRange' });
    expect(keysOf({ ...VALID, yearBuilt: thisYear + 1 })).toEqual({ yearBuilt: 'form.yearBuiltOutOfRange' });
    expect(keysOf({ ...VALID, yearBuilt: 'nineteen' })).toEqual({ yearBuilt: 'form.yearBuiltOutOfRange' });
    expect(keysOf({ ...VALID, yearBuilt: 1700 })).toEqual({});
    expect(keysOf({ ...VALID, yearBuilt: thisYear })).toEqual({});
  });

  it('knows the §9 property types, listing types, cities and facilities only', () => {
    expect(keysOf({ ...VALID, propertyType: 'castle', listingType: 'auction', city: 'Paris', features: ['Balkong', 'Basseng'] })).toEqual({
      propertyType: 'form.propertyTypeUnknown',
      listingType: 'form.listingTypeUnknown',
      city: 'form.cityUnknown',
      features: 'form.featureUnknown',
    });
    expect(keysOf({ ...VALID, features: 'Balkong' })).toEqual({ features: 'form.featureUnknown' });
    const all = validateListingDraft({ ...VALID, city: 'TROMSØ', features: [...LISTING_FACILITIES].reverse() }, 'no');
    expect(all.ok && [all.value.city, all.value.features]).toEqual(['Tromsø', [...LISTING_FACILITIES]]);
  });

  it('wants a four-digit postal code and an e-mail of the usual shape', () => {
    expect(keysOf({ ...VALID, postalCode: '501', contactEmail: 'kari@example' })).toEqual({
      postalCode: 'form.postalCodeInvalid',
      contactEmail: 'form.contactEmailInvalid',
    });
    expect(keysOf({ ...VALID, postalCode: '5015a' })).toEqual({ postalCode: 'form.postalCodeInvalid' });
    expect(keysOf({ ...VALID, postalCode: ' 0150 ', contactEmail: ' kari@example.test ' })).toEqual({});
  });

  it('holds the text lengths', () => {
    expect(
      keysOf({
        ...VALID,
        address: 'x'.repeat(201),
        neighborhood: 'x'.repeat(101),
        description: 'x'.repeat(5001),
        contactName: 'x'.repeat(101),
        contactPhone: '1'.repeat(31),
        contactEmail: `${'x'.repeat(250)}@e.no`,
      }),
    ).toEqual({
      address: 'form.tooLong',
      neighborhood: 'form.tooLong',
      description: 'form.tooLong',
      contactName: 'form.tooLong',
      contactPhone: 'form.tooLong',
      contactEmail: 'form.tooLong',
    });
    expect(keysOf({ ...VALID, address: 'x'.repeat(200), description: 'x'.repeat(5000), contactPhone: 42 })).toEqual({ contactPhone: 'form.tooLong' });
  });

  it('judges only the step asked for, and every field at review', () => {
    expect(keysOf({}, 'basic')).toEqual({ address: 'form.addressRequired', price: 'form.priceRequired' });
    expect(keysOf({}, 'details')).toEqual({ squareMeters: 'form.squareMetersRequired' });
    expect(keysOf({}, 'location')).toEqual({ city: 'form.cityRequired', postalCode: 'form.postalCodeRequired' });
    expect(keysOf({ features: ['Basseng'] }, 'facilities')).toEqual({ features: 'form.featureUnknown' });
    expect(keysOf({}, 'contact')).toEqual({ contactName: 'form.contactNameRequired', contactEmail: 'form.contactEmailRequired' });
    expect(keysOf({}, 'ai')).toEqual({});
    expect(keysOf({}, 'images')).toEqual({});
    expect(keysOf({}, 'review')).toEqual(keysOf({}));
    expect(keysOf({ address: 'Storgata 1', price: 100 }, 'basic')).toEqual({});
  });

  it('judges only the fields asked for, giving the others their defaults', () => {
    const result = validateListingDraft({ city: 'oslo', squareMeters: 50, address: 42 }, 'no', { fields: ['city', 'squareMeters'] });
    expect(result).toEqual({ ok: true, value: { ...LISTING_DRAFT_DEFAULTS, city: 'Oslo', squareMeters: 50 } });
    const refused = validateListingDraft({ city: 'Paris' }, 'en', { fields: ['city', 'squareMeters'] });
    expect(!refused.ok && refused.errors.map((error) => error.key)).toEqual(['form.squareMetersRequired', 'form.cityUnknown']);
  });

  it('says each refusal in the caller’s language, with a text for every key', () => {
    const no = validateListingDraft({}, 'no');
    const en = validateListingDraft({}, 'en');
    expect(!no.ok && no.errors[0]).toEqual({ field: 'address', key: 'form.addressRequired', message: 'Adresse er påkrevd' });
    expect(!en.ok && en.errors[0]).toEqual({ field: 'address', key: 'form.addressRequired', message: 'Address is required' });
    for (const locale of ['no', 'en'] as const) {
      for (const key of LISTING_DRAFT_KEYS) expect(LISTING_DRAFT_TEXTS[locale][key as ListingDraftKey]).toBeTruthy();
    }
  });
});

describe('what a published listing gets from its draft', () => {
  it('titles it by type, area and place, in both languages', () => {
    expect(composeListingTitle(VALID, 'no')).toBe('Leilighet på 64 m² i Bergen');
    expect(composeListingTitle(VALID, 'en')).toBe('Apartment of 64 m² in Bergen');
    expect(composeListingTitle({ ...VALID, listingType: 'rent', neighborhood: 'Sandviken' }, 'no')).toBe(
      'Til leie: Leilighet på 64 m² i Sandviken, Bergen',
    );
  });
});

describe('the composed description', () => {
  const draft = {
    ...VALID,
    neighborhood: 'Sandviken',
    parkingSpaces: 2,
    features: ['Balkong', 'Hage', 'Garage'] as PropertyListingDraft['features'],
  };

  it('writes Norwegian sentences from the facts and nothing else', () => {
    expect(composeListingDescription(draft, 'no')).toBe(
      'Leilighet på 64 m² til salgs i Sandviken, Bergen. Boligen har 2 soverom og 1 bad. Bygget i 1998. ' +
        'Fasiliteter: balkong, hage og garage. Med 2 parkeringsplasser. Ta kontakt for mer informasjon eller visning.',
    );
  });

  it('writes English sentences from the same facts', () => {
    expect(composeListingDescription(draft, 'en')).toBe(
      'Apartment of 64 m² for sale in Sandviken, Bergen. It has 2 bedrooms and 1 bathroom. Built in 1998. ' +
        'Facilities: balcony, garden and garage. Comes with 2 parking spaces. Get in touch for more information or a viewing.',
    );
  });

  it('leaves out what the draft does not have, and says the listing type and a plot area when given', () => {
    const commercial = {
      ...VALID,
      propertyType: 'commercial' as const,
      listingType: 'rent' as const,
      bedrooms: 0,
      bathrooms: 0,
      parkingSpaces: 1,
      features: [],
    };
    expect(composeListingDescription(commercial, 'no')).toBe(
      'Næringslokale på 64 m² til leie i Bergen. Bygget i 1998. Med 1 parkeringsplass. Ta kontakt for mer informasjon eller visning.',
    );
    expect(composeListingDescription({ ...commercial, listingType: 'sublet', bedrooms: 1 }, 'en', { plotArea: 600 })).toBe(
      'Commercial premises of 64 m² for sublet in Bergen. It has 1 bedroom. Built in 1998. The plot is 600 m². Comes with 1 parking space. ' +
        'Get in touch for more information or a viewing.',
    );
  });
});

describe('the pricing estimate', () => {
  it('takes the median price per m² times the area, rounded to 10,000 kr for a sale and 100 kr for a rent', () => {
    expect(medianPriceEstimate([50_000, 60_000, 70_000, 80_000, 90_000], 64, 'sale')).toEqual({ price: 4_480_000, pricePerSqm: 70_000 });
    expect(medianPriceEstimate([200, 210, 250, 260, 300, 320], 50, 'rent')).toEqual({ price: 12_800, pricePerSqm: 255 });
  });

  it('gives no estimate from fewer than five comparables, and the fallbacks say their rate', () => {
    expect(medianPriceEstimate([1, 2, 3, 4], 64, 'sale')).toBeNull();
    expect(fallbackPriceEstimate(64, 'sale')).toEqual({ price: 5_120_000, pricePerSqm: FALLBACK_PRICE_PER_SQM });
    expect(fallbackPriceEstimate(64, 'rent')).toEqual({ price: 16_000, pricePerSqm: FALLBACK_RENT_PER_SQM });
  });
});
