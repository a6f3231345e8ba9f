import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MARKET_MESSAGES, type MarketSubscriptionAnswer } from '@platform/shared';
import { apiError, deferred, mockApi, reply } from '../../test/api-mock';
import { dataAreaUser, marketData, queriesTo } from '../../test/market-data';
import { renderSite } from '../../test/render';

const SIMPLE = 'GET /api/market-intelligence/simple';
const EXPORT = 'GET /api/market-intelligence/export';
const SUBSCRIBE = 'POST /api/market-intelligence/subscriptions';
const PAGE = '/no/products/market-intelligence';

const subscribed = (email: string, mailSent = true, message: string = MARKET_MESSAGES.subscribed): MarketSubscriptionAnswer => ({
  subscribed: true,
  email,
  mailSent,
  message,
});

const file = (name: string, type: string) =>
  new Response(new Blob(['%PDF-1.7'], { type }), {
    status: 200,
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
  });

async function openPage(extra: Record<string, unknown> = {}, path = PAGE) {
  const { routes, user } = dataAreaUser();
  const api = mockApi({ ...routes, [SIMPLE]: marketData(), ...extra });
  renderSite(path);
  await screen.findByText(/Oppdatert|Updated/);
  return { api, user };
}

describe('Market Intelligence downloads', () => {
  // jsdom cannot save files: the browser's side of a download is recorded instead.
  const saved: string[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  beforeEach(() => {
    saved.length = 0;
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:market'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('asks the server for the PDF and the Excel file in the page’s language, the button busy while the file is made', async () => {
    const pdf = deferred<Response>();
    const { api } = await openPage({
      [EXPORT]: ({ path }: { path: string }) => {
        const format = queriesTo(api.fetchMock, path).at(-1)?.get('format');
        return format === 'pdf'
          ? pdf.promise
          : file('markedsinnsikt-2026-11-26.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      },
    });

    const pdfButton = screen.getByRole('button', { name: 'Last ned PDF' });
    fireEvent.click(pdfButton);
    await waitFor(() => expect(pdfButton.classList.contains('ant-btn-loading')).toBe(true));
    pdf.resolve(file('markedsinnsikt-2026-11-26.pdf', 'application/pdf'));
    await waitFor(() => expect(saved).toEqual(['markedsinnsikt-2026-11-26.pdf']));
    await waitFor(() => expect(pdfButton.classList.contains('ant-btn-loading')).toBe(false));

    fireEvent.click(screen.getByRole('button', { name: 'Last ned Excel' }));
    await waitFor(() => expect(saved).toEqual(['markedsinnsikt-2026-11-26.pdf', 'markedsinnsikt-2026-11-26.xlsx']));
    expect(queriesTo(api.fetchMock, '/api/market-intelligence/export').map((query) => query.toString())).toEqual([
      'format=pdf&days=30&locale=no',
      'format=xlsx&days=30&locale=no',
    ]);
    expect(api.requestsTo(EXPORT)[0].headers.get('Authorization')).toMatch(/^Bearer test-token-/);
  });

  it('says why a file could not be made', async () => {
    await openPage({ [EXPORT]: apiError(500, 'PDF-en kunne ikke lages.') }, '/en/products/market-intelligence');
    fireEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    expect(await screen.findByText('Could not make the file: PDF-en kunne ikke lages.')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});

describe('Market Intelligence e-mail subscription', () => {
  afterEach(() => vi.unstubAllGlobals());

  const dialog = () => screen.findByRole('dialog', { name: 'Abonner på markedsrapporten' });
  const emailField = () => within(screen.getByRole('dialog')).getByLabelText('E-post') as HTMLInputElement;

  it('opens with the user’s e-mail, sends it with the page’s language, closes and shows the server’s message', async () => {
    const { api } = await openPage({ [SUBSCRIBE]: ({ body }: { body: { email: string } }) => reply(201, subscribed(body.email)) });
    fireEvent.click(screen.getByRole('button', { name: 'Abonner på e-post' }));
    await dialog();
    expect(emailField().value).toBe('kari@demo.no');

    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Abonner' }));
    expect(await screen.findByText(MARKET_MESSAGES.subscribed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requestsTo(SUBSCRIBE).map((request) => request.body)).toEqual([{ email: 'kari@demo.no', locale: 'no' }]);
  });

  it('checks the address before sending', async () => {
    const { api } = await openPage({ [SUBSCRIBE]: () => reply(201, subscribed('x')) });
    fireEvent.click(screen.getByRole('button', { name: 'Abonner på e-post' }));
    await dialog();
    fireEvent.change(emailField(), { target: { value: 'kari@demo' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Abonner' }));
    expect(await within(screen.getByRole('dialog')).findByText(MARKET_MESSAGES.invalidEmail)).toBeTruthy();
    expect(api.requestsTo(SUBSCRIBE)).toHaveLength(0);
  });

  it('shows the server’s refusal in the open dialog and keeps what was typed', async () => {
    const { api } = await openPage({ [SUBSCRIBE]: apiError(429, MARKET_MESSAGES.rateLimited) });
    fireEvent.click(screen.getByRole('button', { name: 'Abonner på e-post' }));
    await dialog();
    fireEvent.change(emailField(), { target: { value: 'ola@demo.no' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Abonner' }));

    expect(await within(screen.getByRole('dialog')).findByText(MARKET_MESSAGES.rateLimited)).toBeTruthy();
    expect(emailField().value).toBe('ola@demo.no');
    expect(api.requestsTo(SUBSCRIBE).map((request) => request.body)).toEqual([{ email: 'ola@demo.no', locale: 'no' }]);
  });

  it('in English: the server’s Norwegian answers are shown in English, a confirmation that could not be sent as a warning', async () => {
    await openPage({ [SUBSCRIBE]: reply(201, subscribed('kari@demo.no', false, MARKET_MESSAGES.mailFailed)) }, '/en/products/market-intelligence');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe by e-mail' }));
    const open = await screen.findByRole('dialog', { name: 'Subscribe to the market report' });
    fireEvent.click(within(open).getByRole('button', { name: 'Subscribe' }));
    const notice = await screen.findByText('The subscription is registered, but the confirmation could not be sent now. Please try again later.');
    expect(notice.closest('.ant-alert-warning')).toBeTruthy();
  });
});
