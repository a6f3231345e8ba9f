import { PRODUCT_STATUSES, productStatusChip } from './index';

describe('product status chips', () => {
  it('a stable product shows no chip', () => {
    expect(productStatusChip('stable', 'no')).toBeNull();
    expect(productStatusChip('stable', 'en')).toBeNull();
  });

  it('beta is a warning, prototype the blue processing tag, deprecated an error', () => {
    expect(productStatusChip('beta', 'no')).toEqual({ color: 'warning', text: 'Beta' });
    expect(productStatusChip('prototype', 'no')).toEqual({ color: 'processing', text: 'Prototype' });
    expect(productStatusChip('deprecated', 'no')).toEqual({ color: 'error', text: 'Utgått' });
    expect(productStatusChip('deprecated', 'en')).toEqual({ color: 'error', text: 'Deprecated' });
  });

  it('every status but stable has a chip', () => {
    for (const status of PRODUCT_STATUSES) {
      expect(productStatusChip(status, 'no') === null).toBe(status === 'stable');
    }
  });
});
