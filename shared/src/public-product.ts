/** A product as the public site shows it. */
import type { ProductStatus } from './product';

export interface PublicProduct {
  id: string;
  name: string;
  description: string;
  longDescription: string;
  status: ProductStatus;
  features: string[];
  color: string;
  featured_image: string | null;
  featured: boolean;
  trialEnabled: boolean;
  trialDays: number;
  /** Whether the product's area exists on the site; without it the product offers no trial (see product-area.ts). */
  areaReady: boolean;
  /** When the area comes (YYYY-MM-DD), if an editor has said so. */
  launchDate: string | null;
}

export type ProductStatusChipColor = 'warning' | 'processing' | 'error';

const STATUS_CHIP_COLORS: Record<Exclude<ProductStatus, 'stable'>, ProductStatusChipColor> = {
  beta: 'warning',
  // antd has no 'info' tag colour; 'processing' is its blue.
  prototype: 'processing',
  deprecated: 'error',
};

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, { no: string; en: string }> = {
  prototype: { no: 'Prototype', en: 'Prototype' },
  beta: { no: 'Beta', en: 'Beta' },
  stable: { no: 'Stabil', en: 'Stable' },
  deprecated: { no: 'Utgått', en: 'Deprecated' },
};

/** The chip beside a product's name; a stable product shows none. */
export function productStatusChip(
  status: ProductStatus,
  locale: 'no' | 'en',
): { color: ProductStatusChipColor; text: string } | null {
  if (status === 'stable') return null;
  const color = STATUS_CHIP_COLORS[status];
  if (!color) return null;
  const labels = PRODUCT_STATUS_LABELS[status];
  return { color, text: labels[locale] ?? labels.no };
}
