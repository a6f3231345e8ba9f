import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What axe-core finds against WCAG 2.1 A and AA on the page as it stands, by rule, with the elements it found. The
 * page's transitions are finished first: a colour measured halfway through a fade is not the colour a user reads.
 */
export async function accessibilityViolations(page: Page): Promise<Array<{ id: string; impact: string | null | undefined; targets: string[] }>> {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        animation.cancel(); // an endless one (a spinner) cannot finish
      }
    }
  });
  // axe.run in the page itself (its same-origin frames included) rather than a part per frame put together in a
  // blank page the builder opens for each check: half the time, same findings for pages without foreign frames. Only
  // violations get a selector made for each of their elements, not every element that passed.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
