import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { menuLink, renderAppAsAdmin, resetApp } from '../../test/render-app';
import { HEAVY_TEST_MS, OVERVIEW_URL, overview } from './test/overview-fixtures';

describe('/admin/dashboard in the app', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(resetApp);

  it('is the start page, first in the side menu', async () => {
    renderAppAsAdmin('/admin', (url) => (url.startsWith(`${OVERVIEW_URL}?`) ? { data: overview() } : undefined));
    // The app, the page and its first tab are three chunks: a busy machine takes a while.
    expect(await screen.findByText('Budsjett', {}, { timeout: 40_000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/dashboard');
    expect(menuLink('Dashboard').getAttribute('href')).toBe('/admin/dashboard');
    const entries = [...document.querySelectorAll('.ant-menu a')].map((link) => link.getAttribute('href'));
    expect(entries[0]).toBe('/admin/dashboard');
  });
});
