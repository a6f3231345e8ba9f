/** Products of the platform (admin-area.md §3, §8; public-and-products.md §3). */
export const PRODUCT_STATUSES = ['prototype', 'beta', 'stable', 'deprecated'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_MESSAGES = {
  notFound: 'Product not found',
} as const;
