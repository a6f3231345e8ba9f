import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_DATA_SOURCES, DEFAULT_GOALS, type PlanExport } from '@platform/shared';
import { currentUrl, renderWithRefine } from '../../../test/render-with-refine';
import { httpClient } from '../../../providers/http-client';
import { downloadText } from '../../../utils/download';
import { StrategicPlanPage } from './strategic-plan-page';
import { acceptPosts, idea, planReads, savedPlan, serve, splitUrl } from './test/plan-fixtures';
import { choose } from '../../../test/choose-option';

vi.mock('../../../utils/download', () => ({ downloadText: vi.fn() }));

function renderPage(url = '/ideas/strategy?company=aeda') {
  return renderWithRefine(<StrategicPlanPage />, { path: '/ideas/strategy', url, appData: true });
}

const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
// Role queries compute the accessibility tree of this large page (seconds each in jsdom); label and text queries do not.
const section = (name: string) => document.querySelector(`[role="region"][aria-label="${name}"]`) as HTMLElement;
const dialog = async (title: string) => (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
const labelled = (name: string, root: HTMLElement = document.body) => within(root).getByLabelText(name, { selector: 'button' });
const planCalls = planReads;
/** The ideas lists asked for, as URLs. */
const ideaReads = (get: ReturnType<typeof serve>) => get.mock.calls.map(([url]) => url as string).filter((url) => splitUrl(url).path === '/api/admin/ideas');

describe('Strategic plan screen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(downloadText).mockReset();
    vi.useRealTimers();
  });

  it('loads the company named in the URL and starts from the default goals and data sources when none is saved', async () => {
    const get = serve({ ideas: [idea(1)] });
    renderPage();
    expect(await screen.findByText(DEFAULT_GOALS.shortTermGoals[0].text)).toBeTruthy();
    for (const goal of [...DEFAULT_GOALS.midTermGoals, ...DEFAULT_GOALS.longTermGoals]) expect(screen.getByText(goal.text)).toBeTruthy();
    for (const source of DEFAULT_DATA_SOURCES) expect(screen.getByText(source.name)).toBeTruthy();
    expect(screen.getByText('Not saved yet')).toBeTruthy();
    expect(screen.getByText('Short-term goals (0-6 months)')).toBeTruthy();
    expect(screen.getByText('Mid-term goals (6-18 months)')).toBeTruthy();
    expect(screen.getByText('Long-term goals (18+ months)')).toBeTruthy();
    expect(planCalls(get)).toEqual(['aeda']);
    expect(ideaReads(get)).toContain('/api/admin/ideas?company=aeda&fields=all');
    expect(screen.getByText('Back to Ideas').closest('a')!.getAttribute('href')).toBe('/ideas');
  });

  it('shows the saved plan as saved, and loads the next company when it is chosen (kept in the URL)', async () => {
    const get = serve({ plans: { aeda: savedPlan(), approach: savedPlan({ vision: 'Approach sin visjon' }) }, ideas: [idea(1)] });
    const { getByTestId } = renderPage();
    expect(await screen.findByText('Norges smarteste boligplattform')).toBeTruthy();
    expect(screen.queryByText('Not saved yet')).toBeNull();
    expect(screen.getByText('Lansere MVP')).toBeTruthy();
    expect(screen.getByText('Metric: Kunder · Target: 100 · Timeline: 0-6 months')).toBeTruthy();
    // A saved plan is shown as saved: no default goals mixed in.
    expect(screen.queryByText(DEFAULT_GOALS.midTermGoals[0].text)).toBeNull();

    await choose('Company', 'Approach');
    expect(await screen.findByText('Approach sin visjon')).toBeTruthy();
    expect(currentUrl(getByTestId)).toBe('/ideas/strategy?company=approach');
    expect(planCalls(get)).toEqual(['aeda', 'approach']);

    await choose('Company', 'Overall (All Companies)');
    await waitFor(() => expect(currentUrl(getByTestId)).toBe('/ideas/strategy'));
    await waitFor(() => expect(planCalls(get)).toEqual(['aeda', 'approach', 'overall']));
    await waitFor(() => expect(ideaReads(get).at(-1)).toBe('/api/admin/ideas?fields=all'));
  });

  it('saves { planData, company } for the company in the URL, with the edits made', async () => {
    serve({ ideas: [idea(1)] });
    const post = acceptPosts();
    renderPage();
    await screen.findByText('No vision set.');
    fireEvent.click(labelled('Edit Vision'));
    fireEvent.change(screen.getByLabelText('Vision', { selector: 'textarea' }), { target: { value: 'Best i Norge på eiendomsdata' } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(labelled('Done Vision'));
    expect(screen.getByText('Best i Norge på eiendomsdata')).toBeTruthy();

    fireEvent.click(button('Save Strategic Plan'));
    expect(await screen.findByText('Strategic plan saved')).toBeTruthy();
    expect(post).toHaveBeenCalledTimes(1);
    const [url, body] = post.mock.calls[0];
    expect(splitUrl(url as string)).toEqual({ path: '/api/admin/strategic-plan/save', params: { company: 'aeda' } });
    expect(Object.keys(body as object).sort()).toEqual(['company', 'planData']);
    expect(body).toMatchObject({
      company: 'aeda',
      planData: {
        vision: 'Best i Norge på eiendomsdata',
        shortTermGoals: DEFAULT_GOALS.shortTermGoals,
        dataSources: DEFAULT_DATA_SOURCES,
      },
    });
    await waitFor(() => expect(screen.queryByText('Not saved yet')).toBeNull());
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it.each([
    [
      { message: 'competitiveAdvantages[0] must have type and description fields', statusCode: 400 },
      'Failed to save strategic plan: competitiveAdvantages[0] must have type and description fields',
    ],
    [{ message: 'Network Error', statusCode: 0 }, 'Failed to save strategic plan'],
  ])('shows a failed save as the spec words it', async (error, expected) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ plans: { aeda: savedPlan() } });
    vi.spyOn(httpClient, 'post').mockRejectedValue(error);
    renderPage();
    await screen.findByText('Norges smarteste boligplattform');
    fireEvent.click(button('Save Strategic Plan'));
    expect(await screen.findByText(expected)).toBeTruthy();
  });

  it.each([
    ['/ideas/strategy?company=enmodels', 'No ideas found for Enmodels. Create some ideas first.'],
    ['/ideas/strategy', 'No ideas found for the platform. Create some ideas first.'],
  ])('says when the company has no ideas (%s)', async (url, expected) => {
    serve({ ideas: [] });
    renderPage(url);
    expect(await screen.findByText(expected)).toBeTruthy();
  });

  it("exports Markdown and JSON named strategic-plan-{company}-{date in Norway}, with the company's top 10 by fit", async () => {
    // 23:30 UTC on 28 February is already 1 March in Oslo.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-28T23:30:00Z'));
    const ideas = Array.from({ length: 12 }, (_, i) => idea(i + 1, { strategic_fit_score: i % 11 }));
    serve({ ideas: [...ideas, idea(99, { company: 'approach', strategic_fit_score: 10 })] });
    renderPage();
    await screen.findByText(DEFAULT_GOALS.shortTermGoals[0].text);
    await waitFor(() => expect(button('Export').disabled).toBe(false));

    fireEvent.click(button('Export'));
    fireEvent.click(await screen.findByText('Download Markdown'));
    expect(downloadText).toHaveBeenCalledTimes(1);
    const [markdown, mdName] = vi.mocked(downloadText).mock.calls[0];
    expect(mdName).toBe('strategic-plan-aeda-2026-03-01.md');
    expect(markdown.startsWith('# Strategic Plan – Aeda')).toBe(true);

    fireEvent.click(button('Export'));
    fireEvent.click(await screen.findByText('Download JSON'));
    const [json, jsonName] = vi.mocked(downloadText).mock.calls[1];
    expect(jsonName).toBe('strategic-plan-aeda-2026-03-01.json');
    const exported = JSON.parse(json) as PlanExport;
    expect(exported.company).toBe('aeda');
    expect(exported.topIdeas.map((i) => i.id)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    // No plan saved: the export carries the defaults.
    expect(exported.plan.dataSources).toEqual(DEFAULT_DATA_SOURCES);
  });

  it('views the JSON export and copies it', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serve({ plans: { aeda: savedPlan() }, ideas: [idea(1)] });
    renderPage();
    await screen.findByText('Norges smarteste boligplattform');
    await waitFor(() => expect(button('Export').disabled).toBe(false));
    fireEvent.click(button('Export'));
    fireEvent.click(await screen.findByText('View JSON'));
    const box = (await screen.findByLabelText('Strategic plan as JSON')) as HTMLTextAreaElement;
    expect(JSON.parse(box.value).plan.vision).toBe('Norges smarteste boligplattform');
    fireEvent.click(button('Copy'));
    expect(await screen.findByText('Copied to clipboard!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(box.value);
  });

  it('picks ideas by strategic fit (descriptions cut at 150), then lists them with descriptions cut at 100 and notes', async () => {
    const long = 'Ø'.repeat(200);
    serve({
      ideas: [
        idea(1, { title: 'Low fit', strategic_fit_score: 2 }),
        idea(2, { title: 'High fit', strategic_fit_score: 9, description: long }),
        idea(3, { title: 'No fit score', strategic_fit_score: null }),
        idea(4, { title: 'Mid fit', strategic_fit_score: 6 }),
      ],
    });
    const post = acceptPosts();
    renderPage();
    await screen.findByText('No ideas selected.');
    fireEvent.click(labelled('Edit Selected ideas'));
    fireEvent.click(button('Select Ideas'));
    const picker = await dialog('Select Strategic Ideas');
    const rows = within(picker).getAllByTestId(/^picker-idea-/);
    expect(rows.map((row) => row.dataset.testid)).toEqual(['picker-idea-2', 'picker-idea-4', 'picker-idea-1', 'picker-idea-3']);
    const pickerText = within(rows[0]).getByTestId('picker-description').textContent!;
    expect(Array.from(pickerText)).toHaveLength(150);
    expect(pickerText.endsWith('…')).toBe(true);

    fireEvent.click(rows[0].querySelector('input[type="checkbox"]')!);
    fireEvent.click(rows[2].querySelector('input[type="checkbox"]')!);
    fireEvent.click(within(picker).getByText('Apply'));

    const table = section('Selected ideas');
    await waitFor(() => expect(within(table).getByText('High fit')).toBeTruthy());
    expect(within(table).getByText('Low fit')).toBeTruthy();
    expect(within(table).getByText('Ø'.repeat(99) + '…')).toBeTruthy();
    fireEvent.change(within(table).getByLabelText('Notes for High fit'), { target: { value: 'Start her' } });
    fireEvent.click(labelled('Remove Low fit', table));
    expect(within(table).queryByText('Low fit')).toBeNull();

    fireEvent.click(button('Save Strategic Plan'));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect((post.mock.calls[0][1] as { planData: { selectedIdeas: unknown } }).planData.selectedIdeas).toEqual([
      { ideaId: 2, title: 'High fit', description: long, notes: 'Start her' },
    ]);
  });

  it('adds a data source with priority medium and status planned unless chosen', async () => {
    serve({ plans: { aeda: savedPlan() }, ideas: [idea(1)] });
    renderPage();
    await screen.findByText('Norges smarteste boligplattform');
    fireEvent.click(labelled('Edit Critical data sources'));
    fireEvent.click(button('Add Data Source'));
    const adder = await dialog('Add Data Source');
    fireEvent.change(within(adder).getByLabelText('Name'), { target: { value: 'Kartverket – Sjøkart' } });
    fireEvent.click(within(adder).getByText('Add Data Source', { selector: 'button span' }));
    await waitFor(() => expect(within(section('Critical data sources')).getByDisplayValue('Kartverket – Sjøkart')).toBeTruthy());
    fireEvent.click(labelled('Done Critical data sources'));
    const row = within(section('Critical data sources')).getByText('Kartverket – Sjøkart').closest('tr')!;
    expect(within(row).getByText('Medium')).toBeTruthy();
    expect(within(row).getByText('Planned')).toBeTruthy();
  });

  it('adds, edits and removes goals', async () => {
    serve({ plans: { aeda: savedPlan() } });
    renderPage();
    await screen.findByText('Lansere MVP');
    const goals = section('Mid-term goals (6-18 months)');
    expect(within(goals).getByText('No goals set.')).toBeTruthy();
    fireEvent.click(labelled('Edit Mid-term goals (6-18 months)', goals));
    fireEvent.click(within(goals).getByText('Add goal'));
    fireEvent.change(within(goals).getByLabelText('Goal 1'), { target: { value: 'Vokse i Bergen' } });
    expect((within(goals).getByLabelText('Goal 1 timeline') as HTMLInputElement).value).toBe('6-18 months');
    fireEvent.change(within(goals).getByLabelText('Goal 1 metric'), { target: { value: 'Brukere' } });
    fireEvent.click(labelled('Done Mid-term goals (6-18 months)', goals));
    expect(within(goals).getByText('Vokse i Bergen')).toBeTruthy();
    expect(within(goals).getByText('Metric: Brukere · Timeline: 6-18 months')).toBeTruthy();

    const short = section('Short-term goals (0-6 months)');
    fireEvent.click(labelled('Edit Short-term goals (0-6 months)', short));
    fireEvent.click(labelled('Remove goal 1', short));
    expect(within(short).getByText('No goals set.')).toBeTruthy();
  });

  it('offers Try again when the plan cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const get = serve({ plans: { aeda: savedPlan() } });
    const answer = get.getMockImplementation()!;
    get.mockImplementation(async (url: string, config?: any) => {
      if (url.startsWith('/api/admin/strategic-plan/save') && fail) throw { message: 'Internal Server Error', statusCode: 500 };
      return answer(url, config);
    });
    renderPage();
    expect(await screen.findByText('Internal Server Error')).toBeTruthy();
    expect(button('Save Strategic Plan').disabled).toBe(true);
    fail = false;
    fireEvent.click(button('Try again'));
    expect(await screen.findByText('Norges smarteste boligplattform')).toBeTruthy();
  });
});
