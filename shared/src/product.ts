/** Products of the platform: their stages, and what the admin may change on one. */
export const PRODUCT_STATUSES = ['prototype', 'beta', 'stable', 'deprecated'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_MESSAGES = {
  notFound: 'Product not found',
  activated: 'The product is active: it shows on the public site and offers trials.',
  deactivated: 'The product is inactive: it is hidden from the public site and offers no new trials.',
  updateFailed: 'Failed to save the product',
} as const;
