import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PORTFOLIO_MESSAGES, PRODUCT_NAMES } from '@platform/shared';
import { reply } from '../../test/api-mock';
import { renderSite } from '../../test/render';
import { BUY_EQNR, SELL_DNB, order, portfolio } from './portfolio-fixtures';
import { buttonNamed, location, openPortfolioArea, rowOf, textOf } from './test-harness';

// The page's chunks load on first use; a busy machine (the whole suite in parallel) needs the time.
configure({ asyncUtilTimeout: 10_000 });

const targetInput = (ticker: string) => screen.getByLabelText(`Målvekt for ${ticker} i prosent`) as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('the portfolio page (Min Portefølje)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows every position with its figures in Norwegian form, the cash, the total and the date of the sample prices', async () => {
    openPortfolioArea();
    renderSite('/no/products/portfolio-optimizer');
    expect(await screen.findByRole('heading', { level: 1, name: PRODUCT_NAMES.portfolio })).toBeTruthy();
    await waitFor(() => expect(rowOf('Posisjoner', 'EQNR')).toBeTruthy());
    const equinor = textOf(rowOf('Posisjoner', 'EQNR'));
    for (const figure of ['EQNR', 'Equinor', '200', '270 kr', '54 000 kr', '54,00 %', '+2 500 kr']) expect(equinor).toContain(figure);
    expect(targetInput('EQNR').value).toBe('55,00');
    expect(rowOf('Posisjoner', 'EQNR').querySelector('.ant-typography-success')).toBeTruthy();
    const dnb = textOf(rowOf('Posisjoner', 'DNB'));
    for (const figure of ['DNB Bank', '180', '200 kr', '36 000 kr', '36,00 %', '−1 200 kr']) expect(dnb).toContain(figure);
    expect(rowOf('Posisjoner', 'DNB').querySelector('.ant-typography-danger')).toBeTruthy();

    expect(textOf(screen.getByTestId('portfolio-total'))).toContain('100 000 kr');
    expect(textOf(screen.getByTestId('portfolio-cash'))).toContain('10 000 kr');
    expect(textOf(screen.getByTestId('portfolio-invested'))).toContain('90 000 kr');
    expect(textOf(screen.getByTestId('portfolio-gain'))).toContain('+1 300 kr');
    expect(screen.getByText('Priser per 20.11.2026 (eksempeldata, ikke sanntid)')).toBeTruthy();
    expect(await screen.findByText('Ingen ordrer er utført ennå.')).toBeTruthy();
    expect(screen.getByText('Planlegg rebalansering').closest('a')?.getAttribute('href')).toBe('/no/products/portfolio-optimizer/rebalance');
  });

  it('shows the running sum of the targets and saves them only when they add up to 100 %, by a PUT of every target', async () => {
    const api = openPortfolioArea({
      'PUT /api/portfolio': () => ({
        ...portfolio(),
        positions: portfolio().positions.map((p) => ({ ...p, targetWeight: p.ticker === 'EQNR' ? 60 : 40 })),
      }),
    });
    renderSite('/no/products/portfolio-optimizer');
    await waitFor(() => expect(targetInput('EQNR')).toBeTruthy());
    // The sample's targets leave 10 % as cash: not 100 yet.
    expect(textOf(screen.getByTestId('target-sum'))).toBe('Sum målvekter: 90,00 %');
    expect(buttonNamed('Lagre målvekter').disabled).toBe(true);
    expect(screen.getByText('Målvektene må summere til 100 % før de kan lagres.')).toBeTruthy();

    type(targetInput('EQNR'), '60');
    await waitFor(() => expect(textOf(screen.getByTestId('target-sum'))).toBe('Sum målvekter: 95,00 %'));
    expect(buttonNamed('Lagre målvekter').disabled).toBe(true);
    type(targetInput('DNB'), '40');
    await waitFor(() => expect(textOf(screen.getByTestId('target-sum'))).toBe('Sum målvekter: 100,00 %'));
    expect(buttonNamed('Lagre målvekter').disabled).toBe(false);

    fireEvent.click(buttonNamed('Lagre målvekter'));
    expect(await screen.findByText('Målvektene er lagret.')).toBeTruthy();
    const [put] = api.requestsTo('PUT /api/portfolio');
    expect(put.body).toEqual({
      targets: [
        { ticker: 'EQNR', targetWeight: 60 },
        { ticker: 'DNB', targetWeight: 40 },
      ],
    });
    expect(targetInput('EQNR').value).toBe('60,00');
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    openPortfolioArea({
      'PUT /api/portfolio': reply(400, {
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: PORTFOLIO_MESSAGES.targetDecimals,
          details: {
            errors: [
              { field: 'targets', message: PORTFOLIO_MESSAGES.targetDecimals },
              { field: 'targets', message: PORTFOLIO_MESSAGES.targetRange },
            ],
          },
        },
      }),
    });
    renderSite('/no/products/portfolio-optimizer');
    await waitFor(() => expect(targetInput('EQNR')).toBeTruthy());
    type(targetInput('EQNR'), '65');
    await waitFor(() => expect(buttonNamed('Lagre målvekter').disabled).toBe(false));
    fireEvent.click(buttonNamed('Lagre målvekter'));
    const alert = (await screen.findByText(PORTFOLIO_MESSAGES.targetDecimals)).closest('.ant-alert') as HTMLElement;
    expect(within(alert).getByText(PORTFOLIO_MESSAGES.targetRange)).toBeTruthy();
    expect(targetInput('EQNR').value).toBe('65,00');
    expect(textOf(screen.getByTestId('target-sum'))).toBe('Sum målvekter: 100,00 %');
  });

  it('lists the executed orders, newest first as the server sends them', async () => {
    openPortfolioArea({ 'GET /api/portfolio/orders': { orders: [order(SELL_DNB, 2, -33), order(BUY_EQNR, 1)] } });
    renderSite('/no/products/portfolio-optimizer');
    await waitFor(() => expect(rowOf('Utførte ordrer, nyeste først', '2')).toBeTruthy());
    const rows = screen.getByLabelText('Utførte ordrer, nyeste først').querySelectorAll('tr[data-row-key]');
    expect(Array.from(rows).map((row) => row.getAttribute('data-row-key'))).toEqual(['2', '1']);
    const sale = textOf(rowOf('Utførte ordrer, nyeste først', '2'));
    for (const figure of ['21.11.2026', 'DNB', 'Selg', '5', '200 kr', '1 000 kr', '29 kr', '−33 kr']) expect(sale).toContain(figure);
    expect(textOf(rowOf('Utførte ordrer, nyeste først', '1'))).toContain('Kjøp');
  });

  it('offers a retry when the portfolio cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    openPortfolioArea({ 'GET /api/portfolio': () => (++calls === 1 ? reply(500, null) : portfolio()) });
    renderSite('/no/products/portfolio-optimizer');
    expect(await screen.findByText('Kunne ikke hente porteføljen.')).toBeTruthy();
    fireEvent.click(screen.getByText('Prøv igjen'));
    await waitFor(() => expect(rowOf('Posisjoner', 'EQNR')).toBeTruthy());
  });

  it('leads /products/portfolio to the canonical /products/portfolio-optimizer', async () => {
    openPortfolioArea();
    renderSite('/no/products/portfolio');
    await waitFor(() => expect(location()).toBe('/no/products/portfolio-optimizer'));
    await waitFor(() => expect(rowOf('Posisjoner', 'EQNR')).toBeTruthy());
  });
});
