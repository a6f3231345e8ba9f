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

describe('numbers in Markdown exports', () => {
  it('print as written: 7.5 is no list marker, while "1. " at a line start still is escaped', () => {
    expect(escapeMarkdownLine('7.5')).toBe('7.5');
    expect(escapeMarkdownLine('2026.')).toBe('2026\\.');
    expect(escapeMarkdownText('1. første\n3) tredje\n10.000 kr')).toBe('1\\. første\n3\\) tredje\n10.000 kr');
  });
});
