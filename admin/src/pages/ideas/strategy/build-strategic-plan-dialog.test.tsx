import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_DATA_SOURCES, planExportFileName } from '@platform/shared';
import { renderWithRefine } from '../../../test/render-with-refine';
import { httpClient } from '../../../providers/http-client';
import { downloadText } from '../../../utils/download';
import { BuildStrategicPlanDialog } from './build-strategic-plan-dialog';
import { acceptPosts, idea, savedPlan, serve, splitUrl } from './test/plan-fixtures';

vi.mock('../../../utils/download', () => ({ downloadText: vi.fn() }));

const ideas = [
  idea(1, { title: 'Tender monitor', company: 'approach', strategic_fit_score: 4 }),
  idea(2, { title: 'Valuation API', company: 'aeda', strategic_fit_score: 9 }),
  idea(3, { title: 'Energy dashboard', company: 'enmodels', strategic_fit_score: 7 }),
];

function renderDialog() {
  const onClose = vi.fn();
  renderWithRefine(<BuildStrategicPlanDialog open onClose={onClose} ideas={ideas} />, { appData: true });
  return { onClose };
}

const button = (name: string) => screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const rows = () => screen.getAllByTestId(/^picker-idea-/);
const checkbox = (id: number) => screen.getByTestId(`picker-idea-${id}`).querySelector('input[type="checkbox"]') as HTMLInputElement;

describe('Build Strategic Plan dialog', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(downloadText).mockReset();
  });

  it('lists the ideas by strategic fit, ticking the saved selections with their notes', async () => {
    serve({ selections: [{ ideaId: 1, notes: 'Pilot med en kommune' }] });
    renderDialog();
    expect(await screen.findByText('Build Strategic Plan')).toBeTruthy();
    await waitFor(() => expect(rows().map((row) => row.dataset.testid)).toEqual(['picker-idea-2', 'picker-idea-3', 'picker-idea-1']));
    expect(checkbox(1).checked).toBe(true);
    expect(checkbox(2).checked).toBe(false);
    expect((screen.getByLabelText('Notes for Tender monitor') as HTMLTextAreaElement).value).toBe('Pilot med en kommune');
  });

  it("prefers the overall plan's selected ideas to the plain selections", async () => {
    serve({
      plans: { overall: savedPlan({ selectedIdeas: [{ ideaId: 3, title: 'Energy dashboard', description: '', notes: 'Fra planen' }] }) },
      selections: [{ ideaId: 1, notes: 'Eldre valg' }],
    });
    renderDialog();
    await waitFor(() => expect(checkbox(3).checked).toBe(true));
    expect(checkbox(1).checked).toBe(false);
    expect((screen.getByLabelText('Notes for Energy dashboard') as HTMLTextAreaElement).value).toBe('Fra planen');
  });

  it('saves the selections and the overall plan with the selected ideas', async () => {
    serve({ selections: [{ ideaId: 1, notes: 'Pilot' }] });
    const post = acceptPosts();
    const { onClose } = renderDialog();
    await waitFor(() => expect(checkbox(1).checked).toBe(true));
    fireEvent.click(checkbox(2));
    fireEvent.change(screen.getByLabelText('Notes for Valuation API'), { target: { value: 'Start her' } });
    fireEvent.click(button('Save Strategic Plan'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('Strategic plan saved')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('/api/admin/strategic-plan', {
      selections: [
        { ideaId: 1, notes: 'Pilot' },
        { ideaId: 2, notes: 'Start her' },
      ],
    });
    const [url, body] = post.mock.calls[1];
    expect(splitUrl(url as string)).toEqual({ path: '/api/admin/strategic-plan/save', params: { company: 'overall' } });
    expect(body).toMatchObject({
      company: 'overall',
      planData: {
        selectedIdeas: [
          { ideaId: 1, title: 'Tender monitor', description: 'About idea 1', notes: 'Pilot' },
          { ideaId: 2, title: 'Valuation API', description: 'About idea 2', notes: 'Start her' },
        ],
        // No overall plan saved yet: it starts from the defaults.
        dataSources: DEFAULT_DATA_SOURCES,
      },
    });
  });

  it('logs a failed save and says so', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve();
    vi.spyOn(httpClient, 'post').mockRejectedValue({ message: 'selections must be a list of { ideaId, notes }.', statusCode: 400 });
    const { onClose } = renderDialog();
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(button('Save Strategic Plan'));
    expect(await screen.findByText('Failed to save strategic plan: selections must be a list of { ideaId, notes }.')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not offer to save over a plan it could not read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const get = serve();
    const answer = get.getMockImplementation()!;
    get.mockImplementation(async (url: string, config?: any) => {
      if (url.startsWith('/api/admin/strategic-plan/save')) throw { message: 'Internal Server Error', statusCode: 500 };
      return answer(url, config);
    });
    renderDialog();
    expect(await screen.findByText(/could not be loaded, so it cannot be saved from here/)).toBeTruthy();
    expect(button('Save Strategic Plan').disabled).toBe(true);
    expect(button('Download JSON').disabled).toBe(false);
  });

  it('downloads the overall plan and previews it read-only', async () => {
    serve({ selections: [{ ideaId: 2, notes: 'Start her' }] });
    renderDialog();
    await waitFor(() => expect(checkbox(2).checked).toBe(true));

    fireEvent.click(button('Download Markdown'));
    const [markdown, name] = vi.mocked(downloadText).mock.calls[0];
    expect(name).toBe(planExportFileName('overall', new Date(), 'md'));
    expect(markdown).toContain('| \\#2 | Valuation API | About idea 2 | Start her |');

    fireEvent.click(button('Preview'));
    const preview = (await screen.findByText('Strategic Plan Preview', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    const selected = preview.querySelector('[role="region"][aria-label="Selected ideas"]') as HTMLElement;
    expect(within(selected).getByText('Valuation API')).toBeTruthy();
    expect(within(selected).getByText('Start her')).toBeTruthy();
    expect(within(preview).queryByText('Edit', { selector: 'button span' })).toBeNull();
  });
});
