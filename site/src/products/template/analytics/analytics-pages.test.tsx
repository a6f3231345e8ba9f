import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  accessWithoutGrant,
  computeReport,
  parseDatasetCsv,
  summarizeDataset,
  type DatasetSummary,
  type ParsedDataset,
  type PublicProductDetail,
} from '@platform/shared';
import { apiError, mockApi, reply, signedInAs, type ApiRequest } from '../../../test/api-mock';
import { productDetail } from '../../../test/product-detail';
import { renderSite } from '../../../test/render';

// An analytics dashboard made by the wizard, the user's dataset behind the area's calls.
const DASHBOARD: PublicProductDetail = productDetail({
  id: 'salgstall',
  name: 'Salgstall',
  description: 'Salget per region.',
  features: ['Dashboard', 'Rapporter', 'Eksport'],
  template: 'analytics-dashboard',
  hasAuth: true,
  routes: [
    { path: '/', name: 'Oversikt' },
    { path: '/reports', name: 'Rapporter' },
    { path: '/export', name: 'Eksport' },
  ],
});
const DATASET = '/api/product-areas/salgstall/dataset';
const CSV = 'Region;Dato;Beløp\nOslo;05.03.2026;1 234,5\nBergen;2026-03-20;100\nOslo;2026-04-01;-34,5\nTromsø;01.04.2026;50';

function dataset(): ParsedDataset {
  const parsed = parseDatasetCsv(CSV);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.dataset;
}
const summary = (): DatasetSummary => summarizeDataset(dataset(), 'salg.csv', '2026-03-05T10:00:00.000Z');

function openDashboard(routes: Record<string, object>) {
  const { route } = signedInAs();
  return mockApi({
    ...route,
    'GET /api/products/salgstall': { data: DASHBOARD },
    'POST /api/product-areas/salgstall/open': { product: accessWithoutGrant('salgstall', 'Salgstall', { hasAccess: true }) },
    ...routes,
  });
}

const notUploaded = () => apiError(404, 'Du har ikke lastet opp data ennå');
const kpi = (title: string) => screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic') as HTMLElement;
const confirmButton = (name: string) => screen.findByText(name, { selector: '.ant-modal-confirm button span' });
// The first render of a page (antd in jsdom, lazy chunks) can take seconds on a busy machine.
const FIRST = { timeout: 8000 };
const requestedUrls = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map(([input]) => String(input));

async function pasteCsv(text: string) {
  fireEvent.click(await screen.findByText('Lim inn CSV', {}, FIRST));
  fireEvent.change(await screen.findByLabelText('CSV-tekst'), { target: { value: text } });
  fireEvent.click(screen.getByText('Analyser teksten'));
}

