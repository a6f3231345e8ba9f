import { FIRST_SLIDE_END, FIRST_SLIDE_START, PRODUCT_PLACEHOLDER_IMAGE, fillFirstSlide } from './landing-first-slide';

const page = `<main>${FIRST_SLIDE_START}<h3>{{name}}</h3><p>{{description}}</p><img src="{{image}}" alt="For {{name}}" style="background:{{color}}22">${FIRST_SLIDE_END}</main>`;
const product = { name: 'Eiendomsanalyse', description: 'Verdivurdering', featured_image: '/images/products/property.svg', color: '#1E88E5' };

describe('the landing’s first slide', () => {
  it('fills the template with the first featured product', () => {
    expect(fillFirstSlide(page, product)).toBe(
      '<main><h3>Eiendomsanalyse</h3><p>Verdivurdering</p><img src="/images/products/property.svg" alt="For Eiendomsanalyse" style="background:#1E88E522"></main>',
    );
  });

  it('drops the slide when no product is featured', () => {
    expect(fillFirstSlide(page, null)).toBe('<main></main>');
  });

  it('escapes what an editor wrote, and keeps pictures and colours to safe values', () => {
    const filled = fillFirstSlide(page, {
      name: '<script>alert(1)</script>',
      description: '"quoted" & \'single\'',
      featured_image: 'javascript:alert(1)',
      color: 'red;background:url(x)',
    });
    expect(filled).toContain('<h3>&lt;script&gt;alert(1)&lt;/script&gt;</h3>');
    expect(filled).toContain('<p>&quot;quoted&quot; &amp; &#39;single&#39;</p>');
    expect(filled).toContain(`src="${PRODUCT_PLACEHOLDER_IMAGE}"`);
    expect(filled).toContain('background:#1677ff22');
    expect(fillFirstSlide(page, { ...product, featured_image: '//evil.example/x.png' })).toContain(`src="${PRODUCT_PLACEHOLDER_IMAGE}"`);
  });

  it('leaves a page without the template as it is', () => {
    expect(fillFirstSlide('<main></main>', product)).toBe('<main></main>');
  });
});
