import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_REBALANCE_SETTINGS, PORTFOLIO_MESSAGES, PORTFOLIO_SCORE_FORMULA, type RebalancePlan } from '@platform/shared';
import { deferred, reply } from '../../test/api-mock';
import { renderSite } from '../../test/render';
import { catchDownloads, pdf } from '../property/tools-harness';
import { plan } from './portfolio-fixtures';
import { buttonNamed, location, openPortfolioArea, rowOf, textOf } from './test-harness';

configure({ asyncUtilTimeout: 10_000 });

const SIMULATE = 'POST /api/portfolio/rebalance/simulate';
const PLANNER = '/no/products/portfolio-optimizer/rebalance';
const slider = (name: string) => screen.getAllByRole('slider').find((handle) => handle.getAttribute('aria-labelledby') === name) as HTMLElement;

describe('the rebalance planner', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts with the prompt and the defaults, and sends them to the server on Kjør simulering', async () => {
    const api = openPortfolioArea({ [SIMULATE]: plan() });
    renderSite(PLANNER);
    expect(await screen.findByText('Ingen simulering ennå')).toBeTruthy();
    expect(screen.getByText('Tilbake til porteføljen').closest('a')?.getAttribute('href')).toBe('/no/products/portfolio-optimizer');

    // The strategies, each with its one-line explanation; the band first.
    const group = screen.getByRole('radiogroup', { name: 'Strategi' });
    const strategies = [/^Toleransebånd/, /^Kalender/, /^Kostnadsbevisst/].map(
      (name) => within(group).getByRole('radio', { name }) as HTMLInputElement,
    );
    expect(strategies.map((radio) => radio.checked)).toEqual([true, false, false]);
    expect(screen.getByText(/Dropper handler der det lavere avviket er verdt mindre enn kurtasjen/)).toBeTruthy();

    // The ranges of §5.
    const band = slider('rebalance-tolerance');
    expect([band.getAttribute('aria-valuemin'), band.getAttribute('aria-valuemax'), band.getAttribute('aria-valuenow')]).toEqual(['5', '50', '20']);
    const turnover = slider('rebalance-turnover');
    expect([turnover.getAttribute('aria-valuemin'), turnover.getAttribute('aria-valuemax'), turnover.getAttribute('aria-valuenow')]).toEqual([
      '10',
      '100',
      '30',
    ]);
    expect((screen.getByLabelText('Minste handel') as HTMLInputElement).value).toBe('1000');
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');

    fireEvent.click(buttonNamed('Kjør simulering'));
    await waitFor(() => expect(api.requestsTo(SIMULATE)).toHaveLength(1));
    expect(api.requestsTo(SIMULATE)[0].body).toEqual(DEFAULT_REBALANCE_SETTINGS);
    expect(api.requestsTo(SIMULATE)[0].body).toEqual({
      strategy: 'tolerance_band',
      tolerancePct: 20,
      maxTurnoverPct: 30,
      minTradeSize: 1000,
      taxAware: false,
    });
  });

  it('keeps the settings in the address and sends what the user chose, by mouse and by keys', async () => {
    const api = openPortfolioArea({ [SIMULATE]: plan() });
    renderSite(`${PLANNER}?strategy=cost_aware&tolerance=35&turnover=80&minTrade=2500&taxAware=true`);
    await waitFor(() => expect(slider('rebalance-tolerance').getAttribute('aria-valuenow')).toBe('35'));
    expect((screen.getByRole('radio', { name: /^Kostnadsbevisst/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');

    fireEvent.keyDown(slider('rebalance-tolerance'), { key: 'ArrowRight', keyCode: 39 });
    await waitFor(() => expect(location()).toContain('tolerance=36'));
    fireEvent.click(screen.getByRole('radio', { name: /^Kalender/ }));
    await waitFor(() => expect(location()).toContain('strategy=calendar'));
    fireEvent.change(screen.getByLabelText('Minste handel'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(location()).toContain('taxAware=false'));
    expect(location()).toBe(`${PLANNER}?strategy=calendar&tolerance=36&turnover=80&minTrade=500&taxAware=false`);

    fireEvent.click(buttonNamed('Kjør simulering'));
    await waitFor(() => expect(api.requestsTo(SIMULATE)).toHaveLength(1));
    expect(api.requestsTo(SIMULATE)[0].body).toEqual({
      strategy: 'calendar',
      tolerancePct: 36,
      maxTurnoverPct: 80,
      minTradeSize: 500,
      taxAware: false,
    });
  });

  it('holds an address’s values out of range to the limits', async () => {
    const api = openPortfolioArea({ [SIMULATE]: plan() });
    renderSite(`${PLANNER}?strategy=nonsense&tolerance=99&turnover=1&minTrade=-5`);
    await waitFor(() => expect(slider('rebalance-tolerance').getAttribute('aria-valuenow')).toBe('50'));
    fireEvent.click(buttonNamed('Kjør simulering'));
    await waitFor(() => expect(api.requestsTo(SIMULATE)).toHaveLength(1));
    expect(api.requestsTo(SIMULATE)[0].body).toEqual({
      strategy: 'tolerance_band',
      tolerancePct: 50,
      maxTurnoverPct: 10,
      minTradeSize: 0,
      taxAware: false,
    });
  });

  it('says Simulerer... with the button disabled while the server computes, then shows the plan', async () => {
    const pending = deferred<RebalancePlan>();
    openPortfolioArea({ [SIMULATE]: () => pending.promise });
    renderSite(PLANNER);
    fireEvent.click(await screen.findByText('Kjør simulering', { selector: 'button span' }));
    await waitFor(() => expect(buttonNamed('Simulerer...').disabled).toBe(true));
    expect(screen.getByText('Beregner forslaget til handler …')).toBeTruthy();
    pending.resolve(plan());
    await waitFor(() => expect(buttonNamed('Kjør simulering').disabled).toBe(false));
    expect(rowOf('Foreslåtte handler', 'DNB')).toBeTruthy();
  });

  it('shows every field of each trade, the summary with the score’s formula, the notes and the weights before and after', async () => {
    openPortfolioArea({ [SIMULATE]: plan() });
    renderSite(`${PLANNER}?strategy=tolerance_band&tolerance=20&turnover=30&minTrade=1000&taxAware=true`);
    fireEvent.click(await screen.findByText('Kjør simulering', { selector: 'button span' }));
    await waitFor(() => expect(rowOf('Foreslåtte handler', 'DNB')).toBeTruthy());

    const sale = rowOf('Foreslåtte handler', 'DNB');
    // ticker, name, action, current shares, target shares, trade shares, current weight, target weight, price, value, cost, gain
    const cells = Array.from(sale.querySelectorAll('td')).map((cell) => textOf(cell));
    expect(cells).toEqual(['DNBDNB Bank', 'Selg', '180', '175', '5', '36,00 %', '35,00 %', '200 kr', '1 000 kr', '29 kr', '−33 kr']);
    expect(sale.querySelector('.ant-tag-red')).toBeTruthy();
    const buy = Array.from(rowOf('Foreslåtte handler', 'EQNR').querySelectorAll('td')).map((cell) => textOf(cell));
    expect(buy).toEqual(['EQNREquinor', 'Kjøp', '200', '204', '4', '54,00 %', '55,00 %', '270 kr', '1 080 kr', '29 kr', '–']);

    const summary = (key: string) => textOf(screen.getByTestId(`summary-${key}`));
    expect(summary('turnover')).toBe('2,1 %');
    expect(summary('cost')).toBe('58 kr');
    expect(summary('deviation')).toBe('+1,00 % → +0,08 %');
    expect(summary('positions')).toBe('2 → 2');
    expect(summary('score')).toBe('9,6 → 9,9');
    expect(summary('cash')).toBe('10 000 kr → 9 862 kr');
    expect(summary('gain')).toBe('−33 kr');
    const info = within(screen.getByTestId('plan-summary')).getByRole('img', { name: /^Slik beregnes porteføljescore:/ });
    fireEvent.focus(info);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', PORTFOLIO_SCORE_FORMULA.no);

    expect(textOf(screen.getByTestId('plan-notes'))).toContain('NHY: handelen på 600 kr er under minste handel (1 000 kr) og er tatt ut.');
    expect(textOf(rowOf('Vekter før og etter, med målvekt', 'EQNR'))).toBe('EQNR Equinor55,00 %54,00 %55,08 %');

    expect(screen.getByText('Gjennomgå og utfør').closest('a')?.getAttribute('href')).toBe(
      '/no/products/portfolio-optimizer/review?strategy=tolerance_band&tolerance=20&turnover=30&minTrade=1000&taxAware=true',
    );
  });

  it('says so when the plan has no trades, and offers no review', async () => {
    openPortfolioArea({ [SIMULATE]: plan({ trades: [], turnoverPct: 0, totalCost: 0, notes: [] }) });
    renderSite(PLANNER);
    fireEvent.click(await screen.findByText('Kjør simulering', { selector: 'button span' }));
    expect(await screen.findByText('Planen har ingen handler: porteføljen er innenfor innstillingene.')).toBeTruthy();
    expect(screen.queryByText('Gjennomgå og utfør')).toBeNull();
  });

  it('shows the server’s refusal of the settings', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openPortfolioArea({
      [SIMULATE]: reply(400, { data: null, error: { status: 400, name: 'ValidationError', message: PORTFOLIO_MESSAGES.tolerance } }),
    });
    renderSite(PLANNER);
    fireEvent.click(await screen.findByText('Kjør simulering', { selector: 'button span' }));
    expect(await screen.findByText(PORTFOLIO_MESSAGES.tolerance)).toBeTruthy();
  });

  it('exports the plan as a PDF by a POST of the settings simulated', async () => {
    const saved = catchDownloads();
    const api = openPortfolioArea({ [SIMULATE]: plan(), 'POST /api/portfolio/rebalance/pdf': () => pdf('rebalansering-2026-11-20.pdf') });
    renderSite(`${PLANNER}?strategy=calendar&tolerance=20&turnover=50&minTrade=1000&taxAware=false`);
    fireEvent.click(await screen.findByText('Kjør simulering', { selector: 'button span' }));
    fireEvent.click(await screen.findByText('Eksporter PDF', { selector: 'button span' }));
    await waitFor(() => expect(saved).toEqual(['rebalansering-2026-11-20.pdf']));
    const [request] = api.requestsTo('POST /api/portfolio/rebalance/pdf');
    expect(request.body).toEqual({ strategy: 'calendar', tolerancePct: 20, maxTurnoverPct: 50, minTradeSize: 1000, taxAware: false });
    expect(request.headers.get('Authorization')).toMatch(/^Bearer test-token-/);
    expect(await screen.findByText('PDF-en er lastet ned.')).toBeTruthy();
  });
});
