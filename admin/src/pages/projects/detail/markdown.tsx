import { useMemo } from 'react';
import { Marked } from 'marked';
import DOMPurify from 'dompurify';

// One parser of its own, so no other screen's marked options apply here; line breaks kept as typed.
const parser = new Marked({ gfm: true, breaks: true, async: false });

/** Markdown as HTML that is safe to show: scripts, event handlers and javascript: links are removed. */
export function markdownToSafeHtml(markdown: string): string {
  const html = parser.parse(markdown ?? '', { async: false }) as string;
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

/** A note's Markdown, rendered and sanitised. */
export function MarkdownView({ markdown }: { markdown: string }) {
  const html = useMemo(() => markdownToSafeHtml(markdown), [markdown]);
  return <div className="project-markdown" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
