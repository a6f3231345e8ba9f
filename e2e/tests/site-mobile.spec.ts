import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The featured slide on show: react-slick also renders clones of the slides around the real ones. */
const activeSlide = '.slick-slide.slick-active [data-testid="featured-slide"]';

test('on a phone the featured carousel shows each illustration whole, without arrows over the text', async ({ page }) => {
  await page.goto('/');
  const slide = page.locator(activeSlide);
  await expect(slide.getByRole('heading', { name: 'Eiendomsanalyse' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Neste' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Forrige' })).toHaveCount(0);

  const image = slide.getByRole('img', { name: 'Illustrasjon for Eiendomsanalyse' });
  await expect(image).toBeVisible();
  // The whole picture is drawn: scaled into its frame, not cut to fill it.
  const fit = await image.evaluate((element) => {
    const img = element as HTMLImageElement;
    const box = img.getBoundingClientRect();
    return { objectFit: getComputedStyle(img).objectFit, right: box.right, natural: img.naturalWidth > 0 };
  });
  expect(fit).toEqual({ objectFit: 'contain', right: expect.any(Number), natural: true });
  expect(fit.right).toBeLessThanOrEqual(390);

  // The dots still change the slide.
  await page.locator('.slick-dots li').nth(1).locator('button').click();
  await expect(page.locator(activeSlide).getByRole('heading', { name: 'Kjøretøydata' })).toBeVisible();
});
