import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithRefine } from '../../../test/render-with-refine';
import { httpClient } from '../../../providers/http-client';
import { PlanImportDialog } from './plan-import-dialog';
import { savedPlan, splitUrl } from './test/plan-fixtures';

function renderDialog() {
  const onImported = vi.fn();
  const onClose = vi.fn();
  renderWithRefine(<PlanImportDialog open company="aeda" onClose={onClose} onImported={onImported} />, { appData: true });
  return { onImported, onClose };
}

const goal = { text: 'Lansere MVP', metric: 'Kunder', target: '100', timeline: '0-6 months' };
const base = {
  vision: 'Norges smarteste boligplattform',
  shortTermGoals: [goal],
  midTermGoals: [],
  longTermGoals: [],
  competitiveAdvantages: [],
  dataMoatStrategy: { collectionSources: [], networkEffects: [] },
};

async function importText(text: string) {
  fireEvent.change(await screen.findByLabelText('Strategic plan JSON'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
}

describe('Import Strategic Plan dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['{"vision": "cut off', 'Invalid JSON format. Please check your syntax.'],
    ['[1, 2]', 'Invalid JSON structure'],
    [JSON.stringify({ ...base, vision: 42 }), 'Missing or invalid vision field'],
    [JSON.stringify({ ...base, midTermGoals: 'soon' }), 'Goals and advantages must be arrays'],
    [JSON.stringify({ ...base, dataMoatStrategy: [] }), 'Missing or invalid data moat strategy'],
    [JSON.stringify({ ...base, shortTermGoals: [{ text: 'No details' }] }), 'shortTermGoals[0] must have metric, target, and timeline fields'],
    [JSON.stringify({ ...base, longTermGoals: [goal, { ...goal, target: '' }] }), 'longTermGoals[1] must have metric, target, and timeline fields'],
    [
      JSON.stringify({ ...base, competitiveAdvantages: [{ title: 'Data', type: 'strength' }] }),
      'competitiveAdvantages[0] must have type and description fields',
    ],
  ])('shows the rule a broken plan fails, word for word, and saves nothing: %s', async (text, expected) => {
    const post = vi.spyOn(httpClient, 'post');
    renderDialog();
    await importText(text);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(expected);
    expect(post).not.toHaveBeenCalled();
  });

  it('clears the message when the text changes', async () => {
    renderDialog();
    await importText('not json');
    expect(await screen.findByText('Invalid JSON format. Please check your syntax.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Strategic plan JSON'), { target: { value: '{' } });
    expect(screen.queryByText('Invalid JSON format. Please check your syntax.')).toBeNull();
  });

  it("saves a valid plan for the company with the import rules and hands on the server's copy", async () => {
    const stored = savedPlan();
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: { company: 'aeda', plan: stored } });
    const { onImported, onClose } = renderDialog();
    await importText(JSON.stringify(base));
    await waitFor(() => expect(onImported).toHaveBeenCalledWith(stored));
    expect(onClose).toHaveBeenCalled();
    const [url, body] = post.mock.calls[0];
    expect(splitUrl(url as string)).toEqual({ path: '/api/admin/strategic-plan/save', params: { company: 'aeda' } });
    expect(body).toMatchObject({ company: 'aeda', imported: true, planData: { vision: base.vision, shortTermGoals: [{ ...goal, id: 'goal-1' }] } });
  });

  it("reads back an exported file's plan", async () => {
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: { company: 'aeda', plan: savedPlan() } });
    renderDialog();
    await importText(JSON.stringify({ company: 'aeda', exportedAt: '2026-02-01T10:00:00.000Z', plan: base, topIdeas: [] }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect((post.mock.calls[0][1] as { planData: { vision: string } }).planData.vision).toBe(base.vision);
  });

  it("shows the rejection with the server's reason, keeping the dialog open", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(httpClient, 'post').mockRejectedValue({ message: 'vision must be at most 5000 characters', statusCode: 400 });
    const { onImported, onClose } = renderDialog();
    await importText(JSON.stringify(base));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save imported plan: vision must be at most 5000 characters');
    expect(onImported).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says only "Failed to save imported plan" when the server gave no reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(httpClient, 'post').mockRejectedValue({ message: 'Network Error', statusCode: 0 });
    renderDialog();
    await importText(JSON.stringify(base));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save imported plan');
  });

  it('reads a chosen .json file into the box', async () => {
    renderDialog();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('.json,application/json');
    fireEvent.change(input, { target: { files: [new File([JSON.stringify(base)], 'plan.json', { type: 'application/json' })] } });
    await waitFor(() => expect((screen.getByLabelText('Strategic plan JSON') as HTMLTextAreaElement).value).toBe(JSON.stringify(base)));
    expect(screen.getByText('plan.json')).toBeTruthy();
  });
});
