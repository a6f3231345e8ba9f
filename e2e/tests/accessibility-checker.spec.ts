import { expect, test } from '@playwright/test';
import { accessibilityViolations } from './axe';

// The accessibility tests pass only if the check they share finds what it must: in the page and in its frames.
test('the accessibility check finds an image without text, faint text, and an unlabelled field in a frame', async ({ page }) => {
  await page.goto('/no/finnes-ikke');
  await expect(page.getByText('Fant ikke siden').first()).toBeVisible();
  // The 404 page (nothing but text) with three faults added, one of them inside a frame of the same origin.
  await page.evaluate(async () => {
    document.body.insertAdjacentHTML('beforeend', '<img src="/x.png"><p style="color:#ddd;background:#fff">faint text</p>');
    const frame = document.createElement('iframe');
    frame.title = 'inner';
    document.body.append(frame);
    const loaded = new Promise((resolve) => (frame.onload = resolve));
    frame.src = '/no/finnes-ikke';
    await loaded;
    frame.contentDocument!.body.insertAdjacentHTML('beforeend', '<input type="text" id="nolabel">');
  });
  expect(await accessibilityViolations(page)).toEqual([
    { id: 'color-contrast', impact: 'serious', targets: ['p'] },
    { id: 'image-alt', impact: 'critical', targets: ['img'] },
    { id: 'label', impact: 'critical', targets: ['iframe #nolabel'] },
  ]);
});
