import {
  ACCESS_LEVELS,
  ACCOUNT_STATUSES,
  EMAIL_STATUS_FILTERS,
  GRANT_TRIAL_DAYS,
  PRODUCT_IDS,
  USER_PAGE_SIZE,
  USER_PAGE_SIZES,
  USER_TYPE_FILTERS,
  formatDate,
  formatDateTime,
  formatNok,
  type AccountStatus,
  type AdminUser,
  type AdminUserList,
  type AdminUserProduct,
  type AdminUserStats,
  type EmailStatusFilter,
  type UserTypeFilter,
} from '@platform/shared';
import { Argument, Command, InvalidArgumentError, Option } from 'commander';
import { apiFor, globalsOf, printResult } from '../context';
import { cell, wholeNumber } from '../option-values';
import { CliError, EXIT } from '../errors';
import type { Api } from '../http';
import { table, type Column } from '../table';

const USERS_PATH = '/api/admin/users';
/** The most users one page of the list may hold (the server's limit). */
const PAGE_MAX = Math.max(...USER_PAGE_SIZES);
const TRIAL_DAYS_MAX = 365;

/** A user named on the command line: by id, or by e-mail address (looked up with the list's search). */
type UserRef = { id: number } | { email: string };

interface ListOptions {
  search?: string;
  type?: UserTypeFilter;
  emailStatus?: EmailStatusFilter;
  limit: number;
}

interface GrantOptions {
  days: number;
  active?: boolean;
}

/** <user>: a user id (a whole number) or an e-mail address; anything else is a usage error (exit 2). */
function userRef(raw: string): UserRef {
  const text = raw.trim();
  if (/^\d+$/.test(text) && Number(text) >= 1) return { id: Number(text) };
  if (/^[^\s@]+@[^\s@]+$/.test(text)) return { email: text.toLowerCase() };
  throw new InvalidArgumentError('It must be a user id (a whole number) or an e-mail address.');
}

const userArgument = () => new Argument('<user>', "the user's id or e-mail address").argParser(userRef);
const productArgument = () => new Argument('<product>', 'the product').choices([...PRODUCT_IDS]);

/**
 * The user with exactly this e-mail address (case aside), looked up with the list's search, which also finds
 * addresses that merely contain it: those are passed over. No such user is exit 1, as the server's "not found" is.
 */
async function userByEmail(api: Api, email: string): Promise<AdminUser> {
  for (let start = 0; ; start += PAGE_MAX) {
    const { body } = await api.request<AdminUserList>('GET', USERS_PATH, undefined, {
      q: email,
      _start: String(start),
      _end: String(start + PAGE_MAX),
    });
    const users = body?.users ?? [];
    const match = users.find((user) => user.email.toLowerCase() === email);
    if (match) return match;
    if (users.length === 0 || start + users.length >= (body?.total ?? 0))
      throw new CliError(`No user has the e-mail address ${email}.`, EXIT.failure);
  }
}

async function userOf(api: Api, ref: UserRef): Promise<AdminUser> {
  if ('email' in ref) return userByEmail(api, ref.email);
  return (await api.request<AdminUser>('GET', `${USERS_PATH}/${ref.id}`)).body;
}

/** The id to send a write to: given, or found by the e-mail address. */
async function idOf(api: Api, ref: UserRef): Promise<number> {
  return 'id' in ref ? ref.id : (await userByEmail(api, ref.email)).id;
}

const nameOf = (user: Pick<AdminUser, 'firstName' | 'lastName'>) => [user.firstName, user.lastName].filter(Boolean).join(' ');
const typeName = (accountType: number) => (accountType === 1 ? 'test' : 'normal');
const levelName = (level: number) => {
  const name = ACCESS_LEVELS[level as keyof typeof ACCESS_LEVELS];
  return name ? `${level} (${name})` : String(level);
};
const dateOf = (value: string | null) => (value ? formatDate(value) : '-');

/** The readable table of `users list`: the products column takes what is left of a terminal line (all of it when piped). */
export function userTable(list: AdminUserList, columns: number): string {
  const users = list.users ?? [];
  const fixed: Array<Column<AdminUser>> = [
    { header: 'ID', value: (user) => user.id, right: true },
    { header: 'Name', value: nameOf, width: 28 },
    { header: 'E-mail', value: (user) => user.email, width: 40 },
    { header: 'Level', value: (user) => user.accessLevel, right: true },
    { header: 'Type', value: (user) => typeName(user.accountType) },
    { header: 'Status', value: (user) => user.accountStatus },
    { header: 'Spent', value: (user) => formatNok(user.totalSpent), right: true },
  ];
  const widths = fixed.map((column) => Math.max(column.header.length, ...users.map((user) => cell(column.value(user), column.width).length)));
  const productsWidth = Math.max(20, columns - widths.reduce((sum, width) => sum + width + 2, 0) - 1);
  const products = (user: AdminUser) => user.products.map((product) => `${product.productId}: ${product.subscriptionStatus}`).join(', ') || '-';
  const showing = `${users.length} of ${list.total} users`;
  const body =
    users.length === 0
      ? `No users match.\n${showing}`
      : `${table([...fixed, { header: 'Products', value: products, width: productsWidth }], users)}\n${showing}`;
  return `${body}\n\n${statsText(list.stats)}\n`;
}