describe('analytics dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the upload with the format explained before any data, and the key figures after pasted CSV', async () => {
    const api = openDashboard({
      [`GET ${DATASET}`]: notUploaded,
      [`PUT ${DATASET}`]: (request: ApiRequest) => ({ ...summary(), fileName: (request.body as { fileName: string }).fileName }),
    });
    renderSite('/no/products/salgstall');
    expect(await screen.findByText('Du har ikke lastet opp data ennå', {}, FIRST)).toBeTruthy();
    expect(screen.getByText(/komma eller semikolon mellom feltene/)).toBeTruthy();
    expect(screen.getByText('Slipp en CSV-fil her, eller klikk for å velge')).toBeTruthy();

    await pasteCsv(CSV);
    expect(await screen.findByText('«innlimt.csv» er lastet opp')).toBeTruthy();
    expect(api.requestsTo(`PUT ${DATASET}`)[0].body).toEqual({ fileName: 'innlimt.csv', csv: CSV });
    // Numbers in Norwegian form (the matcher reads the no-break space between thousands as a space).
    expect(within(kpi('Rader')).getByText('4')).toBeTruthy();
    expect(within(kpi('Kolonner')).getByText('3')).toBeTruthy();
    expect(within(kpi('Sum Beløp')).getByText('1 350')).toBeTruthy();
    expect(within(kpi('Gjennomsnitt Beløp')).getByText('337,5')).toBeTruthy();
    // The column table and the first rows, in Norwegian form.
    const dateRow = screen.getAllByText('Dato', { selector: 'td' })[0].closest('tr') as HTMLElement;
    expect(within(dateRow).getByText('05.03.2026 – 01.04.2026 · 3 ulike verdier')).toBeTruthy();
    expect(screen.getByText('De første 4 av 4 radene')).toBeTruthy();
    expect(screen.getByText('1 234,5', { selector: 'td' })).toBeTruthy();
  });

  it('shows the server’s refusal naming the row, and keeps the pasted text', async () => {
    openDashboard({
      [`GET ${DATASET}`]: notUploaded,
      [`PUT ${DATASET}`]: () =>
        reply(400, { data: null, error: { status: 400, name: 'ValidationError', message: 'Rad 3 har 4 felt, overskriften har 3' } }),
    });
    renderSite('/no/products/salgstall');
    await pasteCsv('a,b,c\n1,2,3\n1,2,3,4');
    expect(await screen.findByText('Rad 3 har 4 felt, overskriften har 3')).toBeTruthy();
    expect(screen.getByText('Kunne ikke laste opp filen.')).toBeTruthy();
    expect((screen.getByLabelText('CSV-tekst') as HTMLTextAreaElement).value).toBe('a,b,c\n1,2,3\n1,2,3,4');
  });

  it('asks a visitor of a product open to anyone to sign in first', async () => {
    const open = { ...DASHBOARD, hasAuth: false };
    const api = mockApi({
      'GET /api/products/salgstall': { data: open },
      'POST /api/product-areas/salgstall/open': { product: accessWithoutGrant('salgstall', 'Salgstall', { hasAccess: true }) },
    });
    renderSite('/no/products/salgstall');
    expect(await screen.findByText('Logg inn for å laste opp og analysere dine egne data.', {}, FIRST)).toBeTruthy();
    expect(api.requestsTo(`GET ${DATASET}`)).toHaveLength(0);
  });

  it('deletes the data only after the confirmation, then shows the upload again', async () => {
    let stored: DatasetSummary | null = summary();
    const api = openDashboard({
      [`GET ${DATASET}`]: () => stored ?? notUploaded(),
      [`DELETE ${DATASET}`]: () => {
        stored = null;
        return reply(204, null);
      },
    });
    renderSite('/no/products/salgstall');
    fireEvent.click(await screen.findByText('Slett data', {}, FIRST));
    expect(await screen.findByText('Slette dataene?', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    fireEvent.click(await confirmButton('Avbryt'));
    await waitFor(() => expect(document.querySelectorAll('.ant-modal-confirm')).toHaveLength(0));
    expect(api.requestsTo(`DELETE ${DATASET}`)).toHaveLength(0);

    fireEvent.click(screen.getByText('Slett data'));
    fireEvent.click(await confirmButton('Slett'));
    expect(await screen.findByText('Dataene er slettet')).toBeTruthy();
    expect(api.requestsTo(`DELETE ${DATASET}`)).toHaveLength(1);
    expect(await screen.findByText('Du har ikke lastet opp data ennå')).toBeTruthy();
  });

  it('asks before replacing the data with a new file', async () => {
    openDashboard({ [`GET ${DATASET}`]: summary() });
    renderSite('/no/products/salgstall');
    fireEvent.click(await screen.findByText('Last opp ny fil', {}, FIRST));
    expect(await screen.findByText('Erstatte datasettet?', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    fireEvent.click(await confirmButton('Velg ny fil'));
    expect(await screen.findByText('Slipp en CSV-fil her, eller klikk for å velge')).toBeTruthy();
  });
});

describe('analytics reports', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes its choices from the address and shows the server’s rows in the table', async () => {
    const api = openDashboard({
      [`GET ${DATASET}`]: summary(),
      [`GET ${DATASET}/report`]: computeReport(dataset(), { groupBy: 'Region', measure: 'sum', value: 'Beløp' }),
    });
    renderSite('/no/products/salgstall/reports?groupBy=Region&measure=sum&value=Bel%C3%B8p');
    const table = (await screen.findByRole('table', { name: 'Sum (Beløp) per Region' }, FIRST)) as HTMLElement;
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Region', 'Sum (Beløp)', 'Rader'],
      ['Oslo', '1\u00a0200', '2'],
      ['Bergen', '100', '1'],
      ['Tromsø', '50', '1'],
    ]);
    expect(requestedUrls(api.fetchMock)).toContain(`${DATASET}/report?groupBy=Region&measure=sum&value=Bel%C3%B8p`);
    expect(screen.getByText('Eksporter rapporten').closest('a')?.getAttribute('href')).toBe(
      '/no/products/salgstall/export?groupBy=Region&measure=sum&value=Bel%C3%B8p',
    );
  });

  it('asks the server again when a choice changes, and keeps it in the address', async () => {
    const api = openDashboard({
      [`GET ${DATASET}`]: summary(),
      [`GET ${DATASET}/report`]: computeReport(dataset(), { groupBy: 'Dato', measure: 'count', value: null }),
    });
    renderSite('/no/products/salgstall/reports');
    // Without choices: the first text or date column, counted.
    await waitFor(() => expect(requestedUrls(api.fetchMock)).toContain(`${DATASET}/report?groupBy=Region&measure=count`), FIRST);
    expect(screen.queryByLabelText('Verdi')).toBeNull();

    fireEvent.mouseDown(screen.getByLabelText('Grupper etter'));
    fireEvent.click(await screen.findByText('Dato (Dato)', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/no/products/salgstall/reports?groupBy=Dato&measure=count'));
    expect(requestedUrls(api.fetchMock)).toContain(`${DATASET}/report?groupBy=Dato&measure=count`);
    // Months in calendar order, as MM.YYYY.
    const table = (await screen.findByRole('table', { name: 'Antall per Dato' })) as HTMLElement;
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.querySelector('td')?.textContent ?? null),
    ).toEqual([null, '03.2026', '04.2026']);

    fireEvent.mouseDown(screen.getByLabelText('Mål'));
    fireEvent.click(await screen.findByText('Maksimum', { selector: '.ant-select-item-option-content' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/no/products/salgstall/reports?groupBy=Dato&measure=max&value=Bel%C3%B8p'),
    );
    expect(screen.getByLabelText('Verdi')).toBeTruthy();
  });

  it('shows the server’s refusal of a report', async () => {
    openDashboard({
      [`GET ${DATASET}`]: summary(),
      [`GET ${DATASET}/report`]: () => apiError(400, 'Kolonnen «Region» er ikke en tallkolonne'),
    });
    // The query cache logs the failure.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSite('/no/products/salgstall/reports');
    expect(await screen.findByText('Kolonnen «Region» er ikke en tallkolonne', {}, FIRST)).toBeTruthy();
  });

  it('sends a user without data to the front page', async () => {
    openDashboard({ [`GET ${DATASET}`]: notUploaded });
    renderSite('/no/products/salgstall/reports');
    expect(await screen.findByText('Last opp data på produktets forside først.', {}, FIRST)).toBeTruthy();
    expect(screen.getByText('Til forsiden').closest('a')?.getAttribute('href')).toBe('/no/products/salgstall');
  });
});

