import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  PRODUCT_RECORDS_PAGE_SIZE,
  WIZARD_TEMPLATES,
  accessWithoutGrant,
  formatDateTime,
  type ProductApiKey,
  type PublicProductDetail,
} from '@platform/shared';
import { deferred, mockApi, reply, signedInAs, type ApiRequest } from '../../../test/api-mock';
import { productDetail } from '../../../test/product-detail';
import { renderSite } from '../../../test/render';

// An API product made by the wizard: the user's keys, their use, and the docs of its API (its records).
const product = (hasAuth: boolean): PublicProductDetail =>
  productDetail({
    id: 'nokkelbank',
    name: 'Nøkkelbank',
    description: 'Ordre via API.',
    template: 'api-integration',
    hasAuth,
    features: [...WIZARD_TEMPLATES['api-integration'].features],
    routes: [...WIZARD_TEMPLATES['api-integration'].routes],
  });
const KEYS = '/api/product-areas/nokkelbank/api-keys';
const RECORDS = '/api/product-areas/nokkelbank/records';
const FULL_KEY = 'pk_Abc1234XyzQwertyUiopAsdfGhjklZxcvbnm0987654';
const apiKey = (id: number, name: string, lastUsedAt: string | null = null): ProductApiKey => ({
  id,
  name,
  prefix: `pk_${name.slice(0, 3)}${id}xyz`.slice(0, 10),
  createdAt: '2026-03-01T10:00:00.000Z',
  lastUsedAt,
});

function openApiProduct(routes: Record<string, object>, { signedIn = true, hasAuth = true } = {}) {
  const detail = product(hasAuth);
  return mockApi({
    ...(signedIn ? signedInAs().route : {}),
    'GET /api/products/nokkelbank': { data: detail },
    'POST /api/product-areas/nokkelbank/open': { product: accessWithoutGrant('nokkelbank', 'Nøkkelbank', { hasAccess: true }) },
    ...routes,
  });
}

const field = () => screen.getByLabelText('Navn på nøkkelen') as HTMLInputElement;
const validation = (errors: Array<{ field: string; message: string }>) =>
  reply(400, { data: null, error: { status: 400, name: 'ValidationError', message: errors.map((e) => e.message).join(' '), details: { errors } } });

