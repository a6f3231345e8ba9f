import { ACCESS_LEVELS, AUTH_MESSAGES, TWO_FACTOR_PATHS, isAdmin, isTwoFactorChallenge, type TwoFactorChallenge } from '@platform/shared';
import { Command } from 'commander';
import { credentialsFile, removeCredentials, writeCredentials } from '../config';
import { apiFor, globalsOf, printResult } from '../context';
import { CliError, EXIT } from '../errors';
import { Api, type PlatformUserInfo } from '../http';
import { ask, readStdin } from '../prompt';

const TWO_FACTOR_CLI_NEEDS_CODE = 'This account uses two-factor sign-in: give --code with the code from your authenticator app (or a recovery code).';

function levelName(level: unknown): string {
  const name = ACCESS_LEVELS[Number(level) as keyof typeof ACCESS_LEVELS];
  return name ? `${level} (${name})` : String(level ?? 'unknown');
}

interface LoginOptions {
  email?: string;
  passwordStdin?: boolean;
  token?: string;
  code?: string;
}

/**
 * Signs in with e-mail and password; for an account with two-factor sign-in, the challenge and a code (`--code`, or
 * asked for on a terminal) give the token.
 */
async function signIn(api: Api, email: string, password: string, code: (() => Promise<string>) | null): Promise<string> {
  try {
    const { body } = await api.request<{ jwt?: string } | TwoFactorChallenge>('POST', '/api/auth/local', { identifier: email, password });
    let answer = body;
    if (isTwoFactorChallenge(body)) {
      if (!code) throw new CliError(TWO_FACTOR_CLI_NEEDS_CODE, EXIT.usage);
      answer = (await api.request<{ jwt?: string }>('POST', TWO_FACTOR_PATHS.verify, { challenge: body.challenge, code: await code() })).body;
    }
    const jwt = (answer as { jwt?: unknown } | null)?.jwt;
    if (typeof jwt !== 'string') throw new CliError('The platform did not answer a token.', EXIT.failure);
    return jwt;
  } catch (error) {
    // A wrong e-mail or password is Strapi's 400 "Invalid identifier or password": an auth failure, not validation.
    if (error instanceof CliError && error.exitCode === EXIT.failure) throw new CliError(error.message, EXIT.auth);
    throw error;
  }
}

async function login(options: LoginOptions, command: Command): Promise<void> {
  const { url, json } = globalsOf(command);
  let token = options.token?.trim();
  if (options.token !== undefined && !token) throw new CliError('--token needs a token.', EXIT.usage);
  if (token && (options.email || options.passwordStdin)) throw new CliError('Use either --token or --email, not both.', EXIT.usage);
  if (!token) {
    const interactive = process.stdin.isTTY === true && !options.passwordStdin;
    let email = options.email?.trim();
    let password: string;
    if (options.passwordStdin) {
      if (!email) throw new CliError('--password-stdin needs --email.', EXIT.usage);
      password = (await readStdin()).replace(/\r?\n$/, '');
    } else if (interactive) {
      if (!email) email = (await ask('E-mail: ')).trim();
      password = await ask('Password: ', { hidden: true });
    } else {
      throw new CliError('No terminal to ask on: use --email with --password-stdin, or --token.', EXIT.usage);
    }
    if (!email || !password) throw new CliError('E-mail and password are both needed.', EXIT.usage);
    const given = options.code?.trim();
    const code = given ? async () => given : interactive ? () => ask('Two-factor code (from your authenticator app, or a recovery code): ') : null;
    token = await signIn(new Api(url, null), email, password, code);
  }
  const user = await new Api(url, token).me();
  if (!isAdmin(user)) throw new CliError(AUTH_MESSAGES.notAdmin, EXIT.auth);
  const file = writeCredentials({ url, token });
  printResult(json, { url, email: user.email, accessLevel: user.accessLevel, credentials: file }, `Signed in to ${url} as ${user.email}.`);
}

export function authCommands(program: Command): void {
  program
    .command('login')
    .description('Sign in to the platform and store the token (0600) in the config directory.')
    .option('--email <email>', 'e-mail of the account (asked for on a terminal when missing)')
    .option('--password-stdin', 'read the password from stdin instead of asking')
    .option('--token <jwt>', 'store an existing token (checked with the platform) instead of signing in')
    .option('--code <code>', 'two-factor code from the authenticator app, or a recovery code (asked for on a terminal when needed)')
    .addHelpText(
      'after',
      `
Only administrators (access level 5) can sign in. The token is stored in
$XDG_CONFIG_HOME/platform/credentials.json (default ~/.config/platform), readable by you only.

Examples:
  $ platform login                                   # asks for e-mail and password
  $ platform --url https://platform.example.no login --email admin@example.no
  $ printf '%s' "$PASSWORD" | platform login --email admin@example.no --password-stdin
  $ printf '%s' "$PASSWORD" | platform login --email admin@example.no --password-stdin --code 123456
  $ platform login --token "$JWT"`,
    )
    .action((options: LoginOptions, command: Command) => login(options, command));

  program
    .command('logout')
    .description('Forget the stored token; with --everywhere, first end every session of the account on the platform.')
    .option('--everywhere', 'sign the account out everywhere: browsers and other terminals need to sign in again')
    .addHelpText('after', '\nExamples:\n  $ platform logout\n  $ platform logout --everywhere')
    .action(async (options: { everywhere?: boolean }, command: Command) => {
      const { json } = globalsOf(command);
      if (options.everywhere) await apiFor(command).signOutEverywhere();
      const removed = removeCredentials();
      const text = options.everywhere
        ? `Signed out everywhere${removed ? ` (removed ${credentialsFile()})` : ''}.`
        : removed
          ? `Signed out (removed ${credentialsFile()}).`
          : 'Not signed in.';
      printResult(json, { signedOut: removed || Boolean(options.everywhere), everywhere: Boolean(options.everywhere) }, text);
    });

  program
    .command('whoami')
    .description('Show the signed-in account: e-mail and access level.')
    .addHelpText('after', '\nExamples:\n  $ platform whoami\n  $ PLATFORM_TOKEN="$JWT" platform --json whoami')
    .action(async (_options: unknown, command: Command) => {
      const { url, json } = globalsOf(command);
      const user: PlatformUserInfo = await apiFor(command).me();
      printResult(
        json,
        { url, id: user.id, email: user.email, accessLevel: user.accessLevel ?? null, admin: isAdmin(user) },
        `${user.email}\naccess level ${levelName(user.accessLevel)}${isAdmin(user) ? '' : ' (not an administrator)'}\n${url}`,
      );
    });
}
