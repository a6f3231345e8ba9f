import { PRODUCT_NAMES, type ProductAccess, type ProductId } from '@platform/shared';

/** A product as GET /api/auth/product-access answers it: no access and a trial to start, unless overridden. */
export function productAccess(productId: ProductId, overrides: Partial<ProductAccess> = {}): ProductAccess {
  return {
    productId,
    name: PRODUCT_NAMES[productId],
    subscriptionStatus: 'none',
    trialActive: false,
    trialEndDate: null,
    trialAvailable: true,
    hasAccess: false,
    ...overrides,
  };
}