function statsText(stats: AdminUserStats): string {
  const lines: Array<[string, string]> = [
    ['Total users', String(stats.totalUsers)],
    ['Active subscriptions', String(stats.activeSubscriptions)],
    ['Trials', String(stats.trials)],
    ['Revenue', formatNok(stats.totalRevenue)],
    ['Test users', String(stats.testUsers)],
    ['Unverified e-mails', String(stats.unverifiedEmails)],
  ];
  return fields(lines);
}

/** Label and value lines, the values lined up. */
function fields(lines: ReadonlyArray<[string, string]>): string {
  const width = Math.max(...lines.map(([label]) => label.length));
  return lines.map(([label, value]) => `${label.padEnd(width)}  ${cell(value)}`.trimEnd()).join('\n');
}

const PRODUCT_COLUMNS: ReadonlyArray<Column<AdminUserProduct>> = [
  { header: 'Product', value: (product) => `${product.productName} (${product.productId})` },
  { header: 'Status', value: (product) => product.subscriptionStatus },
  { header: 'Plan', value: (product) => product.planName ?? '-' },
  { header: 'Granted', value: (product) => dateOf(product.accessGrantedDate) },
  { header: 'Trial end', value: (product) => dateOf(product.trialEndDate) },
  { header: 'Last login', value: (product) => (product.lastLogin ? formatDateTime(product.lastLogin) : '-') },
  { header: 'Searches', value: (product) => product.usage.searches, right: true },
  { header: 'API calls', value: (product) => product.usage.apiCalls, right: true },
  { header: 'Downloads', value: (product) => product.usage.dataDownloads, right: true },
];

export function productTable(products: readonly AdminUserProduct[]): string {
  return products.length === 0 ? 'No products.' : table(PRODUCT_COLUMNS, products);
}

/** The readable page of `users show`: the account's fields, its products and what it has paid. */
export function userText(user: AdminUser): string {
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  const lines: Array<[string, string]> = [
    ['ID', String(user.id)],
    ['Name', nameOf(user) || '-'],
    ['E-mail', `${user.email} (${user.emailVerified ? 'verified' : 'not verified'})`],
    ['Signed up', dateOf(user.signUpDate)],
    ['Type', typeName(user.accountType)],
    ['Access level', `${levelName(user.accessLevel)}${user.isAdmin ? ', administrator' : ''}`],
    ['Account status', user.accountStatus],
    ['Phone', user.phone ?? '-'],
    ['Language', user.preferredLanguage],
    ['Referral source', user.referralSource ?? '-'],
    ['Last login', user.lastLoginAt ? formatDateTime(user.lastLoginAt) : '-'],
    ['Linked Gmail', yesNo(user.linkedGmail)],
    ['Two-factor', yesNo(user.twoFactorEnabled)],
    ['Total spent', formatNok(user.totalSpent)],
  ];
  return `${fields(lines)}\n\nProducts\n${productTable(user.products)}\n`;
}

/** The line of one product after a grant or revoke: the table with that product alone. */
function productLine(user: AdminUser, productId: string): string {
  return productTable(user.products.filter((product) => product.productId === productId));
}

async function listCommand(options: ListOptions, command: Command): Promise<void> {
  const { json } = globalsOf(command);
  const { search, type, emailStatus, limit } = options;
  const { body } = await apiFor(command).request<AdminUserList>('GET', USERS_PATH, undefined, {
    q: search,
    type,
    emailStatus,
    _start: '0',
    _end: String(limit),
  });
  if (body?.warning) process.stderr.write(`Warning: ${body.warning}\n`);
  const columns = process.stdout.isTTY ? process.stdout.columns || 80 : Infinity;
  printResult(json, body, userTable(body, columns));
}

async function showCommand(ref: UserRef, command: Command): Promise<void> {
  const { json } = globalsOf(command);
  const user = await userOf(apiFor(command), ref);
  printResult(json, user, userText(user));
}

