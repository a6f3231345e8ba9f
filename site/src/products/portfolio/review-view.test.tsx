import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PORTFOLIO_MESSAGES } from '@platform/shared';
import { reply } from '../../test/api-mock';
import { renderSite } from '../../test/render';
import { catchDownloads, pdf } from '../property/tools-harness';
import { executed, plan, portfolio } from './portfolio-fixtures';
import { location, openPortfolioArea, rowOf, textOf } from './test-harness';

configure({ asyncUtilTimeout: 10_000 });

const SIMULATE = 'POST /api/portfolio/rebalance/simulate';
const EXECUTE = 'POST /api/portfolio/rebalance/execute';
const SETTINGS = 'strategy=cost_aware&tolerance=25&turnover=40&minTrade=2000&taxAware=true';
const REVIEW = `/no/products/portfolio-optimizer/review?${SETTINGS}`;
const SENT = { strategy: 'cost_aware', tolerancePct: 25, maxTurnoverPct: 40, minTradeSize: 2000, taxAware: true };

describe('review and execute', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('recomputes the plan from the address, says no broker is connected, and executes on confirmation', async () => {
    // The server's portfolio after the execution: the page then shows the new positions.
    let done = false;
    const api = openPortfolioArea({
      [SIMULATE]: plan(),
      [EXECUTE]: () => {
        done = true;
        return executed();
      },
      'GET /api/portfolio': () => (done ? executed().portfolio : portfolio()),
    });
    renderSite(REVIEW);
    await waitFor(() => expect(rowOf('Foreslåtte handler', 'DNB')).toBeTruthy());
    expect(api.requestsTo(SIMULATE)[0].body).toEqual(SENT);
    expect(
      screen.getByText(/Ingen megler er koblet til\. Når du utfører, registreres ordrene til de lagrede kursene på eksempelporteføljen/),
    ).toBeTruthy();
    expect(textOf(rowOf('Foreslåtte handler', 'EQNR'))).toContain('1 080 kr');
    const totals = textOf(screen.getByText('Totalt').closest('.ant-card'));
    for (const figure of ['Kjøp1 080 kr', 'Salg1 000 kr', 'Total kurtasje58 kr', 'Omsetning2,1 %', '10 000 kr → 9 862 kr', '−33 kr'])
      expect(totals).toContain(figure);
    expect(screen.getByText('Tilbake til planleggeren').closest('a')?.getAttribute('href')).toBe(
      `/no/products/portfolio-optimizer/rebalance?${SETTINGS}`,
    );

    // Nothing is executed before the confirmation.
    fireEvent.click(screen.getByText('Utfør handler', { selector: 'button span' }));
    const confirm = await screen.findByRole('tooltip');
    expect(textOf(confirm)).toContain('Utføre 2 handler?');
    expect(api.requestsTo(EXECUTE)).toHaveLength(0);
    fireEvent.click(within(confirm).getByText('Utfør', { selector: 'button span' }));

    expect(await screen.findByText('2 ordrer er registrert')).toBeTruthy();
    expect(api.requestsTo(EXECUTE)[0].body).toEqual(SENT);
    expect(textOf(rowOf('Registrerte ordrer', '11'))).toContain('Selg');
    expect(textOf(rowOf('Registrerte ordrer', '11'))).toContain('−33 kr');
    expect(textOf(rowOf('Registrerte ordrer', '12'))).toContain('Kjøp');

    // Back on the portfolio page, the positions are the ones after the trades.
    fireEvent.click(screen.getByText('Til porteføljen', { selector: 'a span' }));
    await waitFor(() => expect(location()).toBe('/no/products/portfolio-optimizer'));
    await waitFor(() => expect(textOf(rowOf('Posisjoner', 'DNB'))).toContain('175'));
    expect(textOf(rowOf('Posisjoner', 'EQNR'))).toContain('204');
    expect(textOf(screen.getByTestId('portfolio-cash'))).toContain('9 862 kr');
  });

  it('shows the server’s refusal to execute and leaves the plan on screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openPortfolioArea({
      [SIMULATE]: plan(),
      [EXECUTE]: reply(400, { data: null, error: { status: 400, name: 'ValidationError', message: PORTFOLIO_MESSAGES.nothingToExecute } }),
    });
    renderSite(REVIEW);
    fireEvent.click(await screen.findByText('Utfør handler', { selector: 'button span' }));
    fireEvent.click(within(await screen.findByRole('tooltip')).getByText('Utfør', { selector: 'button span' }));
    expect(await screen.findByText(PORTFOLIO_MESSAGES.nothingToExecute)).toBeTruthy();
    expect(rowOf('Foreslåtte handler', 'DNB')).toBeTruthy();
  });

  it('says plainly when the plan has no trades, with nothing to execute', async () => {
    openPortfolioArea({ [SIMULATE]: plan({ trades: [] }) });
    renderSite(REVIEW);
    expect(await screen.findByText('Planen har ingen handler å utføre med disse innstillingene.')).toBeTruthy();
    expect(screen.queryByText('Utfør handler')).toBeNull();
  });

  it('exports the reviewed plan as a PDF', async () => {
    const saved = catchDownloads();
    const api = openPortfolioArea({ [SIMULATE]: plan(), 'POST /api/portfolio/rebalance/pdf': () => pdf('rebalansering.pdf') });
    renderSite(REVIEW);
    fireEvent.click(await screen.findByText('Eksporter PDF', { selector: 'button span' }));
    await waitFor(() => expect(saved).toEqual(['rebalansering.pdf']));
    expect(api.requestsTo('POST /api/portfolio/rebalance/pdf')[0].body).toEqual(SENT);
  });

  it('offers a retry when the plan cannot be computed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    openPortfolioArea({ [SIMULATE]: () => (++calls === 1 ? reply(500, null) : plan()) });
    renderSite(REVIEW);
    expect(await screen.findByText('Kunne ikke beregne planen.')).toBeTruthy();
    fireEvent.click(screen.getByText('Prøv igjen'));
    await waitFor(() => expect(rowOf('Foreslåtte handler', 'DNB')).toBeTruthy());
  });

  it('brings a signed-out visitor to the product’s sign-in page, which returns to the same review', async () => {
    openPortfolioArea();
    localStorage.clear();
    renderSite(REVIEW);
    await waitFor(() => expect(location()).toMatch(/^\/no\/products\/portfolio\/login\?from=/));
    const from = new URLSearchParams(location().split('?')[1]).get('from');
    expect(from).toBe(REVIEW);
  });

  it('returns a signed-in visitor from the sign-in page to the page of the product they came from', async () => {
    openPortfolioArea({ [SIMULATE]: plan() });
    renderSite(`/no/products/portfolio/login?from=${encodeURIComponent(REVIEW)}`);
    await waitFor(() => expect(location()).toBe(REVIEW));
    await waitFor(() => expect(rowOf('Foreslåtte handler', 'DNB')).toBeTruthy());
  });
});
