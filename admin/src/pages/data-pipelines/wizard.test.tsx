import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { PIPELINE_MESSAGES } from '@platform/shared';
import { HEAVY_TEST_MS, button, currentStep, press, renderCreate, type, valueOf } from './test/pipeline-fixtures';

const checked = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).checked;

async function toStep(title: string) {
  await screen.findByLabelText('Name');
  type('Name', 'Car prices');
  press('Next');
  if (title === 'Pipeline Steps') return;
  press('Add API Connector');
  press('Next');
  if (title === 'Resources') return;
  press('Next');
}

describe('/data-pipelines/new, the pipeline wizard', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('holds Next on Basic Info until there is a name, and on Pipeline Steps until there is a step', async () => {
    renderCreate();
    expect(await screen.findByRole('heading', { name: 'Create New Pipeline' })).toBeTruthy();
    expect(currentStep()).toBe('Basic Info');
    expect(button('Next').disabled).toBe(true);
    type('Name', '   ');
    expect(button('Next').disabled).toBe(true);
    type('Name', 'Car prices');
    press('Next');
    expect(currentStep()).toBe('Pipeline Steps');
    expect(button('Next').disabled).toBe(true);
    press('Add API Connector');
    expect(button('Next').disabled).toBe(false);
    press('Back');
    expect(valueOf('Name')).toBe('Car prices');
  });

  it('names a new step after its type, and shows each type’s hint and form', async () => {
    renderCreate();
    await toStep('Pipeline Steps');
    press('Add API Connector');
    press('Add Transform');
    expect(valueOf('Step 1 name')).toBe('API Connector Step');
    expect(valueOf('Step 2 name')).toBe('Transform Step');
    const first = screen.getByLabelText('Step 1');
    expect(within(first).getByText(/GET a JSON URL/)).toBeTruthy();
    expect(within(first).getByLabelText('Records path')).toBeTruthy();
    // A secret header's value is a password input.
    fireEvent.click(within(first).getByRole('button', { name: /Add header/ }));
    expect((within(first).getByLabelText('Header value 1') as HTMLInputElement).type).toBe('text');
    fireEvent.click(within(first).getByRole('switch', { name: 'Secret 1' }));
    expect((within(first).getByLabelText('Header value 1') as HTMLInputElement).type).toBe('password');
    // Reordering.
    press('Move step 2 up');
    expect(valueOf('Step 1 name')).toBe('Transform Step');
    press('Remove step 1');
    expect(valueOf('Step 1 name')).toBe('API Connector Step');
  });

  it('derives the repository name from its URL until one is typed, with branch main and one primary', async () => {
    renderCreate();
    await toStep('Resources');
    press('Add repository');
    type('Repository URL 1', 'https://github.com/acme/car-scraper.git');
    expect(valueOf('Repository name 1')).toBe('acme/car-scraper');
    expect(valueOf('Branch 1')).toBe('main');
    type('Repository name 1', 'scraper');
    type('Repository URL 1', 'https://github.com/acme/other');
    expect(valueOf('Repository name 1')).toBe('scraper');

    press('Add repository');
    expect(checked('Primary repository 1')).toBe(true);
    expect(checked('Primary repository 2')).toBe(false);
    fireEvent.click(screen.getByLabelText('Primary repository 2'));
    expect(checked('Primary repository 1')).toBe(false);
    expect(checked('Primary repository 2')).toBe(true);
    press('Remove repository 2');
    expect(checked('Primary repository 1')).toBe(true);

    press('Add notebook');
    press('Add notebook');
    expect(checked('Primary notebook 1')).toBe(true);
    expect(valueOf('Execution order 2')).toBe('1');
  });

  it('starts with the schedule off (manual runs), then an interval of 1h, or a cron expression checked as typed', async () => {
    renderCreate();
    await toStep('Schedule');
    expect(currentStep()).toBe('Schedule');
    expect(screen.getByRole('switch', { name: 'Run on a schedule' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Manual execution only')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Run on a schedule' }));
    expect(screen.getByLabelText('Run every', { selector: 'input' }).closest('.ant-select')!.textContent).toBe('1h');
    // A batch pipeline on a schedule: the server's rule, said before sending.
    expect(screen.getByText(PIPELINE_MESSAGES.scheduleOnlyScheduled)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Cron'));
    expect((screen.getByLabelText('Cron expression') as HTMLInputElement).placeholder).toBe('0 */6 * * *');
    type('Cron expression', '0 */6 * *');
    expect(screen.getByText(PIPELINE_MESSAGES.cronFields)).toBeTruthy();
    type('Cron expression', '0 */6 * * *');
    expect(screen.queryByText(PIPELINE_MESSAGES.cronFields)).toBeNull();
  });
});
