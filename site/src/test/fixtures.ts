import { PRODUCT_NAMES, accessWithoutGrant, type ProductAccess, type ProductId } from '@platform/shared';

/** A product as GET /api/auth/product-access answers it: no access and a trial to start, unless overridden. */
export const productAccess = (productId: ProductId, overrides: Partial<ProductAccess> = {}): ProductAccess =>
  accessWithoutGrant(productId, PRODUCT_NAMES[productId], overrides);
