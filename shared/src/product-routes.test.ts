import { ROOT_ROUTE_NAME, WIZARD_TEMPLATES, productRoutesOf } from './index';

describe('a product’s routes for its template area', () => {
  it('keeps the valid stored routes, and puts the root page first when they lack it', () => {
    const stored = [{ path: '/reports', name: 'Rapporter' }, { path: '/../x', name: 'Ut' }, { path: '/docs' }];
    expect(productRoutesOf(stored, 'custom')).toEqual([
      { path: '/', name: ROOT_ROUTE_NAME },
      { path: '/reports', name: 'Rapporter' },
    ]);
  });

  it('falls back to the template’s routes, else the root page alone', () => {
    expect(productRoutesOf(null, 'crud')).toEqual(WIZARD_TEMPLATES.crud.routes);
    expect(productRoutesOf('[]', null)).toEqual([{ path: '/', name: ROOT_ROUTE_NAME }]);
  });
});
