import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { LocaleContext } from '../../i18n';
import { ProductStatusTag } from './ProductStatusTag';
import { statusTagColor } from './statusTag';

describe('product status tag', () => {
  it('is hidden for stable products', () => {
    expect(statusTagColor('stable')).toBeNull();
    const { container } = render(<ProductStatusTag status="stable" />);
    expect(container.querySelector('.ant-tag')).toBeNull();
  });

  it('uses warning for beta, blue for prototype and red for deprecated', () => {
    expect(statusTagColor('beta')).toBe('warning');
    expect(statusTagColor('prototype')).toBe('processing');
    expect(statusTagColor('deprecated')).toBe('error');
  });

  it('shows the translated status for beta, prototype and deprecated', () => {
    const { getByText } = render(
      <LocaleContext.Provider value="no">
        <ProductStatusTag status="beta" />
        <ProductStatusTag status="prototype" />
        <ProductStatusTag status="deprecated" />
      </LocaleContext.Provider>,
    );
    expect(getByText('Beta').className).toContain('ant-tag-warning');
    expect(getByText('Prototyp').className).toContain('ant-tag-processing');
    expect(getByText('Utgått').className).toContain('ant-tag-error');
  });
});
