import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { currentUrl, renderWithRefine } from '../../../test/render-with-refine';
import { choose } from '../../../test/choose-option';
import { StrategyTab } from './strategy-tab';
import { idea, planReads, savedPlan, serve } from './test/plan-fixtures';

const ideas = [
  idea(1, { title: 'Tender monitor', company: 'approach', strategic_fit_score: 4 }),
  idea(2, { title: 'Valuation API', company: 'aeda', strategic_fit_score: 9 }),
];

describe('Strategy tab', () => {
  afterEach(() => vi.restoreAllMocks());

  it("sums up the chosen company's saved plan and its top ideas, and opens the plan screen for it", async () => {
    const get = serve({ plans: { overall: savedPlan() } });
    const onRefresh = vi.fn();
    const { getByTestId } = renderWithRefine(<StrategyTab ideas={ideas} onRefresh={onRefresh} />, { path: '/ideas', url: '/ideas?tab=strategy', appData: true });
    expect(await screen.findByText('Norges smarteste boligplattform')).toBeTruthy();
    expect(screen.getByText('Strategic plan: Overall (All Companies)')).toBeTruthy();
    expect(screen.getByText('Short-term goals (0-6 months)')).toBeTruthy();
    const top = screen.getAllByText(/Tender monitor|Valuation API/).map((el) => el.textContent);
    expect(top).toEqual(['Valuation API', 'Tender monitor']);

    fireEvent.click(screen.getByText('Refresh'));
    expect(onRefresh).toHaveBeenCalled();

    await choose('Plan company', 'Enmodels');
    expect(await screen.findByText('No strategic plan saved yet')).toBeTruthy();
    expect(screen.getByText('No ideas found for Enmodels. Create some ideas first.')).toBeTruthy();
    expect(planReads(get).at(-1)).toBe('enmodels');

    fireEvent.click(screen.getByText('Open Strategic Plan'));
    await waitFor(() => expect(currentUrl(getByTestId)).toBe('/ideas/strategy?company=enmodels'));
  });
});
