import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithRefine } from '../../../test/render-with-refine';
import { at, serveGets, type Answer } from '../../../test/serve-http';
import { HEALTH_URL, HEAVY_TEST_MS, service } from '../test/overview-fixtures';
import HealthTab from './health-tab';

const NOW = new Date('2026-11-27T11:00:00.000Z');

function renderTab(answer: () => Answer) {
  const get = serveGets(at(HEALTH_URL, answer));
  renderWithRefine(<HealthTab />, { path: '/dashboard', appData: true });
  return get;
}

const cardOf = (name: string) => screen.getByText(name, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
const healthReads = (get: ReturnType<typeof serveGets>) => get.mock.calls.filter(([url]) => url === HEALTH_URL).length;

describe('Systemhelse', { timeout: HEAVY_TEST_MS }, () => {
  // The clock and the minute's interval are the test's; the page's other waits stay real.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows each service’s status, uptime bar, last check and why it is not healthy', async () => {
    renderTab(() => ({
      systemHealth: [
        service(),
        service({
          service: 'mail',
          name: 'E-postserver',
          status: 'degraded',
          uptime: 97.5,
          lastCheck: '2026-11-27T10:00:00.000Z',
          detail: 'Svarte etter 1 400 ms.',
        }),
        service({ service: 'disk', name: 'Diskplass', status: 'down', uptime: null, lastCheck: null, detail: 'Under 2 % ledig.' }),
      ],
    }));
    expect(screen.getByText(/Statusen oppdateres hvert minutt/)).toBeTruthy();

    const database = (await screen.findByText('Database', { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;
    expect(within(database).getByText('I drift').closest('.ant-tag')?.className).toContain('ant-tag-green');
    expect(within(database).getByText('99,90 %')).toBeTruthy();
    expect(within(database).getByText('for 5 minutter siden')).toBeTruthy();
    expect(database.querySelector('.ant-progress-bg')?.getAttribute('style')).toContain('rgb(82, 196, 26)');

    const mail = cardOf('E-postserver');
    expect(within(mail).getByText('Redusert').closest('.ant-tag')?.className).toContain('ant-tag-gold');
    expect(within(mail).getByText('for 1 time siden')).toBeTruthy();
    expect(within(mail).getByText('Svarte etter 1 400 ms.')).toBeTruthy();
    expect(mail.querySelector('.ant-progress-bg')?.getAttribute('style')).toContain('rgb(250, 173, 20)');

    const disk = cardOf('Diskplass');
    expect(within(disk).getByText('Nede').closest('.ant-tag')?.className).toContain('ant-tag-red');
    expect(within(disk).getByText('Ikke sjekket ennå')).toBeTruthy();
    expect(within(disk).getByText('Under 2 % ledig.')).toBeTruthy();
  });

  it('shows the exact time of the last check in a tooltip', async () => {
    renderTab(() => ({ systemHealth: [service()] }));
    fireEvent.mouseEnter(await screen.findByText('for 5 minutter siden'));
    expect(await screen.findByText('27.11.2026, 11:55')).toBeTruthy();
  });

  it('reads the status again every minute', async () => {
    const get = renderTab(() => ({ systemHealth: [service()] }));
    await screen.findByText('Database', { selector: '.ant-card-head-title' });
    expect(healthReads(get)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(healthReads(get)).toBe(2);
  });

  it('says when no service has been checked yet', async () => {
    renderTab(() => ({ systemHealth: [] }));
    expect(await screen.findByText('Ingen tjenester er sjekket ennå')).toBeTruthy();
  });

  it('says the status could not be read, and reads again on retry', async () => {
    let fail = true;
    renderTab(() => (fail ? { reject: { message: 'Server error', statusCode: 500 } } : { systemHealth: [service()] }));
    expect(await screen.findByText('Kunne ikke laste systemstatus', {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByText('Database', { selector: '.ant-card-head-title' })).toBeTruthy();
  });
});
