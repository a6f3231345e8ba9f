import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PRODUCT_RECORDS_PAGE_SIZE, accessWithoutGrant, type ProductRecord, type PublicProductDetail } from '@platform/shared';
import { deferred, mockApi, reply, signedInAs, type ApiRequest } from '../../test/api-mock';
import { productDetail } from '../../test/product-detail';
import { renderSite } from '../../test/render';

// A CRUD product made by the wizard, with its records behind the area's calls.
const CRUD: PublicProductDetail = productDetail({
  id: 'ordrebok',
  name: 'Ordrebok',
  description: 'Ordre og kunder på ett sted.',
  template: 'crud',
  hasAuth: true,
  routes: [
    { path: '/', name: 'Oversikt' },
    { path: '/create', name: 'Ny ordre' },
    { path: '/[id]/edit', name: 'Rediger ordre' },
  ],
});
const RECORDS = '/api/product-areas/ordrebok/records';
const record = (id: number, title: string, updatedAt = '2026-03-05T10:00:00.000Z'): ProductRecord => ({
  id,
  title,
  description: `Om ${title}`,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt,
});
const page = (records: ProductRecord[]) => ({ records, total: records.length, page: 1, pageSize: PRODUCT_RECORDS_PAGE_SIZE });

function openCrud(routes: Record<string, object>) {
  const { route } = signedInAs();
  return mockApi({
    ...route,
    'GET /api/products/ordrebok': { data: CRUD },
    'POST /api/product-areas/ordrebok/open': { product: accessWithoutGrant('ordrebok', 'Ordrebok', { hasAccess: true }) },
    ...routes,
  });
}

const location = () => screen.getByTestId('location').textContent;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const confirmButton = (name: string) => screen.findByText(name, { selector: '.ant-modal-confirm button span' });
const validation = (errors: Array<{ field: string; message: string }>) =>
  reply(400, { data: null, error: { status: 400, name: 'ValidationError', message: errors.map((e) => e.message).join(' '), details: { errors } } });

