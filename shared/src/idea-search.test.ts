import { ideaSearchText, searchLikePattern } from './index';

describe('idea search text', () => {
  it('folds title, description and tags to lower case, Norwegian letters included', () => {
    expect(ideaSearchText({ title: 'Ærlig ØL', description: 'På Åsane', tags: ['Strøm', 42] })).toBe('ærlig øl\npå åsane\nstrøm');
  });

  it('escapes LIKE wildcards so that % and _ match themselves', () => {
    expect(searchLikePattern('50%_RABATT\\')).toBe('%50\\%\\_rabatt\\\\%');
  });
});