async function grantCommand(ref: UserRef, productId: string, options: GrantOptions, command: Command): Promise<void> {
  const { json } = globalsOf(command);
  const api = apiFor(command);
  const id = await idOf(api, ref);
  const grant = options.active ? { subscriptionStatus: 'active' } : { subscriptionStatus: 'trial', trialDays: options.days };
  const { body: user } = await api.request<AdminUser>('POST', `${USERS_PATH}/${id}/products/${encodeURIComponent(productId)}`, grant);
  const what = options.active ? 'an active subscription' : `a trial of ${options.days} days`;
  printResult(json, user, `Granted ${user.email} ${what} of ${productId}.\n${productLine(user, productId)}`);
}

async function revokeCommand(ref: UserRef, productId: string, command: Command): Promise<void> {
  const { json } = globalsOf(command);
  const api = apiFor(command);
  const id = await idOf(api, ref);
  const { body: user } = await api.request<AdminUser>('DELETE', `${USERS_PATH}/${id}/products/${encodeURIComponent(productId)}`);
  printResult(json, user, `Revoked ${user.email}'s access to ${productId}.\n${productLine(user, productId)}`);
}

async function setStatusCommand(ref: UserRef, status: AccountStatus, command: Command): Promise<void> {
  const { json } = globalsOf(command);
  const api = apiFor(command);
  const id = await idOf(api, ref);
  const { body: user } = await api.request<AdminUser>('PUT', `${USERS_PATH}/${id}`, { accountStatus: status });
  printResult(json, user, `${user.email}: account status ${user.accountStatus}.`);
}

export function usersCommands(program: Command): void {
  const users = program
    .command('users')
    .description('Look up users, grant and revoke their products, and set their account status (administrators).');

  users
    .command('list')
    .description(
      'Show the users matching the filters, with how many there are and the platform’s user statistics; the server’s answer as JSON with --json.',
    )
    .option('--search <text>', 'only users whose e-mail, first or last name contains the text')
    .addOption(new Option('--type <type>', 'normal or test accounts only').choices([...USER_TYPE_FILTERS]))
    .addOption(new Option('--email-status <status>', 'only users whose e-mail address is (not) verified').choices([...EMAIL_STATUS_FILTERS]))
    .addOption(new Option('--limit <n>', `how many users to show (at most ${PAGE_MAX})`).argParser(wholeNumber(PAGE_MAX)).default(USER_PAGE_SIZE))
    .addHelpText(
      'after',
      `
Examples:
  $ platform users list --search nordmann
  $ platform users list --type test --email-status unverified --limit 100
  $ platform --json users list --search "@demo.no" | jq ".users[].email"`,
    )
    .action((options: ListOptions, command: Command) => listCommand(options, command));

  users
    .command('show')
    .description('Show one user: the account’s fields, its products (status, plan, dates, usage) and what it has paid.')
    .addArgument(userArgument())
    .addHelpText(
      'after',
      '\nExamples:\n  $ platform users show 12\n  $ platform users show ola@example.no\n  $ platform --json users show ola@example.no',
    )
    .action((ref: UserRef, _options: unknown, command: Command) => showCommand(ref, command));

  users
    .command('grant')
    .description(`Give a user a product: a trial (${GRANT_TRIAL_DAYS} days unless --days says otherwise), or an active subscription with --active.`)
    .addArgument(userArgument())
    .addArgument(productArgument())
    .addOption(
      new Option('--days <n>', `length of the trial in days, 1 to ${TRIAL_DAYS_MAX}`)
        .argParser(wholeNumber(TRIAL_DAYS_MAX))
        .default(GRANT_TRIAL_DAYS),
    )
    .option('--active', 'an active subscription (open-ended) instead of a trial')
    .addHelpText('after', '\nExamples:\n  $ platform users grant ola@example.no property --days 14\n  $ platform users grant 12 auto --active')
    .action((ref: UserRef, productId: string, options: GrantOptions, command: Command) => grantCommand(ref, productId, options, command));

  users
    .command('revoke')
    .description('End a user’s access to a product now (a running trial ends today and is not given again).')
    .addArgument(userArgument())
    .addArgument(productArgument())
    .addHelpText('after', '\nExample:\n  $ platform users revoke ola@example.no property')
    .action((ref: UserRef, productId: string, _options: unknown, command: Command) => revokeCommand(ref, productId, command));

  users
    .command('set-status')
    .description('Set a user’s account status; a suspended or inactive account cannot sign in and its tokens are refused.')
    .addArgument(userArgument())
    .addArgument(new Argument('<status>', 'the account status').choices([...ACCOUNT_STATUSES]))
    .addHelpText('after', '\nExamples:\n  $ platform users set-status ola@example.no suspended\n  $ platform users set-status 12 active')
    .action((ref: UserRef, status: AccountStatus, _options: unknown, command: Command) => setStatusCommand(ref, status, command));
}
