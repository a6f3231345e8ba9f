import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { currentUrl, renderWithRefine } from '../../../test/render-with-refine';
import { HEAVY_TEST_MS, product } from '../test/overview-fixtures';
import ProductsTab from './products-tab';

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('Produktoversikt', { timeout: HEAVY_TEST_MS }, () => {
  it('shows each product’s users, visitors, uptime, p95 response time and status chip', () => {
    renderWithRefine(
      <ProductsTab
        loading={false}
        products={[product(), product({ id: 'regnskap', name: 'Regnskap', uptime: null, responseTime: null, status: 'degraded', users: 0 })]}
      />,
      { path: '/dashboard' },
    );
    const budsjett = rowOf('Budsjett');
    expect(within(budsjett).getByText('1 234')).toBeTruthy();
    expect(within(budsjett).getByText('5 678')).toBeTruthy();
    expect(within(budsjett).getByText('99,95 %')).toBeTruthy();
    expect(within(budsjett).getByText('245 ms')).toBeTruthy();
    expect(within(budsjett).getByText('I drift').closest('.ant-tag')?.className).toContain('ant-tag-green');

    const regnskap = rowOf('Regnskap');
    expect(within(regnskap).getAllByText('–')).toHaveLength(2);
    expect(within(regnskap).getByText('Redusert').closest('.ant-tag')?.className).toContain('ant-tag-gold');
  });

  it('explains in the column title’s tooltip that the response time is the p95', async () => {
    renderWithRefine(<ProductsTab loading={false} products={[product()]} />, { path: '/dashboard' });
    fireEvent.mouseEnter(screen.getAllByText('Responstid (p95)')[0]);
    expect(await screen.findByText('95-persentilen av produktets API-kall de siste 24 timene')).toBeTruthy();
  });

  it('colours a product that is down red', () => {
    renderWithRefine(<ProductsTab loading={false} products={[product({ status: 'down' })]} />, { path: '/dashboard' });
    expect(screen.getByText('Nede').closest('.ant-tag')?.className).toContain('ant-tag-red');
  });

  it('offers the product page, its settings, logs, analyses and access in each row’s menu', async () => {
    renderWithRefine(<ProductsTab loading={false} products={[product()]} />, { path: '/dashboard' });
    fireEvent.click(screen.getByRole('button', { name: 'Handlinger for Budsjett' }));
    const link = async (name: string) => (await screen.findByRole('link', { name })).getAttribute('href');
    // The site's own page, outside the admin app: a plain link, loaded in full.
    expect(await link('Åpne produkt')).toBe('/products/budsjett');
    expect(await link('Innstillinger')).toBe('/products/budsjett');
    expect(await link('Se logger')).toBe('/logs?productId=budsjett');
    expect(await link('Se analyser')).toBe('/dashboard?tab=analytics&productId=budsjett');
    expect(await link('Administrer tilgang')).toBe('/users?product=budsjett');
  });

  it('goes to the product’s analyses in the app', async () => {
    const { getByTestId } = renderWithRefine(<ProductsTab loading={false} products={[product()]} />, { path: '/dashboard' });
    fireEvent.click(screen.getByRole('button', { name: 'Handlinger for Budsjett' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Se analyser' }));
    expect(currentUrl(getByTestId)).toBe('/dashboard?tab=analytics&productId=budsjett');
  });

  it('says when there are no products', () => {
    renderWithRefine(<ProductsTab loading={false} products={[]} />, { path: '/dashboard' });
    expect(screen.getByText('Ingen produkter ennå')).toBeTruthy();
  });
});
