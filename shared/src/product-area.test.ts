import { BUILT_PRODUCT_AREAS, isProductAreaBuilt, productLaunchText, productOfPage } from './product-area';

describe('product areas', () => {
  it('knows the areas the registry names a folder for; the others offer no trial onto nothing', () => {
    expect(BUILT_PRODUCT_AREAS).toEqual(['property', 'auto', 'portfolio', 'data']);
    expect(isProductAreaBuilt('auto')).toBe(true);
    expect(isProductAreaBuilt('api-platform')).toBe(false);
    expect(isProductAreaBuilt('api-platform', ['api-platform'])).toBe(true);
  });

  it('says when a product comes, in both languages, with "soon" when no date is known or it has passed', () => {
    const now = new Date(2026, 10, 20);
    expect(productLaunchText('2027-03-01', 'no', now)).toBe('Kommer 1. mars 2027');
    expect(productLaunchText('2027-03-01', 'en', now)).toBe('Coming 1 March 2027');
    expect(productLaunchText('2026-11-20', 'no', now)).toBe('Kommer 20. november 2026');
    expect(productLaunchText(null, 'no', now)).toBe('Kommer snart');
    expect(productLaunchText(undefined, 'en', now)).toBe('Coming soon');
    expect(productLaunchText('2026-01-01', 'no', now)).toBe('Kommer snart');
    expect(productLaunchText('not a date', 'en', now)).toBe('Coming soon');
  });
});

describe('productOfPage', () => {
  it('finds the product of a page by its id path, its area path or the listings, with or without the locale', () => {
    expect(productOfPage('/no/products/portfolio-optimizer/review')).toBe('portfolio');
    expect(productOfPage('/products/portfolio')).toBe('portfolio');
    expect(productOfPage('/en/products/market-intelligence?x=1')).toBe('data');
    expect(productOfPage('/no/products/property-listings/12345')).toBe('property');
    expect(productOfPage('/no/products/auto')).toBe('auto');
    expect(productOfPage('/no/pricing')).toBeNull();
    expect(productOfPage('/no')).toBeNull();
    expect(productOfPage('/admin/products/auto')).toBeNull();
  });
});
