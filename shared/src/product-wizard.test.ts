import {
  PRODUCT_WIZARD_DEFAULTS,
  PRODUCT_WIZARD_MESSAGES as M,
  ROOT_ROUTE_NAME,
  WIZARD_TEMPLATES,
  cleanWizardList,
  isRoutePath,
  parseTrialDays,
  productScaffold,
  routeNameFromPath,
  validateProductDraft,
} from './index';

const base = { id: 'my-product', name: 'Mitt produkt', description: 'Et produkt' };

const messages = (body: unknown) => {
  const result = validateProductDraft(body);
  return result.ok ? [] : result.errors.map((error) => `${error.field}: ${error.message}`);
};

const valueOf = (body: unknown) => {
  const result = validateProductDraft(body);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
};

describe('wizard templates', () => {
  it('gives each template its features and routes, all starting at the overview', () => {
    expect(Object.keys(WIZARD_TEMPLATES)).toEqual(['analytics-dashboard', 'crud', 'api-integration', 'custom']);
    expect(WIZARD_TEMPLATES['analytics-dashboard'].features).toEqual(['Dashboard', 'Rapporter', 'Eksport']);
    expect(WIZARD_TEMPLATES.crud.routes.map((route) => route.path)).toEqual(['/', '/create', '/[id]/edit']);
    expect(WIZARD_TEMPLATES['api-integration'].routes.map((route) => route.name)).toEqual([ROOT_ROUTE_NAME, 'Keys', 'Docs']);
    expect(WIZARD_TEMPLATES.custom).toMatchObject({ features: [], routes: [{ path: '/', name: 'Oversikt' }] });
    for (const template of Object.values(WIZARD_TEMPLATES)) {
      expect(template.routes.every((route) => isRoutePath(route.path))).toBe(true);
    }
  });
});

describe('route names and paths', () => {
  it('names a route after its path', () => {
    expect(routeNameFromPath('/')).toBe('Oversikt');
    expect(routeNameFromPath(' / ')).toBe('Oversikt');
    expect(routeNameFromPath('/reports')).toBe('Reports');
    expect(routeNameFromPath('/monthly-reports')).toBe('Monthly reports');
    expect(routeNameFromPath('/[id]/edit')).toBe('Edit');
    expect(routeNameFromPath('/orders/[id]')).toBe('Orders');
  });

  it('takes lowercase segments and [parameters] only', () => {
    for (const path of ['/', '/reports', '/[id]/edit', '/a-b/c1']) expect(isRoutePath(path)).toBe(true);
    const refused = [
      '',
      'reports',
      '/..',
      '/../x',
      '/a/../b',
      '/.',
      '//',
      '/a//b',
      '/a/',
      '/Reports',
      '/a\0b',
      'C:\\x',
      '/C:/x',
      '/c:',
      '\\\\server\\x',
      '/a\\b',
      '/a b',
      '/[../x]',
    ];
    for (const path of refused) expect({ path, ok: isRoutePath(path) }).toEqual({ path, ok: false });
    expect(isRoutePath(`/${'a'.repeat(100)}`)).toBe(false);
    expect(isRoutePath('/a/b/c/d/e/f')).toBe(false);
  });
});

describe('trial days', () => {
  it('takes 1-365 and falls back to 30 otherwise', () => {
    expect(parseTrialDays(1)).toBe(1);
    expect(parseTrialDays(365)).toBe(365);
    expect(parseTrialDays('14')).toBe(14);
    for (const value of [0, 366, -5, 1.5, '', 'abc', null, undefined, Number.NaN, '  ']) expect(parseTrialDays(value)).toBe(30);
  });
});

describe('wizard lists', () => {
  it('trims, drops blanks and repeats', () => {
    expect(cleanWizardList([' a ', '', 'a', 'b', 3, null])).toEqual(['a', 'b']);
    expect(cleanWizardList('a')).toEqual([]);
  });
});

