/** The text trimmed, or null when nothing is left: tasks and comments are submitted only if non-empty. */
export function nonEmptyTrimmed(raw: string): string | null {
  const trimmed = raw.trim();
  return trimmed === '' ? null : trimmed;
}

/** The tags with `raw` added: only if non-empty after trimming and not already present. Never mutates. */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = nonEmptyTrimmed(raw);
  if (tag === null || tags.some((existing) => existing.trim() === tag)) return [...tags];
  return [...tags, tag];
}
