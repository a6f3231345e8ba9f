import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PROPERTY_ANALYTICS_MESSAGES, type PropertyReportRequest, type ReportSubscription } from '@platform/shared';
import { apiError, mockApi, reply, type ApiRequest } from '../../test/api-mock';
import { ReportsTab } from './reports-tab';
import { catchDownloads, pdf, pick, renderInArea } from './tools-harness';

const REPORTS = 'POST /api/data/property/reports';
const SUBSCRIPTIONS = '/api/data/property/report-subscriptions';

const subscription = (overrides: Partial<ReportSubscription> = {}): ReportSubscription => ({
  id: 7,
  type: 'market-analysis',
  area: 'oslo-frogner',
  compareArea: null,
  sections: [],
  email: 'kari@demo.no',
  frequency: 'monthly',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSentAt: null,
  ...overrides,
});

const openDialog = async (label: string) => {
  fireEvent.click(await screen.findByLabelText(`Lag rapport: ${label}`));
  return screen.findByRole('dialog');
};

describe('property reports tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the six report types, the market analysis marked free', async () => {
    mockApi({ [`GET ${SUBSCRIPTIONS}`]: [] });
    renderInArea(<ReportsTab />);
    for (const label of ['Markedsanalyse', 'Investeringsanalyse', 'Områdesammenligning', 'Prisprognose', 'Utleieavkastning', 'Tilpasset rapport'])
      expect(await screen.findByText(label, { selector: 'h5' })).toBeTruthy();
    expect(within(screen.getByTestId('report-card-market-analysis')).getByText('Gratis')).toBeTruthy();
    expect(within(screen.getByTestId('report-card-investment')).queryByText('Gratis')).toBeNull();
  });

  it('requires a second, different area for a comparison, then downloads the PDF with the choices sent', async () => {
    const saved = catchDownloads();
    const api = mockApi({ [`GET ${SUBSCRIPTIONS}`]: [], [REPORTS]: () => pdf('omradesammenligning-oslo-bergen.pdf') });
    renderInArea(<ReportsTab />);
    const dialog = await openDialog('Områdesammenligning');
    fireEvent.click(within(dialog).getByText('Last ned PDF'));
    expect(await within(dialog).findByText(PROPERTY_ANALYTICS_MESSAGES.compareAreaRequired)).toBeTruthy();

    await pick('Sammenlign med', 'Oslo', dialog);
    fireEvent.click(within(dialog).getByText('Last ned PDF'));
    expect(await within(dialog).findByText(PROPERTY_ANALYTICS_MESSAGES.compareAreaSame)).toBeTruthy();
    expect(api.requestsTo(REPORTS)).toHaveLength(0);

    await pick('Sammenlign med', 'Bergen', dialog);
    fireEvent.click(within(dialog).getByText('Last ned PDF'));
    await waitFor(() => expect(saved).toEqual(['omradesammenligning-oslo-bergen.pdf']));
    const [request] = api.requestsTo(REPORTS);
    expect(request.body).toEqual({ type: 'area-comparison', area: 'oslo', compareArea: 'bergen', locale: 'no' } satisfies PropertyReportRequest);
    expect(request.headers.get('Authorization')).toMatch(/^Bearer test-token-/);
    expect(await screen.findByText('Rapporten er lastet ned')).toBeTruthy();
  });

  it('requires at least one section in a custom report and sends the chosen ones', async () => {
    catchDownloads();
    const api = mockApi({ [`GET ${SUBSCRIPTIONS}`]: [], [REPORTS]: () => pdf('rapport.pdf') });
    renderInArea(<ReportsTab />);
    const dialog = await openDialog('Tilpasset rapport');
    fireEvent.click(within(dialog).getByLabelText('Nøkkeltall'));
    fireEvent.click(within(dialog).getByText('Last ned PDF'));
    expect(await within(dialog).findByText(PROPERTY_ANALYTICS_MESSAGES.sectionsRequired)).toBeTruthy();
    expect(api.requestsTo(REPORTS)).toHaveLength(0);

    fireEvent.click(within(dialog).getByLabelText('Leie og avkastning'));
    fireEvent.click(within(dialog).getByLabelText('Boliger til salgs'));
    await pick('Område', 'Bergen', dialog);
    fireEvent.click(within(dialog).getByText('Last ned PDF'));
    await waitFor(() => expect(api.requestsTo(REPORTS)).toHaveLength(1));
    expect(api.requestsTo(REPORTS)[0].body).toEqual({ type: 'custom', area: 'bergen', sections: ['rental-yield', 'listings'], locale: 'no' });
  });

  it('shows the server’s refusal of a report that needs access, with the way to the plans', async () => {
    catchDownloads();
    mockApi({ [`GET ${SUBSCRIPTIONS}`]: [], [REPORTS]: () => apiError(403, PROPERTY_ANALYTICS_MESSAGES.reportNeedsAccess) });
    const session = renderInArea(<ReportsTab />);
    const dialog = await openDialog('Investeringsanalyse');
    fireEvent.click(within(dialog).getByText('Last ned PDF'));
    expect(await within(dialog).findByText(PROPERTY_ANALYTICS_MESSAGES.reportNeedsAccess)).toBeTruthy();
    expect(within(dialog).getByText('Se priser og planer').closest('a')?.getAttribute('href')).toBe('/no/pricing');
    expect(session.onRefused).not.toHaveBeenCalled();
  });

  it('subscribes with the user’s e-mail by default and says that monthly sending waits for the scheduler', async () => {
    let list: ReportSubscription[] = [];
    const api = mockApi({
      [`GET ${SUBSCRIPTIONS}`]: () => list,
      [`POST ${SUBSCRIPTIONS}`]: (request: ApiRequest) => {
        list = [subscription({ ...(request.body as object), id: 8 })];
        return reply(201, list[0]);
      },
    });
    renderInArea(<ReportsTab />);
    expect(await screen.findByText('Du har ingen rapportabonnementer ennå.')).toBeTruthy();
    expect(screen.getByText(/Den månedlige utsendingen starter når planleggeren for utsendinger er på plass/)).toBeTruthy();
    expect((screen.getByLabelText('E-post') as HTMLInputElement).value).toBe('kari@demo.no');
    expect(screen.getByText('Månedlig')).toBeTruthy();

    await pick('Rapport', 'Prisprognose');
    fireEvent.click(screen.getByText('Abonner', { selector: 'button span' }));
    expect(await screen.findByText('Abonnementet er lagret')).toBeTruthy();
    expect(api.requestsTo(`POST ${SUBSCRIPTIONS}`)[0].body).toEqual({
      type: 'price-prediction',
      area: 'oslo',
      email: 'kari@demo.no',
      frequency: 'monthly',
    });
    const row = (await screen.findByText('kari@demo.no', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Prisprognose')).toBeTruthy();
  });

  it('lists the subscriptions, sends one now with the server’s message, and deletes one only after the confirmation', async () => {
    let list = [
      subscription(),
      subscription({ id: 9, type: 'area-comparison', area: 'oslo', compareArea: 'bergen', lastSentAt: '2026-11-10T08:00:00.000Z' }),
    ];
    const api = mockApi({
      [`GET ${SUBSCRIPTIONS}`]: () => list,
      [`POST ${SUBSCRIPTIONS}/7/send`]: { message: PROPERTY_ANALYTICS_MESSAGES.reportSent('kari@demo.no') },
      [`DELETE ${SUBSCRIPTIONS}/9`]: () => {
        list = list.filter((item) => item.id !== 9);
        return reply(204, null);
      },
    });
    renderInArea(<ReportsTab />);
    const first = (await screen.findByText('Frogner, Oslo')).closest('tr') as HTMLElement;
    expect(within(first).getByText('Ikke sendt ennå')).toBeTruthy();
    expect(screen.getByText('Oslo / Bergen')).toBeTruthy();

    fireEvent.click(within(first).getByText('Send nå'));
    expect(await screen.findByText('Rapporten er sendt til kari@demo.no')).toBeTruthy();
    expect(api.requestsTo(`POST ${SUBSCRIPTIONS}/7/send`)).toHaveLength(1);

    fireEvent.click(screen.getByLabelText('Slett Områdesammenligning Oslo'));
    const confirm = (await screen.findByText('Slette abonnementet?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(confirm).getByText('Avbryt'));
    expect(api.requestsTo(`DELETE ${SUBSCRIPTIONS}/9`)).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('Slett Områdesammenligning Oslo'));
    fireEvent.click(within(confirm).getByText('Slett', { selector: 'button span' }));
    expect(await screen.findByText('Abonnementet er slettet')).toBeTruthy();
    expect(api.requestsTo(`DELETE ${SUBSCRIPTIONS}/9`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Oslo / Bergen')).toBeNull());
  });
});