describe('analytics export', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('downloads the whole dataset and the report with the bearer token, under the server’s file name', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      vi.restoreAllMocks();
    });
    const file = (name: string) => () =>
      new Response('Region,Antall\nOslo,2\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="${name}"` },
      });
    const api = openDashboard({ [`GET ${DATASET}`]: summary(), [`GET ${DATASET}/export`]: file('salg.csv') });
    renderSite('/no/products/salgstall/export?groupBy=Region&measure=count');
    expect(await screen.findByText('Alle 4 rader og 3 kolonner, slik de er lagret.', {}, FIRST)).toBeTruthy();

    const [datasetCsv, reportCsv] = screen.getAllByText('Last ned CSV');
    fireEvent.click(datasetCsv);
    await waitFor(() => expect(saved).toEqual(['salg.csv']));
    fireEvent.click(reportCsv);
    await waitFor(() => expect(saved).toHaveLength(2));
    const exports = requestedUrls(api.fetchMock).filter((url) => url.startsWith(`${DATASET}/export`));
    expect(exports).toEqual([`${DATASET}/export?format=csv`, `${DATASET}/export?groupBy=Region&measure=count&format=csv`]);
    expect(api.requestsTo(`GET ${DATASET}/export`)[0].headers.get('Authorization')).toMatch(/^Bearer test-token-/);
  });
});
