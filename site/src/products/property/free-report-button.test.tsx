import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { PROPERTY_ANALYTICS_MESSAGES } from '@platform/shared';
import { apiError, mockApi, signedInAs } from '../../test/api-mock';
import { FreeReportButton } from './free-report-button';
import { catchDownloads, pdf, pick } from './tools-harness';

const REPORTS = 'POST /api/data/property/reports';

/** Where the frame refused the user: no area session, only the router and the stored sign-in. */
function renderOutsideArea() {
  signedInAs();
  render(
    <MemoryRouter initialEntries={['/no/products/property']}>
      <FreeReportButton />
    </MemoryRouter>,
  );
}

describe('free sample report', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('explains the market analysis and downloads it for the chosen area, outside the area session', async () => {
    const saved = catchDownloads();
    const api = mockApi({ [REPORTS]: () => pdf('markedsanalyse-bergen.pdf') });
    renderOutsideArea();
    fireEvent.click(screen.getByText('Gratis markedsanalyse'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Markedsanalysen er gratis for alle som er logget inn/)).toBeTruthy();
    expect(within(dialog).getByText('Se priser og planer').closest('a')?.getAttribute('href')).toBe('/no/pricing');

    await pick('Område', 'Bergen', dialog);
    fireEvent.click(within(dialog).getByText('Last ned PDF'));
    await waitFor(() => expect(saved).toEqual(['markedsanalyse-bergen.pdf']));
    const [request] = api.requestsTo(REPORTS);
    expect(request.body).toEqual({ type: 'market-analysis', area: 'bergen', locale: 'no' });
    expect(request.headers.get('Authorization')).toMatch(/^Bearer test-token-/);
    expect(await within(dialog).findByText('Rapporten er lastet ned')).toBeTruthy();
  });

  it('shows the server’s refusal with the way to the plans', async () => {
    catchDownloads();
    mockApi({ [REPORTS]: () => apiError(403, PROPERTY_ANALYTICS_MESSAGES.reportNeedsAccess) });
    renderOutsideArea();
    fireEvent.click(screen.getByText('Gratis markedsanalyse'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('Last ned PDF'));
    const refusal = (await within(dialog).findByText(PROPERTY_ANALYTICS_MESSAGES.reportNeedsAccess)).closest('.ant-alert') as HTMLElement;
    expect(within(refusal).getByText('Se priser og planer').closest('a')?.getAttribute('href')).toBe('/no/pricing');
  });
});
