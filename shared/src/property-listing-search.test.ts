import {
  LISTING_QUERY_MESSAGES,
  LISTINGS_PAGE_SIZE,
  PROPERTY_LISTING_EDIT_MESSAGES,
  PROPERTY_LISTING_MESSAGES,
  grossYieldOf,
  listingAmenities,
  listingChipsOf,
  propertyListingQueryString,
  rentEstimate,
  validatePropertyListingEdit,
  validatePropertyListingQuery,
  validateSellerContact,
} from './property-listing-search';
import { medianOf } from './median';
import { LISTING_DRAFT_TEXTS } from './property-listing-draft';

const refused = (params: Record<string, unknown>) => {
  const checked = validatePropertyListingQuery(params);
  return checked.ok ? null : checked.message;
};

describe('the listing search query', () => {
  it('without filters asks for the newest listings, first page', () => {
    expect(validatePropertyListingQuery({})).toEqual({ ok: true, value: { features: [], sort: 'newest', page: 1, pageSize: LISTINGS_PAGE_SIZE } });
  });

  it('reads every filter from query-string values, empty ones being no filter', () => {
    const checked = validatePropertyListingQuery({
      search: '  Frogner balkong ',
      propertyType: 'apartment',
      listingType: 'room',
      city: 'tromsø',
      minPrice: '100000',
      maxPrice: '5000000',
      minBedrooms: '2',
      features: 'new, parking',
      sort: 'price_asc',
      page: '3',
      pageSize: '12',
      unrelated: '',
    });
    expect(checked).toEqual({
      ok: true,
      value: {
        search: 'Frogner balkong',
        propertyType: 'apartment',
        listingType: 'room',
        city: 'Tromsø',
        minPrice: 100_000,
        maxPrice: 5_000_000,
        minBedrooms: 2,
        features: ['parking', 'new'],
        sort: 'price_asc',
        page: 3,
        pageSize: 12,
      },
    });
    expect(validatePropertyListingQuery({ city: '', search: ' ', minPrice: '' })).toMatchObject({ ok: true, value: { page: 1 } });
  });

  it.each([
    [{ search: 'x'.repeat(101) }, LISTING_QUERY_MESSAGES.searchTooLong],
    [{ propertyType: 'castle' }, LISTING_QUERY_MESSAGES.propertyType],
    [{ listingType: 'lease' }, LISTING_QUERY_MESSAGES.listingType],
    [{ city: 'Narvik' }, LISTING_QUERY_MESSAGES.city],
    [{ city: ['Oslo', 'Bergen'] }, LISTING_QUERY_MESSAGES.city],
    [{ minPrice: '1e6' }, LISTING_QUERY_MESSAGES.price],
    [{ minPrice: '-1' }, LISTING_QUERY_MESSAGES.price],
    [{ maxPrice: '1.5' }, LISTING_QUERY_MESSAGES.price],
    [{ maxPrice: '10000001' }, LISTING_QUERY_MESSAGES.price],
    [{ minPrice: '200', maxPrice: '100' }, LISTING_QUERY_MESSAGES.priceRange],
    [{ minBedrooms: '6' }, LISTING_QUERY_MESSAGES.bedrooms],
    [{ minBedrooms: 'two' }, LISTING_QUERY_MESSAGES.bedrooms],
    [{ features: 'parking,pool' }, LISTING_QUERY_MESSAGES.features],
    [{ sort: 'random' }, LISTING_QUERY_MESSAGES.sort],
    [{ page: '0' }, LISTING_QUERY_MESSAGES.page],
    [{ page: '501' }, LISTING_QUERY_MESSAGES.page],
    [{ pageSize: '61' }, LISTING_QUERY_MESSAGES.pageSize],
  ])('refuses %p with its message', (params, message) => {
    expect(refused(params)).toBe(message);
  });

  it('writes back only what differs from the defaults', () => {
    expect(propertyListingQueryString({ city: 'Bergen', features: ['garden', 'new'], sort: 'newest', page: 1, minBedrooms: 0 })).toBe(
      'city=Bergen&minBedrooms=0&features=garden%2Cnew',
    );
  });
});

describe('the chips', () => {
  it('derive parking, balcony and garden from the facilities and the parking spaces', () => {
    expect(listingAmenities([], 0)).toEqual({ parking: false, balcony: false, garden: false });
    expect(listingAmenities([], 1).parking).toBe(true);
    expect(listingAmenities(['Garage'], 0).parking).toBe(true);
    expect(listingAmenities(['Carport'], 0).parking).toBe(true);
    expect(listingAmenities(['Balkong'], 0).balcony).toBe(true);
    expect(listingAmenities(['Terrasse'], 0).balcony).toBe(true);
    expect(listingAmenities(['Hage', 'Kjeller'], 0)).toEqual({ parking: false, balcony: false, garden: true });
  });

  it('count a building of this year or the two before as new', () => {
    const facts = { parking: true, balcony: false, garden: true };
    expect(listingChipsOf({ ...facts, built: 2024 }, 2026)).toEqual(['parking', 'garden', 'new']);
    expect(listingChipsOf({ ...facts, built: 2023 }, 2026)).toEqual(['parking', 'garden']);
    expect(listingChipsOf({ ...facts, built: null }, 2026)).toEqual(['parking', 'garden']);
  });
});

