/** Exit codes of `platform` (issue 5): 0 ok, 1 validation or partial failure, 2 usage, 3 auth, 4 unreachable. */
export const EXIT = { ok: 0, failure: 1, usage: 2, auth: 3, unreachable: 4 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** An expected failure: its message goes to stderr (no stack trace) and the process ends with its code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
    /** Further lines for stderr (per-item reasons, say). */
    readonly details: string[] = [],
  ) {
    super(message);
  }
}
