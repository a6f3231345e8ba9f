import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, type DataApiKeyList, type ProductApiKey } from '@platform/shared';
import { mockApi, reply, type ApiRequest } from '../../test/api-mock';
import { ApiTab } from './api-tab';
import { ApiInfoDialog } from './api-info-dialog';
import { COPIED_FEEDBACK_MS } from '../../components/copy-button';
import { renderInArea } from './tools-harness';

const KEYS = '/api/auth/api-keys';
const FULL_KEY = 'prop_Abc1234XyzQwertyUiopAsdfGhjklZxcvbnm09876';
const apiKey = (id: number, name: string, lastUsedAt: string | null = null): ProductApiKey => ({
  id,
  name,
  prefix: `prop_${id}abcd`,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt,
});
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

describe('property API integration tab', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the keys by their prefix, the user’s calls and hourly limit, and a first call with this site’s address', async () => {
    mockApi({
      [`GET ${KEYS}`]: { keys: [apiKey(2, 'Portal', '2026-11-20T09:30:00.000Z')], apiCalls: 1234, hourlyLimit: 1000 } satisfies DataApiKeyList,
    });
    renderInArea(<ApiTab />);
    const row = (await screen.findByText('Portal')).closest('tr') as HTMLElement;
    expect(within(row).getByText('prop_2abcd…')).toBeTruthy();
    expect(within(row).getByText(formatDateTime('2026-11-20T09:30:00.000Z'))).toBeTruthy();
    expect(plain(screen.getByTestId('api-calls').textContent)).toContain('1 234');
    expect(plain(screen.getByTestId('api-limit').textContent)).toContain('1 000 forespørsler per time');
    expect(screen.getByTestId('api-quick-start').textContent).toContain(`curl "${window.location.origin}/api/public/v1/areas"`);
    expect(screen.getByTestId('api-quick-start').textContent).toContain('-H "x-api-key: prop_DIN_API_NOKKEL"');
    expect(screen.getByText('Les hele API-dokumentasjonen').closest('a')?.getAttribute('href')).toBe('/no/products/api-platform');
  });

  it('says Ubegrenset for a user without an hourly limit', async () => {
    mockApi({ [`GET ${KEYS}`]: { keys: [], apiCalls: 0, hourlyLimit: null } });
    renderInArea(<ApiTab />);
    expect(await screen.findByText('Ingen API-nøkler ennå.')).toBeTruthy();
    expect(screen.getByTestId('api-limit').textContent).toContain('Ubegrenset');
  });

  it('creates a key and shows it once, with copy feedback for two seconds and a warning', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    let keys: ProductApiKey[] = [];
    const api = mockApi({
      [`GET ${KEYS}`]: () => ({ keys, apiCalls: 0, hourlyLimit: 1000 }),
      [`POST ${KEYS}`]: (request: ApiRequest) => {
        const created = { ...apiKey(5, (request.body as { name: string }).name), prefix: FULL_KEY.slice(0, 10) };
        keys = [created];
        return reply(201, { key: FULL_KEY, apiKey: created });
      },
    });
    renderInArea(<ApiTab />);
    fireEvent.click(await screen.findByText('Opprett nøkkel'));
    expect(await screen.findByText('Navn på nøkkelen er påkrevd')).toBeTruthy();
    expect(api.requestsTo(`POST ${KEYS}`)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Navn på nøkkelen'), { target: { value: ' Boligportal ' } });
    fireEvent.click(screen.getByText('Opprett nøkkel'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('created-key').textContent).toBe(FULL_KEY);
    expect(within(dialog).getByText('Kopier nøkkelen nå og ta vare på den. Den vises ikke igjen.')).toBeTruthy();
    expect(api.requestsTo(`POST ${KEYS}`)[0].body).toEqual({ name: 'Boligportal' });
    expect(await screen.findByText(`${FULL_KEY.slice(0, 10)}…`)).toBeTruthy();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => {
      fireEvent.click(within(dialog).getByText('Kopier'));
    });
    expect(writeText).toHaveBeenCalledWith(FULL_KEY);
    expect(within(dialog).getByText('Kopiert!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPIED_FEEDBACK_MS - 100));
    expect(within(dialog).getByText('Kopiert!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(100));
    expect(within(dialog).queryByText('Kopiert!')).toBeNull();
    vi.useRealTimers();

    fireEvent.click(within(dialog).getByText('Jeg har kopiert nøkkelen'));
    await waitFor(() => expect(screen.queryByText(FULL_KEY)).toBeNull());
  });

  it('revokes a key only after the confirmation', async () => {
    let keys = [apiKey(2, 'Portal'), apiKey(1, 'Lager')];
    const api = mockApi({
      [`GET ${KEYS}`]: () => ({ keys, apiCalls: 3, hourlyLimit: 1000 }),
      [`DELETE ${KEYS}/2`]: () => {
        keys = keys.filter((key) => key.id !== 2);
        return reply(204, null);
      },
    });
    renderInArea(<ApiTab />);
    fireEvent.click(await screen.findByLabelText('Trekk tilbake Portal'));
    const confirm = (await screen.findByText('Trekke tilbake «Portal»?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(confirm).getByText('Avbryt'));
    expect(api.requestsTo(`DELETE ${KEYS}/2`)).toHaveLength(0);

    fireEvent.click(screen.getByLabelText('Trekk tilbake Portal'));
    fireEvent.click(within(confirm).getByText('Trekk tilbake', { selector: 'button span' }));
    expect(await screen.findByText('Nøkkelen er trukket tilbake')).toBeTruthy();
    expect(api.requestsTo(`DELETE ${KEYS}/2`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Portal')).toBeNull());
    expect(screen.getByText('Lager')).toBeTruthy();
  });
});

describe('data API info dialog', () => {
  it('tells what the API offers and its limit, with links to the keys tab and the API platform', async () => {
    const onClose = vi.fn();
    renderInArea(<ApiInfoDialog open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/1 000 forespørsler per time for standardplaner, ubegrenset for enterprise/)).toBeTruthy();
    expect(within(dialog).getByText('Lag en API-nøkkel').closest('a')?.getAttribute('href')).toBe('/no/products/property?tab=api');
    expect(within(dialog).getByText('Til API-plattformen').closest('a')?.getAttribute('href')).toBe('/no/products/api-platform');
    fireEvent.click(within(dialog).getByText('Lag en API-nøkkel'));
    expect(screen.getByTestId('location').textContent).toBe('/no/products/property?tab=api');
    expect(onClose).toHaveBeenCalled();
  });
});
