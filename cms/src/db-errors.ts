/** A unique-index violation on SQLite or PostgreSQL (two writes raced for one key, or a key taken already). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /unique|duplicate/i.test(String((error as Error | null)?.message ?? ''));
}