describe('the draft as the server checks it', () => {
  it('answers the step-1 messages for empty fields, every one at once', () => {
    expect(messages({ id: ' ', name: '', description: '  ' })).toEqual([
      `id: ${M.idRequired}`,
      `name: ${M.nameRequired}`,
      `description: ${M.descriptionRequired}`,
    ]);
    expect(messages(null)).toHaveLength(3);
  });

  it('refuses ids with other characters than lowercase letters, digits and hyphens, and overlong ones', () => {
    for (const id of ['My-Product', 'a b', '../x', 'a/b', 'a\0b', 'æøå', 'C:\\x']) expect(messages({ ...base, id })).toEqual([`id: ${M.idPattern}`]);
    expect(messages({ ...base, id: 'a'.repeat(65) })).toEqual([`id: ${M.idTooLong}`]);
  });

  it('refuses unknown template, status, type and color', () => {
    expect(messages({ ...base, template: 'blog', status: 'deprecated', product_type: 'x', color: 'red' })).toEqual([
      `template: ${M.unknownTemplate}`,
      `status: ${M.unknownStatus}`,
      `product_type: ${M.unknownProductType}`,
      `color: ${M.invalidColor}`,
    ]);
    expect(messages({ ...base, template: 'toString' })).toEqual([`template: ${M.unknownTemplate}`]);
  });

  it('refuses unsafe and duplicate routes and routes without a name', () => {
    expect(messages({ ...base, routes: [{ path: '/../etc', name: 'X' }] })).toEqual([`routes: ${M.routePath}`]);
    expect(messages({ ...base, routes: [{ path: '/a\0', name: 'X' }] })).toEqual([`routes: ${M.routePath}`]);
    expect(messages({ ...base, routes: [{ path: '/a', name: ' ' }] })).toEqual([`routes: ${M.routeName}`]);
    expect(
      messages({
        ...base,
        routes: [
          { path: '/a', name: 'A' },
          { path: '/a', name: 'B' },
        ],
      }),
    ).toEqual([`routes: ${M.routeDuplicate('/a')}`]);
    const many = Array.from({ length: 21 }, (_, i) => ({ path: `/r${i}`, name: `R${i}` }));
    expect(messages({ ...base, routes: many })).toEqual([`routes: ${M.tooManyRoutes}`]);
  });

  it('trims texts and lists, drops empty routes and fills the defaults', () => {
    const value = valueOf({
      ...base,
      id: ' my-product ',
      name: '  Mitt produkt ',
      features: [' Liste ', '', 'Liste'],
      tags: [' a ', 'b'],
      routes: [
        { path: ' /reports ', name: ' Rapporter ' },
        { path: '', name: '' },
      ],
      trial_days: 0,
    });
    expect(value).toMatchObject({
      id: 'my-product',
      name: 'Mitt produkt',
      features: ['Liste'],
      tags: ['a', 'b'],
      routes: [{ path: '/reports', name: 'Rapporter' }],
      trial_days: 30,
      template: PRODUCT_WIZARD_DEFAULTS.template,
      color: PRODUCT_WIZARD_DEFAULTS.color,
      icon: PRODUCT_WIZARD_DEFAULTS.icon,
      status: 'prototype',
      product_type: 'saas',
      hasAuth: true,
      hasDatabase: false,
      hasAPI: false,
      featured: false,
      featured_order: 0,
      trial_enabled: true,
    });
  });
});

describe('the module scaffold', () => {
  it('lists the manifest, layout, page, login, one page per route and the components', () => {
    expect(productScaffold({ hasAuth: true, routes: [...WIZARD_TEMPLATES.crud.routes] })).toEqual([
      'manifest.json',
      'layout.tsx',
      'page.tsx',
      'login/page.tsx',
      'create/page.tsx',
      '[id]/edit/page.tsx',
      'components/index.ts',
    ]);
    expect(productScaffold({ hasAuth: false, routes: [{ path: '/', name: 'Oversikt' }] })).toEqual([
      'manifest.json',
      'layout.tsx',
      'page.tsx',
      'components/index.ts',
    ]);
    expect(productScaffold({ hasAuth: true, routes: [{ path: '/login', name: 'Login' }] })).toEqual([
      'manifest.json',
      'layout.tsx',
      'page.tsx',
      'login/page.tsx',
      'components/index.ts',
    ]);
  });
});
