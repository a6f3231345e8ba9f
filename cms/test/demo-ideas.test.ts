import { TITLE_MAX_LENGTH } from '@platform/shared';
import { demoIdeaRows } from '../src/seed/demo-ideas';
import { DEMO_IDEA_COUNT } from '../src/seed';

describe('demo ideas', () => {
  it('seeds the demo with distinct, hand-written ideas: no numbered copies', () => {
    const titles = demoIdeaRows(DEMO_IDEA_COUNT).map((row) => String(row.title));
    expect(new Set(titles).size).toBe(DEMO_IDEA_COUNT);
    for (const title of titles) expect(title).not.toMatch(/\(\d+\)|–/);
  });

  it('gives a benchmark’s 20,000 ideas distinct titles, placed in Norwegian municipalities past the first round', () => {
    const titles = demoIdeaRows(20_000).map((row) => String(row.title));
    expect(new Set(titles).size).toBe(20_000);
    expect(titles[DEMO_IDEA_COUNT]).toBe(`${titles[0]} – Arendal`);
    expect(Math.max(...titles.map((title) => title.length))).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
  });
});
