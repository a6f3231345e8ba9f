import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LAZY_PAGE, menuLink, renderAppAsAdmin, resetApp } from '../../test/render-app';
import { HEAVY_TEST_MS, inquiry } from './test/inquiry-fixtures';

describe('/admin/inquiries in the app', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(resetApp);

  it('shows an administrator the Henvendelser page with the new ones, and its entry in the side menu', async () => {
    const get = renderAppAsAdmin('/admin/inquiries?status=new', (url) =>
      url.startsWith('/api/admin/inquiries?') ? { data: [inquiry({ name: 'Nora Berg' })], headers: { 'x-total-count': '1' } } : undefined,
    );

    expect(await screen.findByText('Nora Berg', {}, LAZY_PAGE)).toBeTruthy();
    expect(get.mock.calls.some(([url]) => /^\/api\/admin\/inquiries\?.*status=new/.test(url as string))).toBe(true);
    expect(screen.getByText('Henvendelser', { selector: '.ant-page-header-heading-title *' })).toBeTruthy();
    expect(menuLink('Henvendelser').getAttribute('href')).toBe('/admin/inquiries');
  });
});
