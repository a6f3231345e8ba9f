import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PRODUCT_WIZARD_MESSAGES, productScaffold } from '@platform/shared';
import { goToSite } from '../../utils/site-navigation';
import { HEAVY_TEST_MS, PRODUCTS_URL, serveProducts, serveWrites } from './test/product-fixtures';
import { currentStep, fillBasics, press, previewLines, renderWizard, type } from './test/wizard-fixtures';

vi.mock('../../utils/site-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../utils/site-navigation')>()),
  goToSite: vi.fn(),
}));

const routeRows = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].slice(0, 2).map((cell) => cell.textContent));
const tags = (label: string) =>
  [...(screen.getByLabelText(`Add ${label}`).closest('.ant-flex')?.querySelectorAll('li .ant-tag') ?? [])].map((tag) => tag.textContent);

describe('/products/new, the product wizard', { timeout: HEAVY_TEST_MS }, () => {
  beforeEach(() => {
    vi.mocked(goToSite).mockClear();
    serveProducts();
  });
  afterEach(() => vi.restoreAllMocks());

  it('blocks Next on step 1 with the spec messages under the fields, each cleared when its field is edited', async () => {
    renderWizard();
    await screen.findByLabelText('Produktnavn');
    press('Neste');
    expect(await screen.findByText('Produkt ID er påkrevd')).toBeTruthy();
    expect(screen.getByText('Produktnavn er påkrevd')).toBeTruthy();
    expect(screen.getByText('Beskrivelse er påkrevd')).toBeTruthy();
    expect(currentStep()).toBe('Grunnleggende info');

    type('Beskrivelse', 'Noe');
    expect(screen.queryByText('Beskrivelse er påkrevd')).toBeNull();
    expect(screen.getByText('Produktnavn er påkrevd')).toBeTruthy();

    type('Produkt ID', 'Min App');
    press('Neste');
    expect(await screen.findByText('Produkt ID kan kun inneholde små bokstaver, tall og bindestrek')).toBeTruthy();
    expect(currentStep()).toBe('Grunnleggende info');
    type('Produkt ID', 'min-app');
    type('Produktnavn', 'Min app');
    press('Neste');
    expect(currentStep()).toBe('Funksjoner & Ruter');
    // Back again, and from step 1 back to the list.
    press('Tilbake');
    expect(currentStep()).toBe('Grunnleggende info');
    expect((screen.getByLabelText('Produkt ID') as HTMLInputElement).value).toBe('min-app');
  });

  it('suggests the id from the name until the admin types an id', async () => {
    const { url } = renderWizard();
    await screen.findByLabelText('Produktnavn');
    type('Produktnavn', 'Bruktbil Ålesund');
    expect((screen.getByLabelText('Produkt ID') as HTMLInputElement).value).toBe('bruktbil-alesund');
    type('Produkt ID', 'bil');
    type('Produktnavn', 'Bruktbil Tromsø');
    expect((screen.getByLabelText('Produkt ID') as HTMLInputElement).value).toBe('bil');
    press('Til produktlisten');
    await waitFor(() => expect(url()).toBe('/products'));
  });

  it('fills features and routes from the chosen template, replacing what was there', async () => {
    renderWizard();
    await screen.findByLabelText('Produktnavn');
    fireEvent.click(screen.getByLabelText('CRUD-applikasjon'));
    await fillBasics();
    expect(tags('feature')).toEqual(['Liste', 'Opprett', 'Rediger', 'Slett']);
    expect(routeRows()).toEqual([
      ['/', 'Oversikt'],
      ['/create', 'Create'],
      ['/[id]/edit', 'Edit'],
    ]);

    type('Add feature', 'Import');
    fireEvent.keyDown(screen.getByLabelText('Add feature'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(tags('feature')).toContain('Import');
    press('Tilbake');
    fireEvent.click(screen.getByLabelText('Analysedashbord'));
    press('Neste');
    expect(tags('feature')).toEqual(['Dashboard', 'Rapporter', 'Eksport']);
    expect(routeRows().map(([path]) => path)).toEqual(['/', '/reports', '/export']);
  });

  it('adds tags trimmed and ignores blanks, and a route only with a valid path and a name derived from it', async () => {
    renderWizard();
    await fillBasics();
    const enter = (label: string, value: string) => {
      type(label, value);
      fireEvent.keyDown(screen.getByLabelText(label), { key: 'Enter', code: 'Enter', keyCode: 13 });
    };
    enter('Add tag', '  eiendom  ');
    enter('Add tag', '   ');
    expect(tags('tag')).toEqual(['eiendom']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag: eiendom' }));
    expect(tags('tag')).toEqual([]);

    type('Sti', 'Not a path');
    expect(screen.getByText(PRODUCT_WIZARD_MESSAGES.routePath)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Legg til rute/ })).toHaveProperty('disabled', true);

    type('Sti', '/monthly-reports');
    expect((screen.getByLabelText('Navn') as HTMLInputElement).value).toBe('Monthly reports');
    type('Navn', '');
    expect(screen.getByRole('button', { name: /Legg til rute/ })).toHaveProperty('disabled', true);
    type('Navn', 'Månedsrapporter');
    type('Sti', '/monthly');
    // A name typed by the admin stays when the path changes.
    expect((screen.getByLabelText('Navn') as HTMLInputElement).value).toBe('Månedsrapporter');
    fireEvent.click(screen.getByRole('button', { name: /Legg til rute/ }));
    expect(routeRows()).toEqual([
      ['/', 'Oversikt'],
      ['/monthly', 'Månedsrapporter'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Fjern ruten /monthly' }));
    expect(routeRows()).toEqual([['/', 'Oversikt']]);
  });

  it('puts trial days outside 1-365 back to 30 on leaving the field, and previews the scaffold of productScaffold', async () => {
    renderWizard();
    await screen.findByLabelText('Produktnavn');
    fireEvent.click(screen.getByLabelText('CRUD-applikasjon'));
    await fillBasics();
    press('Neste');
    expect(currentStep()).toBe('Oppsett & Struktur');
    const days = screen.getByLabelText('Dager med prøveperiode') as HTMLInputElement;
    fireEvent.change(days, { target: { value: '400' } });
    fireEvent.blur(days);
    expect(days.value).toBe('30');
    fireEvent.change(days, { target: { value: '45' } });
    fireEvent.blur(days);
    expect(days.value).toBe('45');
    fireEvent.click(screen.getByLabelText('API-endepunkter'));
    press('Neste');

    expect(currentStep()).toBe('Gjennomgang');
    expect(screen.getByText('45 dager')).toBeTruthy();
    const files = productScaffold({
      hasAuth: true,
      routes: [
        { path: '/', name: 'Oversikt' },
        { path: '/create', name: 'Create' },
        { path: '/[id]/edit', name: 'Edit' },
      ],
    });
    expect(files).toEqual([
      'manifest.json',
      'layout.tsx',
      'page.tsx',
      'login/page.tsx',
      'create/page.tsx',
      '[id]/edit/page.tsx',
      'components/index.ts',
    ]);
    expect(previewLines()).toEqual([
      'site/src/products/min-app/',
      'manifest.json',
      'layout.tsx',
      'page.tsx',
      'login/',
      'page.tsx',
      'create/',
      'page.tsx',
      '[id]/',
      'edit/',
      'page.tsx',
      'components/',
      'index.ts',
    ]);
    // Without authentication there is no login page.
    press('Tilbake');
    fireEvent.click(screen.getByLabelText('Autentisering'));
    press('Neste');
    expect(previewLines()).not.toContain('login/');
  });

  it('creates the product, generates its files and goes to the product on the site with the success message', async () => {
    const post = serveWrites('post', (url, body) => (url === PRODUCTS_URL ? body : { filesCreated: ['manifest.json'], written: true }));
    renderWizard();
    await fillBasics();
    press('Neste');
    press('Neste');
    press('Opprett produkt');
    await waitFor(() => expect(goToSite).toHaveBeenCalledWith('/no/products/min-app'));
    expect(await screen.findByText('Product "Min app" created successfully! Files have been generated.')).toBeTruthy();
    expect(post.mock.calls.map(([url]) => url)).toEqual([PRODUCTS_URL, `${PRODUCTS_URL}/generate-files`]);
    const sent = post.mock.calls[0][1] as Record<string, unknown>;
    expect(sent).toMatchObject({
      id: 'min-app',
      name: 'Min app',
      description: 'En app for testing',
      template: 'custom',
      status: 'prototype',
      trial_days: 30,
      hasAuth: true,
    });
    expect(sent).not.toHaveProperty('tags');
    expect(post.mock.calls[1][1]).toEqual({ id: 'min-app' });
  });

  it('shows a refused id (409) on step 1 with the server message, keeping everything typed', async () => {
    const taken = PRODUCT_WIZARD_MESSAGES.idTaken('min-app');
    const post = serveWrites('post', () => ({ reject: { message: taken, statusCode: 409 } }));
    renderWizard();
    await fillBasics();
    type('Add tag', 'eiendom');
    fireEvent.keyDown(screen.getByLabelText('Add tag'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    press('Neste');
    press('Neste');
    press('Opprett produkt');
    expect(await screen.findByText(`Error creating product: ${taken}`)).toBeTruthy();
    expect(currentStep()).toBe('Grunnleggende info');
    const idField = screen.getByLabelText('Produkt ID').closest('.ant-form-item') as HTMLElement;
    expect(within(idField).getByText(taken)).toBeTruthy();
    expect((screen.getByLabelText('Produktnavn') as HTMLInputElement).value).toBe('Min app');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.calls[0][1]).toMatchObject({ tags: ['eiendom'] });
    press('Neste');
    expect(tags('tag')).toEqual(['eiendom']);
    expect(goToSite).not.toHaveBeenCalled();
  });

  it('says the files failed and goes to the product list when generating them is refused', async () => {
    serveWrites('post', (url, body) =>
      url === PRODUCTS_URL ? body : { reject: { message: PRODUCT_WIZARD_MESSAGES.moduleExists('min-app'), statusCode: 409 } },
    );
    const { url } = renderWizard();
    await fillBasics();
    press('Neste');
    press('Neste');
    press('Opprett produkt');
    expect(await screen.findByText(PRODUCT_WIZARD_MESSAGES.filesFailed)).toBeTruthy();
    await waitFor(() => expect(url()).toBe('/products'));
    expect(goToSite).not.toHaveBeenCalled();
  });

  it('still goes to the new product, saying where the scaffold can be downloaded, when the server wrote no files', async () => {
    serveWrites('post', (url, body) => (url === PRODUCTS_URL ? body : { filesCreated: ['manifest.json'], written: false }));
    renderWizard();
    await fillBasics();
    press('Neste');
    press('Neste');
    press('Opprett produkt');
    await waitFor(() => expect(goToSite).toHaveBeenCalledWith('/no/products/min-app'));
    expect(await screen.findByText('Product "Min app" created successfully! Files have been generated.')).toBeTruthy();
    expect(await screen.findByText(/last dem ned med «Last ned kodeskjelett»/)).toBeTruthy();
  });

  it('sends a user at level 4 to the product list', async () => {
    const { url } = renderWizard(4);
    await waitFor(() => expect(url()).toBe('/products'));
    expect(screen.queryByLabelText('Produktnavn')).toBeNull();
  });
});