describe('the rent estimate', () => {
  it('takes the median rent per m² of the comparables times the area, with the yield to one decimal', () => {
    expect(medianOf([3, 1, 2])).toBe(2);
    expect(medianOf([4, 1, 2, 3])).toBe(2.5);
    expect(medianOf([])).toBeNull();
    // Median of 200, 210, 250, 260, 300 is 250 kr/m²; 80 m² gives 20,000 a month; 240,000 / 4,000,000 = 6.0 %.
    expect(rentEstimate({ listingType: 'sale', price: 4_000_000, livingArea: 80 }, [300, 200, 250, 210, 260])).toEqual({
      estimatedRentalPrice: 20_000,
      estimatedYield: 6,
    });
    expect(grossYieldOf(17_500, 3_000_000)).toBe(7);
  });

  it('gives nothing with too few comparables, for a rental, or without a price', () => {
    const none = { estimatedRentalPrice: null, estimatedYield: null };
    expect(rentEstimate({ listingType: 'sale', price: 4_000_000, livingArea: 80 }, [200, 210, 250, 260])).toEqual(none);
    expect(rentEstimate({ listingType: 'rent', price: 20_000, livingArea: 80 }, [200, 210, 250, 260, 300])).toEqual(none);
    expect(rentEstimate({ listingType: 'sale', price: null, livingArea: 80 }, [200, 210, 250, 260, 300])).toEqual(none);
  });
});

describe('a message to the seller', () => {
  it('is trimmed and needs a name, a valid address and a message', () => {
    expect(validateSellerContact({ name: ' Kari ', email: 'kari@example.no', message: ' Hei ', phone: '' })).toEqual({
      ok: true,
      value: { name: 'Kari', email: 'kari@example.no', message: 'Hei' },
    });
    expect(validateSellerContact({ email: 'kari@example.no', message: 'Hei' })).toEqual({
      ok: false,
      message: PROPERTY_LISTING_MESSAGES.contactNameRequired,
    });
    expect(validateSellerContact({ name: 'Kari', email: 'kari', message: 'Hei' })).toEqual({
      ok: false,
      message: PROPERTY_LISTING_MESSAGES.contactEmailInvalid,
    });
    expect(validateSellerContact({ name: 'Kari', email: 'kari@example.no' })).toEqual({
      ok: false,
      message: PROPERTY_LISTING_MESSAGES.contactMessageRequired,
    });
    expect(validateSellerContact({ name: 'Kari', email: 'kari@example.no', message: 'x'.repeat(2001) })).toEqual({
      ok: false,
      message: PROPERTY_LISTING_MESSAGES.contactTooLong('Meldingen'),
    });
    expect(validateSellerContact(null).ok).toBe(false);
  });
});

describe('an owner’s edit', () => {
  it('checks the draft’s facts by the wizard’s rules, in the caller’s language', () => {
    expect(validatePropertyListingEdit({ features: ['Hage', 'Balkong'], parkingSpaces: 2, yearBuilt: 2010 })).toEqual({
      ok: true,
      value: { features: ['Balkong', 'Hage'], parkingSpaces: 2, yearBuilt: 2010 },
    });
    expect(validatePropertyListingEdit({ price: 0 })).toEqual({ ok: false, message: LISTING_DRAFT_TEXTS.no['form.priceRequired'], field: 'price' });
    expect(validatePropertyListingEdit({ price: '100' }, 'en')).toEqual({
      ok: false,
      message: LISTING_DRAFT_TEXTS.en['form.priceRequired'],
      field: 'price',
    });
    expect(validatePropertyListingEdit({ features: ['Basseng'] })).toEqual({
      ok: false,
      message: LISTING_DRAFT_TEXTS.no['form.featureUnknown'],
      field: 'features',
    });
    expect(validatePropertyListingEdit({ contactEmail: 'x' })).toEqual({
      ok: false,
      message: LISTING_DRAFT_TEXTS.no['form.contactEmailInvalid'],
      field: 'contactEmail',
    });
  });

  it('takes title, description and price, each optional but not empty', () => {
    expect(validatePropertyListingEdit({ title: ' Ny tittel ', price: 3_500_000 })).toEqual({
      ok: true,
      value: { title: 'Ny tittel', price: 3_500_000 },
    });
    expect(validatePropertyListingEdit({})).toEqual({ ok: false, message: PROPERTY_LISTING_EDIT_MESSAGES.body });
    expect(validatePropertyListingEdit({ title: ' ' })).toEqual({ ok: false, message: PROPERTY_LISTING_EDIT_MESSAGES.titleRequired, field: 'title' });
    expect(validatePropertyListingEdit({ description: '' })).toEqual({
      ok: false,
      message: PROPERTY_LISTING_EDIT_MESSAGES.descriptionRequired,
      field: 'description',
    });
    expect(validatePropertyListingEdit({ city: 'Bergen' })).toEqual({
      ok: false,
      message: PROPERTY_LISTING_EDIT_MESSAGES.unknownField('city'),
      field: 'city',
    });
    expect(validatePropertyListingEdit({ user_id: 1 })).toEqual({
      ok: false,
      message: PROPERTY_LISTING_EDIT_MESSAGES.unknownField('user_id'),
      field: 'user_id',
    });
  });
});
