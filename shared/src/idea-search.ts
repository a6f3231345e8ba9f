/**
 * Case-insensitive search over title, description and tags. The server stores this folded text beside each idea
 * so that a search is one indexed-table scan with LIKE on every database, Norwegian letters included
 * (SQLite's own LOWER() folds only ASCII).
 */
export function ideaSearchText(idea: { title?: unknown; description?: unknown; tags?: unknown }): string {
  const tags = Array.isArray(idea.tags) ? idea.tags.filter((t) => typeof t === 'string') : [];
  return [idea.title, idea.description, ...tags]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join('\n')
    .toLowerCase();
}

/** The search term in the same folding as ideaSearchText, with LIKE's wildcards escaped (escape char \). */
export function searchLikePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
