import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What axe-core finds against WCAG 2.1 A and AA on the page as it stands, by rule, with the elements it found. */
export async function accessibilityViolations(page: Page): Promise<Array<{ id: string; impact: string | null | undefined; targets: string[] }>> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
