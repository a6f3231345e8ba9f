#!/usr/bin/env node
import { Command, CommanderError } from 'commander';
import { authCommands } from './commands/auth';
import { apisCommands } from './commands/apis';
import { ideasCommands } from './commands/ideas';
import { logsCommands } from './commands/logs';
import { planCommands } from './commands/plan';
import { projectsCommands } from './commands/projects';
import { usersCommands } from './commands/users';
import { DEFAULT_URL } from './config';
import { CliError, EXIT } from './errors';

// The operators' command-line tool. It talks to the running platform over its REST API with a bearer token, so
// every permission and rule of the server applies; parsing, validation and formatting come from @platform/shared.

/** Applies exitOverride to a command and all its subcommands (commander does not inherit it to existing ones). */
function exitOverrideAll(command: Command): void {
  command.exitOverride();
  for (const sub of command.commands) exitOverrideAll(sub);
}

export function buildProgram(): Command {
  const program = new Command()
    .name('platform')
    .description('Operate the platform from a terminal: sign in, import and export ideas, plans, projects and APIs.')
    .version('0.1.0')
    .option('--url <url>', `the platform's address (default: $PLATFORM_URL, the URL signed in to, or ${DEFAULT_URL})`)
    .option('--json', 'machine-readable output on stdout')
    .showSuggestionAfterError()
    .addHelpText(
      'after',
      `
Environment: PLATFORM_URL (the platform's address), PLATFORM_TOKEN (a token to use instead of the stored one).
Exit codes: 0 ok, 1 validation or partial failure, 2 usage, 3 not signed in or not an administrator,
4 platform unreachable.

Examples:
  $ platform login
  $ platform whoami
  $ platform ideas export --format csv -o ideas.csv
  $ platform ideas import ideas.csv --on-conflict new
  $ platform plan export --company aeda --format md -o aeda-plan.md
  $ platform plan import plan.json --company enmodels
  $ platform users show ola@example.no`,
    );
  authCommands(program);
  ideasCommands(program);
  planCommands(program);
  projectsCommands(program);
  apisCommands(program);
  logsCommands(program);
  usersCommands(program);
  exitOverrideAll(program);
  return program;
}

function report(error: unknown): number {
  if (error instanceof CliError) {
    process.stderr.write(`${error.message}\n`);
    for (const line of error.details) process.stderr.write(`${line}\n`);
    return error.exitCode;
  }
  if (error instanceof CommanderError) {
    // Help and version are successes (exit code 0); commander has printed its own message for the rest.
    return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  // Unexpected: one line, and the stack only when asked for.
  process.stderr.write(`Unexpected error: ${(error as Error)?.message ?? String(error)}\n`);
  if (process.env.PLATFORM_DEBUG) process.stderr.write(`${(error as Error)?.stack ?? ''}\n`);
  return EXIT.failure;
}

export async function main(argv: string[] = process.argv): Promise<number> {
  try {
    await buildProgram().parseAsync(argv);
    return EXIT.ok;
  } catch (error) {
    return report(error);
  }
}

/** Runs the command line of this process: `node cli/dist/index.js ...` or the `platform` command (cli/bin). */
export function runCommandLine(): void {
  // A closed pipe (platform ... | head) is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(EXIT.ok);
  });
  main().then((code) => {
    process.exitCode = code;
  });
}

if (require.main === module) runCommandLine();
