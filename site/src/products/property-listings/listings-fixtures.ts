import { LISTINGS_PAGE_SIZE, type PropertyListingCard, type PropertyListingDetail, type PropertyListingPage } from '@platform/shared';
import type { mockApi } from '../../test/api-mock';

// The tests' listings, in the contract's shapes.

export function card(overrides: Partial<PropertyListingCard> = {}): PropertyListingCard {
  return {
    finnCode: '100000001',
    title: 'Lys leilighet med balkong',
    propertyType: 'apartment',
    listingType: 'sale',
    address: 'Storgata 1',
    city: 'Oslo',
    locationLabel: 'Grünerløkka, Oslo',
    price: 4250000,
    livingArea: 64,
    bedrooms: 2,
    bathrooms: 1,
    sqmPrice: 66406,
    mainImage: '/uploads/small_storgata.jpg',
    chips: ['balcony'],
    listedAt: '2026-11-01T10:00:00.000Z',
    saved: false,
    ...overrides,
  };
}

export function page(listings: PropertyListingCard[], total = listings.length, pageNumber = 1): PropertyListingPage {
  return { listings, total, page: pageNumber, pageSize: LISTINGS_PAGE_SIZE };
}

export function detail(overrides: Partial<PropertyListingDetail> = {}): PropertyListingDetail {
  return {
    ...card(),
    titleEn: 'Bright apartment with balcony',
    postalCode: '0552',
    neighborhood: 'Grünerløkka',
    plotArea: null,
    built: 1998,
    energyLabel: 'C',
    parkingSpaces: 1,
    facilities: ['Balkong', 'Bod'],
    description: 'Første avsnitt.\nAndre linje.',
    images: ['/uploads/storgata-1.jpg', '/uploads/storgata-2.jpg'],
    views: 1234,
    soldAt: null,
    estimatedRentalPrice: 17600,
    estimatedYield: 5,
    rentBasis: { count: 12, city: 'Oslo', propertyType: 'apartment' },
    mine: false,
    sample: false,
    status: 'published',
    ...overrides,
  };
}

/** The query strings the page sent to `path`, in order ('' for none). */
export function querySent(api: ReturnType<typeof mockApi>, path = '/api/property-listings'): string[] {
  return api.fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), method: init?.method ?? 'GET' }))
    .filter(({ url, method }) => url.pathname === path && method === 'GET')
    .map(({ url }) => decodeURIComponent(url.search));
}

// Norwegian numbers group with a no-break space; the page is read here as plain text.
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');
