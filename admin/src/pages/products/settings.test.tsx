import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosError } from 'axios';
import { PRODUCT_SETTINGS_MESSAGES } from '@platform/shared';
import { toHttpError } from '../../providers/http-client';
import { HEAVY_TEST_MS, button, idea, plan, productUrl, renderSettings, serveProducts, serveWrites, settings } from './test/product-fixtures';

/** The tab panel showing now. */
const activePanel = () => document.querySelector('.ant-tabs-tabpane-active') as HTMLElement;
const openTab = (label: string) => fireEvent.click(screen.getByRole('tab', { name: label }));

/** A 400 as Strapi sends it, through the http client's own translation. */
const strapiRefusal = (errors: Array<{ field: string; message: string }>) => ({
  reject: toHttpError({
    message: 'Request failed with status code 400',
    response: { status: 400, data: { error: { status: 400, message: errors.map((e) => e.message).join(' '), details: { errors } } } },
  } as AxiosError<never>),
});

describe('Product settings', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('loads the product, edits texts per language with live SEO counters and preview, and saves only what changed', async () => {
    serveProducts();
    const put = serveWrites('put', (_url, body) => settings({ ...(body as object), translations: { en: { meta_title: 'Property valuation' } } }));
    const { url } = renderSettings('/products/property');

    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Eiendomsanalyse');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General settings',
      'Prices and plans',
      'Trial period',
      'Marketing',
      'Landing page',
      'SEO',
      'Danger zone',
    ]);
    expect(button('Lagre').disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'Eiendomsanalyse Pro' } });

    openTab('SEO');
    await waitFor(() => expect(url()).toBe('/products/property?tab=seo'));
    const seo = activePanel();
    const preview = within(seo).getByRole('region', { name: 'Search result preview' });
    // No meta title yet: the preview shows the name as typed on the General tab.
    expect(within(preview).getByText('Eiendomsanalyse Pro')).toBeTruthy();

    fireEvent.change(within(seo).getByLabelText('Meta title'), { target: { value: 'Verdivurdering' } });
    expect(within(seo).getByText('14 / 60')).toBeTruthy();
    expect(within(preview).getByText('Verdivurdering')).toBeTruthy();

    // English: the Norwegian text is the placeholder, and the preview follows the language.
    fireEvent.click(within(within(seo).getByRole('radiogroup', { name: 'Språk' })).getByText('English'));
    const english = within(seo).getByLabelText('Meta title (English)') as HTMLInputElement;
    expect(english.value).toBe('Property analysis');
    fireEvent.change(english, { target: { value: '' } });
    expect(english.placeholder).toBe('Verdivurdering');
    fireEvent.change(english, { target: { value: 'Property valuation' } });
    expect(within(preview).getByText('Property valuation')).toBeTruthy();
    expect(within(seo).getByText('18 / 60')).toBeTruthy();

    // A list the product leaves empty says what the landing page shows instead.
    openTab('Landing page');
    fireEvent.click(within(within(activePanel()).getByRole('radiogroup', { name: 'Språk' })).getByText('Norsk'));
    expect(within(activePanel()).getByText("Empty: the landing page shows the product's default list: Automatisk verdivurdering.")).toBeTruthy();

    fireEvent.click(button('Lagre'));
    expect(await screen.findByText(PRODUCT_SETTINGS_MESSAGES.saved)).toBeTruthy();
    expect(put).toHaveBeenCalledTimes(1);
    expect(put.mock.calls[0].slice(0, 2)).toEqual([
      productUrl('property'),
      { name: 'Eiendomsanalyse Pro', meta_title: 'Verdivurdering', translations: { en: { meta_title: 'Property valuation' } } },
    ]);
    await waitFor(() => expect(button('Lagre').disabled).toBe(true));
  });

  it('shows the server’s refusal on its field, opening the field’s tab and language', async () => {
    serveProducts();
    const message = PRODUCT_SETTINGS_MESSAGES.tooLong('Open Graph title', 255);
    serveWrites('put', () => strapiRefusal([{ field: 'translations.en.og_title', message }]));
    const { url } = renderSettings();

    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Eiendom' } });
    fireEvent.click(button('Lagre'));
    expect(await screen.findByText(PRODUCT_SETTINGS_MESSAGES.saveFailed)).toBeTruthy();
    await waitFor(() => expect(url()).toBe('/products/property/settings?tab=seo'));
    const field = within(activePanel()).getByLabelText('Open Graph title (English)').closest('.ant-form-item') as HTMLElement;
    expect(within(field).getByText(message)).toBeTruthy();
  });

  it('links a source idea found by searching (once typing pauses), shown with a way to it', async () => {
    const get = serveProducts({ ideas: () => [idea()] });
    const put = serveWrites('put', (_url, body) =>
      settings({ source_idea_id: 7, source_idea_title: 'Eiendomsdata for meglere', ...(body as object) }),
    );
    renderSettings('/products/property/settings?tab=marketing');

    const search = await screen.findByRole('combobox', { name: 'Search ideas to link' });
    expect(within(activePanel()).getByText('No idea linked.')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'eiendom' } });
    fireEvent.click(await screen.findByTitle('Eiendomsdata for meglere'));
    // One search, for what was typed, through the ideas list: at most five.
    const ideaCalls = get.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/ideas'));
    expect(ideaCalls.map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams))).toEqual([
      { q: 'eiendom', _start: '0', _end: '5', fields: 'list' },
    ]);

    const linked = within(activePanel()).getByText('Eiendomsdata for meglere').closest('.ant-card') as HTMLElement;
    expect(within(linked).getByRole('link', { name: 'View idea' }).getAttribute('href')).toBe('/admin/ideas/7');
    fireEvent.click(button('Lagre'));
    expect(await screen.findByText(PRODUCT_SETTINGS_MESSAGES.saved)).toBeTruthy();
    expect(put.mock.calls[0][1]).toEqual({ source_idea_id: 7 });
  });

  it('saves a plan’s price as soon as it is changed', async () => {
    serveProducts({ plans: () => [plan(), plan({ id: 3, name: 'Premium', tier: 'premium', price_monthly: 999, price_yearly: 9990, order: 3 })] });
    const put = serveWrites('put', (_url, body) => plan(body as object));
    renderSettings('/products/property/settings?tab=plans');

    const monthly = (await screen.findByLabelText('Monthly price, Standard')) as HTMLInputElement;
    expect(monthly.value).toBe('499');
    expect((screen.getByLabelText('Yearly price, Premium') as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('9 990');
    fireEvent.change(monthly, { target: { value: '549' } });
    fireEvent.blur(monthly);
    expect(await screen.findByText(PRODUCT_SETTINGS_MESSAGES.planSaved)).toBeTruthy();
    expect(put.mock.calls[0].slice(0, 2)).toEqual(['/api/admin/products/property/plans/2', { price_monthly: 549 }]);
  });

  it('deletes only when the exact name is typed, then goes back to the list', async () => {
    serveProducts();
    const remove = serveWrites('delete', () => ({ ok: true, message: PRODUCT_SETTINGS_MESSAGES.deleted }));
    const { url } = renderSettings('/products/property/settings?tab=danger');

    fireEvent.click(await within(await screen.findByRole('tabpanel')).findByText('Delete product', { selector: 'button *' }));
    const dialog = (await screen.findByRole('dialog')) as HTMLElement;
    const slett = within(dialog).getByRole('button', { name: 'Slett' }) as HTMLButtonElement;
    const input = within(dialog).getByLabelText(/Skriv produktnavnet «Eiendomsanalyse»/);
    expect(slett.disabled).toBe(true);

    fireEvent.change(input, { target: { value: 'eiendomsanalyse' } });
    expect(within(dialog).getByText(PRODUCT_SETTINGS_MESSAGES.deleteNameMismatch)).toBeTruthy();
    expect(slett.disabled).toBe(true);

    fireEvent.change(input, { target: { value: 'Eiendomsanalyse' } });
    expect(within(dialog).queryByText(PRODUCT_SETTINGS_MESSAGES.deleteNameMismatch)).toBeNull();
    expect(slett.disabled).toBe(false);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(slett);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(remove.mock.calls[0][0]).toBe('/api/admin/products/property?confirmName=Eiendomsanalyse');
    expect(screen.getByText(PRODUCT_SETTINGS_MESSAGES.deleted)).toBeTruthy();
    expect(url()).toBe('/products/property/settings?tab=danger');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(url()).toBe('/products');
  });

  it('says when the product does not exist, with a way back', async () => {
    serveProducts({ one: () => ({ reject: { message: 'Product not found', statusCode: 404 } }) });
    const { url } = renderSettings('/products/nope/settings');
    expect(await screen.findByText(PRODUCT_SETTINGS_MESSAGES.notFound)).toBeTruthy();
    fireEvent.click(button('Tilbake til produkter'));
    await waitFor(() => expect(url()).toBe('/products'));
  });
});
