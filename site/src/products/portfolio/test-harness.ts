import { screen, within } from '@testing-library/react';
import { mockApi, signedInAs } from '../../test/api-mock';
import { OPEN, PORTFOLIO_PRODUCT, portfolio } from './portfolio-fixtures';

type Routes = Parameters<typeof mockApi>[0];

/** A signed-in subscriber of Min Portefølje; the portfolio and an empty order list unless the test says otherwise. */
export function openPortfolioArea(extra: Routes = {}) {
  const { route } = signedInAs();
  return mockApi({
    ...route,
    'GET /api/products/portfolio': { data: PORTFOLIO_PRODUCT },
    'POST /api/product-areas/portfolio/open': OPEN,
    'GET /api/portfolio': portfolio(),
    'GET /api/portfolio/orders': { orders: [] },
    ...extra,
  });
}

// Norwegian numbers group with a no-break space; the page is read here as plain text.
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');
export const textOf = (element: Element | null | undefined) => plain(element?.textContent);
export const location = () => screen.getByTestId('location').textContent ?? '';
export const buttonNamed = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;

/** A table row by its row key inside the labelled table or region. */
export function rowOf(label: string, key: string): HTMLElement {
  const table = screen.getByLabelText(label);
  const row = within(table)
    .getAllByRole('row')
    .find((element) => element.getAttribute('data-row-key') === key);
  if (!row) throw new Error(`no row ${key} in ${label}`);
  return row;
}
