import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LAZY_PAGE, menuLink, renderAppAsAdmin, resetApp } from '../../test/render-app';
import { HEAVY_TEST_MS, entry, stats } from './test/log-fixtures';

describe('/admin/logs in the app', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(resetApp);

  it('shows an administrator the Systemlogger page, with its entry in the side menu', async () => {
    renderAppAsAdmin('/admin/logs', (url) => {
      if (url === '/api/admin/logs/stats') return { data: stats() };
      if (url.startsWith('/api/admin/logs?')) return { data: [entry({ action: 'user_signup' })], headers: { 'x-total-count': '1' } };
      return undefined;
    });

    expect(await screen.findByText('user_signup', {}, LAZY_PAGE)).toBeTruthy();
    expect(screen.getByText('Systemlogger', { selector: '.ant-page-header-heading-title *' })).toBeTruthy();
    expect(menuLink('Systemlogger').getAttribute('href')).toBe('/admin/logs');
  });
});