describe('API template pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the user’s API calls, active keys and last key use on the front page, with links to the keys and the docs', async () => {
    openApiProduct({
      [`GET ${KEYS}`]: {
        keys: [apiKey(2, 'Nettbutikk', '2026-03-05T10:00:00.000Z'), apiKey(1, 'Lager', '2026-02-01T08:00:00.000Z')],
        apiCalls: 1234,
      },
    });
    renderSite('/no/products/nokkelbank');
    // The first render loads the area's lazy pages, slow on a busy machine.
    expect(await screen.findByText('API-kall', undefined, { timeout: 10_000 })).toBeTruthy();
    const card = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;
    expect(card('API-kall').textContent).toContain(new Intl.NumberFormat('nb-NO').format(1234));
    expect(card('Aktive nøkler').textContent).toContain('2');
    expect(card('Sist brukt nøkkel').textContent).toContain(formatDateTime('2026-03-05T10:00:00.000Z'));
    expect(screen.getByText('Administrer nøkler').closest('a')?.getAttribute('href')).toBe('/no/products/nokkelbank/keys');
    expect(screen.getByText('Les dokumentasjonen').closest('a')?.getAttribute('href')).toBe('/no/products/nokkelbank/docs');
  });

  it('asks a visitor of a product open to anyone to sign in instead of loading keys', async () => {
    const api = openApiProduct({}, { signedIn: false, hasAuth: false });
    renderSite('/no/products/nokkelbank');
    expect(await screen.findByText('Logg inn for å lage API-nøkler og se bruken din.')).toBeTruthy();
    expect(api.requestsTo(`GET ${KEYS}`)).toHaveLength(0);
  });

  it('creates a key, shows the full key once with a copy button, then lists it by its prefix only', async () => {
    let keys: ProductApiKey[] = [];
    const api = openApiProduct({
      [`GET ${KEYS}`]: () => ({ keys, apiCalls: 0 }),
      [`POST ${KEYS}`]: (request: ApiRequest) => {
        const created = { ...apiKey(5, (request.body as { name: string }).name), prefix: FULL_KEY.slice(0, 10) };
        keys = [created, ...keys];
        return reply(201, { key: FULL_KEY, apiKey: created });
      },
    });
    renderSite('/no/products/nokkelbank/keys');
    expect(await screen.findByText('Ingen API-nøkler ennå. Opprett én for hvert system som skal bruke API-et.')).toBeTruthy();
    fireEvent.change(field(), { target: { value: '  Lagersystem ' } });
    fireEvent.click(screen.getByText('Opprett nøkkel'));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Nøkkelen er opprettet')).toBeTruthy();
    expect(within(dialog).getByText(FULL_KEY)).toBeTruthy();
    expect(within(dialog).getByText('Kopier nøkkelen nå og ta vare på den. Den vises ikke igjen.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /Kopier/ })).toBeTruthy();
    expect(api.requestsTo(`POST ${KEYS}`)[0].body).toEqual({ name: 'Lagersystem' });
    expect(api.requestsTo(`POST ${KEYS}`)[0].headers.get('Authorization')).toMatch(/^Bearer test-token-/);

    const row = (await screen.findByText(`${FULL_KEY.slice(0, 10)}…`)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Lagersystem')).toBeTruthy();
    expect(within(row).getByText('Aldri brukt')).toBeTruthy();
    expect(field().value).toBe('');
    fireEvent.click(within(dialog).getByText('Jeg har kopiert nøkkelen'));
    await waitFor(() => expect(screen.queryByText(FULL_KEY)).toBeNull());
    expect(screen.getByText('1 av 10 nøkler')).toBeTruthy();
  });

  it('revokes a key only after the confirmation', async () => {
    let keys = [apiKey(2, 'Nettbutikk', '2026-03-05T10:00:00.000Z'), apiKey(1, 'Lager')];
    const api = openApiProduct({
      [`GET ${KEYS}`]: () => ({ keys, apiCalls: 3 }),
      [`DELETE ${KEYS}/2`]: () => {
        keys = keys.filter((key) => key.id !== 2);
        return reply(204, null);
      },
    });
    renderSite('/no/products/nokkelbank/keys');
    const used = (await screen.findByText('Nettbutikk')).closest('tr') as HTMLElement;
    expect(within(used).getByText(formatDateTime('2026-03-05T10:00:00.000Z'))).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Trekk tilbake Nettbutikk'));
    const confirm = (await screen.findByText('Trekke tilbake «Nettbutikk»?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(confirm).getByText('Avbryt'));
    expect(api.requestsTo(`DELETE ${KEYS}/2`)).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('Trekk tilbake Nettbutikk'));
    fireEvent.click(within(confirm).getByText('Trekk tilbake', { selector: 'button span' }));
    expect(await screen.findByText('Nøkkelen er trukket tilbake')).toBeTruthy();
    expect(api.requestsTo(`DELETE ${KEYS}/2`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Nettbutikk')).toBeNull());
    expect(screen.getByText('Lager')).toBeTruthy();
  });

  it('shows the rules’ message before sending and the server’s refusal on the field, keeping the name', async () => {
    const api = openApiProduct({
      [`GET ${KEYS}`]: { keys: [], apiCalls: 0 },
      [`POST ${KEYS}`]: () => validation([{ field: 'name', message: 'Navn på nøkkelen kan være høyst 100 tegn' }]),
    });
    renderSite('/no/products/nokkelbank/keys');
    await screen.findByLabelText('Navn på nøkkelen');
    fireEvent.click(screen.getByText('Opprett nøkkel'));
    expect(await screen.findByText('Navn på nøkkelen er påkrevd')).toBeTruthy();
    expect(api.requestsTo(`POST ${KEYS}`)).toHaveLength(0);

    fireEvent.change(field(), { target: { value: 'Lager' } });
    fireEvent.click(screen.getByText('Opprett nøkkel'));
    expect(await screen.findByText('Navn på nøkkelen kan være høyst 100 tegn')).toBeTruthy();
    expect(field().value).toBe('Lager');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows skeletons while loading and the failure with a retry', async () => {
    const answer = deferred<Response>();
    let calls = 0;
    openApiProduct({
      [`GET ${KEYS}`]: () => {
        calls += 1;
        return calls === 1 ? answer.promise : { keys: [apiKey(1, 'Lager')], apiCalls: 0 };
      },
    });
    renderSite('/no/products/nokkelbank/keys');
    await waitFor(() => expect(document.querySelector('.ant-skeleton')).toBeTruthy());
    answer.resolve(reply(500, { data: null, error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' } }));
    expect(await screen.findByText('Kunne ikke hente API-nøklene.')).toBeTruthy();
    fireEvent.click(screen.getByText('Prøv igjen'));
    expect(await screen.findByText('Lager')).toBeTruthy();
  });

  it('documents the product’s address, the key header and each endpoint, and tries the list with the user’s sign-in', async () => {
    const api = openApiProduct({ [`GET ${RECORDS}`]: { records: [], total: 0, page: 1, pageSize: PRODUCT_RECORDS_PAGE_SIZE } });
    renderSite('/no/products/nokkelbank/docs');
    const base = `${window.location.origin}/api/product-areas/nokkelbank`;
    expect((await screen.findByTestId('api-base-url')).textContent).toContain(base);
    expect(screen.getByText('X-Api-Key: pk_DIN_API_NOKKEL')).toBeTruthy();
    for (const path of ['/records?page=1', '/records', '/records/{id}'])
      expect(screen.getAllByText(path, { selector: 'code' }).length).toBeGreaterThan(0);
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) expect(screen.getAllByText(method, { selector: '.ant-tag' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/tekst, høyst 200 tegn/, { selector: 'li' })).toHaveLength(2);
    expect(screen.getByText(new RegExp(`${PRODUCT_RECORDS_PAGE_SIZE} per side`))).toBeTruthy();
    const examples = Array.from(document.querySelectorAll('pre')).map((pre) => pre.textContent ?? '');
    expect(examples).toHaveLength(5);
    expect(examples[1]).toContain(`curl -X POST "${base}/records"`);
    expect(examples.every((example) => example.includes('-H "X-Api-Key: pk_DIN_API_NOKKEL"'))).toBe(true);
    expect(screen.getByText('Opprett en nøkkel').closest('a')?.getAttribute('href')).toBe('/no/products/nokkelbank/keys');

    fireEvent.click(screen.getByText('Prøv'));
    expect((await screen.findByTestId('api-try-answer')).textContent).toContain('"pageSize": 20');
    expect(api.requestsTo(`GET ${RECORDS}`)[0].headers.get('Authorization')).toMatch(/^Bearer test-token-/);
  });
});
