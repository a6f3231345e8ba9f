import { marked } from 'marked';
import { escapeMarkdownLine, escapeMarkdownText } from './index';

const render = (markdown: string) => marked.parse(markdown, { async: false });

describe('Markdown escaping', () => {
  it('keeps emphasis, code, links, HTML and entities as text', () => {
    expect(render(escapeMarkdownLine('*a* _b_ `c` [d](e) <b>f</b> &amp; ~~g~~'))).toBe('<p>*a* _b_ `c` [d](e) &lt;b&gt;f&lt;/b&gt; &amp;amp; ~~g~~</p>\n');
  });

  it('keeps line starts that would make lists, headings, quotes or code as text', () => {
    expect(render(escapeMarkdownText('- a\n+ b\n1. c\n2) d\n# e\n> f\n    g\n===\n```'))).toBe('<p>- a\n+ b\n1. c\n2) d\n# e\n&gt; f\ng\n===\n```</p>\n');
  });

  it('keeps bare links as text, so no backslash shows in a link', () => {
    expect(render(escapeMarkdownLine('https://x.no/a_b og www.x.no'))).toBe('<p>https://x.no/a_b og www.x.no</p>\n');
  });

  it('puts a multi-line text on one line for headings and list items', () => {
    expect(escapeMarkdownLine('a\r\nb\nc')).toBe('a b c');
  });
});
