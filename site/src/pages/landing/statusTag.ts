import type { ProductStatus } from '../../products';

/** antd Tag colour of a product status; null means no tag (stable products need no warning). */
export function statusTagColor(status: ProductStatus): string | null {
  switch (status) {
    case 'stable':
      return null;
    case 'beta':
      return 'warning';
    case 'prototype':
      return 'processing'; // antd's blue "info" status colour
    case 'deprecated':
      return 'error';
    default:
      return 'default'; // an unknown status from a future API still gets a neutral tag
  }
}