describe('CRUD template records', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the user’s records with their last change in Norwegian form, an edit link and paging from the server', async () => {
    const api = openCrud({ [`GET ${RECORDS}`]: page([record(7, 'Ordre A'), record(3, 'Ordre B', '2026-01-20T08:00:00.000Z')]) });
    renderSite('/no/products/ordrebok');
    expect(await screen.findByText('Ordre A')).toBeTruthy();
    const row = screen.getByText('Ordre B').closest('tr') as HTMLElement;
    expect(within(row).getByText('20.01.2026')).toBeTruthy();
    expect(screen.getByLabelText('Rediger Ordre A').getAttribute('href')).toBe('/no/products/ordrebok/7/edit');
    expect(screen.getByText('Ny post', { selector: 'a span' }).closest('a')?.getAttribute('href')).toBe('/no/products/ordrebok/create');
    expect(api.requestsTo(`GET ${RECORDS}`)[0].headers.get('Authorization')).toMatch(/^Bearer test-token-/);
  });

  it('shows skeletons while loading, then an empty state with a button to create', async () => {
    const answer = deferred<Response>();
    openCrud({ [`GET ${RECORDS}`]: () => answer.promise });
    renderSite('/no/products/ordrebok');
    await waitFor(() => expect(document.querySelector('.ant-skeleton')).toBeTruthy());
    answer.resolve(reply(200, page([])));
    expect(await screen.findByText('Ingen poster ennå.')).toBeTruthy();
    fireEvent.click(screen.getByText('Ny post'));
    await waitFor(() => expect(location()).toBe('/no/products/ordrebok/create'));
  });

  it('creates a record and goes back to the list with a message', async () => {
    const api = openCrud({
      [`POST ${RECORDS}`]: (request: ApiRequest) => reply(201, { ...record(9, 'x'), ...(request.body as object) }),
      [`GET ${RECORDS}`]: page([record(9, 'Ny kunde')]),
    });
    renderSite('/no/products/ordrebok/create');
    await screen.findByLabelText('Tittel');
    type('Tittel', '  Ny kunde ');
    type('Beskrivelse', 'Ringt i dag');
    fireEvent.click(screen.getByText('Lagre'));
    expect(await screen.findByText('Posten er lagret')).toBeTruthy();
    expect(api.requestsTo(`POST ${RECORDS}`)[0].body).toEqual({ title: 'Ny kunde', description: 'Ringt i dag' });
    await waitFor(() => expect(location()).toBe('/no/products/ordrebok'));
    expect(await screen.findByText('Ny kunde')).toBeTruthy();
  });

  it('shows the rules’ message under the field before sending, and the server’s refusal without losing what was typed', async () => {
    const api = openCrud({
      [`POST ${RECORDS}`]: () => validation([{ field: 'description', message: 'Beskrivelse kan være høyst 5000 tegn' }]),
    });
    renderSite('/no/products/ordrebok/create');
    await screen.findByLabelText('Tittel');
    fireEvent.click(screen.getByText('Lagre'));
    expect(await screen.findByText('Tittel er påkrevd')).toBeTruthy();
    expect(api.requestsTo(`POST ${RECORDS}`)).toHaveLength(0);

    type('Tittel', 'Ordre C');
    type('Beskrivelse', 'Lang tekst');
    fireEvent.click(screen.getByText('Lagre'));
    expect(await screen.findByText('Beskrivelse kan være høyst 5000 tegn')).toBeTruthy();
    expect(field('Tittel').value).toBe('Ordre C');
    expect(field('Beskrivelse').value).toBe('Lang tekst');
    expect(location()).toBe('/no/products/ordrebok/create');
  });

  it('fills the edit form from the server, saves the change and goes back to the list', async () => {
    const api = openCrud({
      [`GET ${RECORDS}/7`]: record(7, 'Ordre A'),
      [`PUT ${RECORDS}/7`]: (request: ApiRequest) => ({ ...record(7, 'x'), ...(request.body as object) }),
      [`GET ${RECORDS}`]: page([record(7, 'Ordre A2')]),
    });
    renderSite('/no/products/ordrebok/7/edit');
    await waitFor(() => expect(field('Tittel').value).toBe('Ordre A'));
    expect(field('Beskrivelse').value).toBe('Om Ordre A');
    type('Tittel', 'Ordre A2');
    fireEvent.click(screen.getByText('Lagre'));
    expect(await screen.findByText('Endringene er lagret')).toBeTruthy();
    expect(api.requestsTo(`PUT ${RECORDS}/7`)[0].body).toEqual({ title: 'Ordre A2', description: 'Om Ordre A' });
    await waitFor(() => expect(location()).toBe('/no/products/ordrebok'));
  });

  it('says so when the record to edit is not found', async () => {
    openCrud({ [`GET ${RECORDS}/8`]: () => reply(404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Fant ikke posten' } }) });
    renderSite('/no/products/ordrebok/8/edit');
    expect(await screen.findByText('Fant ikke posten')).toBeTruthy();
  });

  it('deletes from the list only after the confirmation', async () => {
    let records = [record(7, 'Ordre A'), record(3, 'Ordre B')];
    const api = openCrud({
      [`GET ${RECORDS}`]: () => page(records),
      [`DELETE ${RECORDS}/7`]: () => {
        records = records.filter((one) => one.id !== 7);
        return reply(204, null);
      },
    });
    renderSite('/no/products/ordrebok');
    fireEvent.click(await screen.findByLabelText('Slett Ordre A'));
    expect(await screen.findByText('Slette «Ordre A»?', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    fireEvent.click(await confirmButton('Avbryt'));
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(0));
    expect(api.requestsTo(`DELETE ${RECORDS}/7`)).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('Slett Ordre A'));
    fireEvent.click(await confirmButton('Slett'));
    expect(await screen.findByText('Posten er slettet')).toBeTruthy();
    expect(api.requestsTo(`DELETE ${RECORDS}/7`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Ordre A')).toBeNull());
    expect(screen.getByText('Ordre B')).toBeTruthy();
  });

  it('deletes from the edit page after the confirmation and goes back to the list', async () => {
    const api = openCrud({
      [`GET ${RECORDS}/7`]: record(7, 'Ordre A'),
      [`DELETE ${RECORDS}/7`]: () => reply(204, null),
      [`GET ${RECORDS}`]: page([]),
    });
    renderSite('/no/products/ordrebok/7/edit');
    await waitFor(() => expect(field('Tittel').value).toBe('Ordre A'));
    fireEvent.click(screen.getByText('Slett', { selector: 'form button span' }));
    fireEvent.click(await confirmButton('Slett'));
    expect(await screen.findByText('Posten er slettet')).toBeTruthy();
    expect(api.requestsTo(`DELETE ${RECORDS}/7`)).toHaveLength(1);
    await waitFor(() => expect(location()).toBe('/no/products/ordrebok'));
  });
});
