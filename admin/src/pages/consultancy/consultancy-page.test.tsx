import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ADMIN_BASENAME } from '../../config/constants';
import {
  CANDIDATES_URL,
  CUSTOMERS_URL,
  HEAVY_TEST_MS,
  TENDERS_URL,
  callsTo,
  candidate,
  customer,
  renderConsultancy,
  serveApi,
  tender,
} from './test/consultancy-fixtures';

describe('Consultancy page', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('has the four tabs, Kunder first; ?tab= picks one and a click puts it in the address', async () => {
    const get = serveApi({
      [CUSTOMERS_URL]: () => [customer({ companyName: 'Fjordkraft AS' })],
      [CANDIDATES_URL]: () => [candidate({ applicantName: 'Ola Hansen' })],
      [TENDERS_URL]: () => [tender({ title: 'Skytjenester' })],
      '/api/admin/consultancy/cv-templates': () => [],
      '/api/admin/consultancy/adapted-cvs': () => [],
    });
    const { url } = renderConsultancy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Kunder', 'Prosjektforslag', 'CV-er', 'Utlysninger']);
    expect(await screen.findByText('Fjordkraft AS')).toBeTruthy();
    // Only the open tab asks for its list.
    expect(callsTo(get, TENDERS_URL)).toEqual([]);

    fireEvent.click(screen.getByRole('tab', { name: 'Utlysninger' }));
    expect(await screen.findByText('Skytjenester')).toBeTruthy();
    expect(url()).toBe('/consultancy?tab=tenders');

    fireEvent.click(screen.getByRole('tab', { name: 'CV-er' }));
    expect(await screen.findByText('Ingen CV-maler ennå')).toBeTruthy();
    expect(url()).toBe('/consultancy?tab=cvs');

    fireEvent.click(screen.getByRole('tab', { name: 'Kunder' }));
    await waitFor(() => expect(url()).toBe('/consultancy'));
  });

  it('opens the tab named in the address, and links to a new proposal, the export and the e-mail templates', async () => {
    serveApi({ [CANDIDATES_URL]: () => [candidate({ applicantName: 'Ola Hansen' })] });
    renderConsultancy('/consultancy?tab=proposals');
    expect(await screen.findByText('Ola Hansen')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Prosjektforslag' }).getAttribute('aria-selected')).toBe('true');
    // The icon's own name comes first.
    const href = (name: string) => screen.getByRole('link', { name: new RegExp(`${name}$`) }).getAttribute('href');
    expect(href('Nytt prosjektforslag')).toBe(`${ADMIN_BASENAME}/consultancy/proposals/new`);
    expect(href('Eksporter')).toBe(`${ADMIN_BASENAME}/consultancy/export`);
    expect(href('E-postmaler')).toBe(`${ADMIN_BASENAME}/consultancy/email-templates`);
  });
});
