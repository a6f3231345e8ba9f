/**
 * Characters that start Markdown syntax anywhere in a line: escape, code, emphasis, links, HTML and entities, tables,
 * strikethrough and heading marks (a '#' at the end of a heading would close it).
 */
const INLINE_SYNTAX = /[\\`*_[\]<>&|~#]/g;
/**
 * Line starts that make a block: lists (-, +, or 1. and 1) followed by a space or nothing, so a number such as 7.5
 * stays as it is), setext underlines (=) and quotes (>, escaped above).
 */
const BLOCK_START = /^([-+=]|\d+(?=[.)](?:[ \t]|$)))/;

function escapeLine(line: string): string {
  // Indentation would make a code block, where escapes show literally; it carries no text, so it goes.
  const escaped = line.replace(/^[ \t]+/, '').replace(INLINE_SYNTAX, '\\$&');
  // GFM turns bare URLs into links whose text would keep our backslashes; breaking the pattern keeps it text.
  const noAutolinks = escaped.replace(/:\/\//g, '\\://').replace(/(www)\./gi, '$1\\.');
  return noAutolinks.replace(BLOCK_START, (marker) => (/^\d/.test(marker) ? `${marker}\\` : `\\${marker}`));
}

/**
 * A text as Markdown that renders (CommonMark/GFM, e.g. `marked`) to the same text: every line break kept, leading
 * indentation dropped (it would make a code block), every syntax character escaped.
 */
export function escapeMarkdownText(text: string): string {
  return text.split(/\r\n|\r|\n/).map(escapeLine).join('\n');
}

/** A text on one Markdown line (a heading or a list item): line breaks become spaces, then escaped. */
export function escapeMarkdownLine(text: string): string {
  return escapeLine(text.replace(/\r\n|\r|\n/g, ' '));
}
