import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  ADMIN_USER_MESSAGES,
  AUTH_MESSAGES,
  EXPORT_FIELD_GROUP_KEYS,
  IDEA_TEXT_FIELDS,
  LOG_EXPORT_HEADERS,
  LOG_LEVELS,
  PLAN_COMPANY_LABELS,
  PRODUCT_IDS,
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_PATHS,
  emptyPlan,
  exportIdeas,
  formatDate,
  formatLogTime,
  formatNok,
  logsCsv,
  readCsv,
  type AdminUser,
  type AdminUserList,
  type Idea,
  type LogEntry,
  type LogPage,
  type TwoFactorSetup,
} from '@platform/shared';
import * as OTPAuth from 'otpauth';
import { activationTokenFor, cliTestFile, freePort, marker, PASSWORD, repo, server, tokenOf } from './cli-runner';

// The built CLI against the real Strapi of the cms harness (see cli-runner.ts).

const { dirs, run, runOnTerminal, writeFile, login } = cliTestFile();

/** How many ideas the search finds (all ideas without one), through the API. */
async function countIdeas(search?: string): Promise<number> {
  const url = new URL(`${server.url}/api/admin/ideas`);
  url.searchParams.set('_start', '0');
  url.searchParams.set('_end', '1');
  if (search) url.searchParams.set('search', search);
  const res = await fetch(url, { headers: { Authorization: `Bearer ${await tokenOf('admin@demo.no')}` } });
  expect(res.status).toBe(200);
  return Number(res.headers.get('x-total-count'));
}

/** The line end after each record of a CSV text (line breaks inside quoted cells are part of their cell). */
function recordEnds(csv: string): string[] {
  return csv.replace(/"(?:[^"]|"")*"/g, '').match(/\r?\n/g) ?? [];
}

async function seed(tag: string, n: number): Promise<string[]> {
  const titles = Array.from({ length: n }, (_, i) => `${tag} idea ${i + 1}`);
  const file = writeFile(`${tag}.json`, JSON.stringify(titles.map((title) => ({ title, status: 'draft', tags: ['cli', tag] }))));
  const result = await run(['ideas', 'import', file, '--on-conflict', 'new']);
  expect(result.stderr).toBe('');
  expect(result.stdout).toContain(`imported ${n}, failed 0, skipped 0`);
  expect(result.code).toBe(0);
  return titles;
}

describe('the platform command', () => {
  it('runs from the repository through npx, as the README shows', async () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(repo, 'cli', 'package.json'), 'utf8')) as { version: string };
    const result = await promisify(execFile)('npx', ['--no-install', 'platform', '--version'], { cwd: repo });
    expect(result.stdout.trim()).toBe(version);
  });
});

describe('login, whoami, logout', () => {
  it('signs in with --password-stdin, stores the token 0600 and shows the account', async () => {
    await login();
    const file = path.join(dirs.home, 'platform', 'credentials.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ url: server.url, token: expect.any(String) });

    const who = await run(['whoami']);
    expect(who.code).toBe(0);
    expect(who.stdout).toContain('admin@demo.no');
    expect(who.stdout).toContain('access level 5');
    const asJson = await run(['--json', 'whoami']);
    expect(JSON.parse(asJson.stdout)).toMatchObject({ email: 'admin@demo.no', accessLevel: 5, admin: true });
  });

  it('logs out, after which commands answer exit 3', async () => {
    await login();
    expect((await run(['logout'])).code).toBe(0);
    expect(fs.existsSync(path.join(dirs.home, 'platform', 'credentials.json'))).toBe(false);
    const who = await run(['whoami']);
    expect(who.code).toBe(3);
    expect(who.stderr).toContain('Not signed in');
    await login();
  });

  it('logs out everywhere: the account’s other sessions end on the platform too', async () => {
    // An administrator of its own, so the other tests' demo sessions stay.
    const email = `${marker('cli-everywhere')}@example.test`;
    const made = await fetch(`${server.url}/api/admin/users`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenOf('admin@demo.no')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, accessLevel: 5 }),
    });
    expect(made.status).toBe(201);
    const home = { XDG_CONFIG_HOME: path.join(dirs.work, 'everywhere-home') };
    expect((await run(['login', '--email', email, '--password-stdin'], { input: PASSWORD, env: home })).code).toBe(0);
    const browser = await tokenOf(email);

    const out = await run(['logout', '--everywhere'], { env: home });
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('Signed out everywhere');
    const me = await fetch(`${server.url}/api/users/me`, { headers: { Authorization: `Bearer ${browser}` } });
    expect(me.status).toBe(401);
    const who = await run(['whoami'], { env: { ...home, PLATFORM_TOKEN: browser } });
    expect(who.code).toBe(3);
    expect(who.stderr).toContain('Please sign in again.');
    // The platform's own routes say why.
    const ideas = await run(['ideas', 'export', '--format', 'json'], { env: { ...home, PLATFORM_TOKEN: browser } });
    expect(ideas.code).toBe(3);
    expect(ideas.stderr).toContain(AUTH_MESSAGES.sessionEnded);
  });

  it('signs an account with two-factor sign-in in with --code, and says how without one', async () => {
    const email = `${marker('cli-two-factor')}@example.test`;
    const made = await fetch(`${server.url}/api/admin/users`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenOf('admin@demo.no')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, accessLevel: 5 }),
    });
    expect(made.status).toBe(201);
    const session = { Authorization: `Bearer ${await tokenOf(email)}`, 'content-type': 'application/json' };
    const setup = (await (await fetch(`${server.url}${TWO_FACTOR_PATHS.setup}`, { method: 'POST', headers: session })).json()) as TwoFactorSetup;
    const appCode = (stepsAhead: number) =>
      new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
    const enabled = await fetch(`${server.url}${TWO_FACTOR_PATHS.enable}`, {
      method: 'POST',
      headers: session,
      body: JSON.stringify({ code: appCode(0) }),
    });
    expect(enabled.status).toBe(200);
    const home = { XDG_CONFIG_HOME: path.join(dirs.work, 'two-factor-home') };

    const withoutCode = await run(['login', '--email', email, '--password-stdin'], { input: PASSWORD, env: home });
    expect(withoutCode.code).toBe(2);
    expect(withoutCode.stderr).toContain('This account uses two-factor sign-in: give --code');
    const wrongCode = await run(['login', '--email', email, '--password-stdin', '--code', appCode(1) === '000000' ? '111111' : '000000'], {
      input: PASSWORD,
      env: home,
    });
    expect(wrongCode.code).toBe(3);
    expect(wrongCode.stderr).toContain(TWO_FACTOR_MESSAGES.codeInvalid);
    const signedIn = await run(['login', '--email', email, '--password-stdin', '--code', appCode(1)], { input: PASSWORD, env: home });
    expect(signedIn.stdout).toContain(`as ${email}.`);
    expect(signedIn.code).toBe(0);
    expect((await run(['whoami'], { env: home })).stdout).toContain(email);
  });

  it('refuses a wrong password with exit 3 and no stack trace', async () => {
    const result = await run(['login', '--email', 'admin@demo.no', '--password-stdin'], { input: 'wrong-password' });
    expect(result.code).toBe(3);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('gives a level-3 user exit 3, at login and with a token', async () => {
    const loginResult = await run(['login', '--email', 'premium@demo.no', '--password-stdin'], {
      input: PASSWORD,
      env: { XDG_CONFIG_HOME: path.join(dirs.work, 'premium-home') },
    });
    expect(loginResult.code).toBe(3);
    expect(loginResult.stderr).toContain('Administrator access (access level 5) is required.');
    expect(fs.existsSync(path.join(dirs.work, 'premium-home', 'platform', 'credentials.json'))).toBe(false);

    const token = await tokenOf('premium@demo.no');
    const exported = await run(['ideas', 'export', '--format', 'json'], { env: { PLATFORM_TOKEN: token } });
    expect(exported.code).toBe(3);
    expect(exported.stderr).toContain('Administrator access (access level 5) is required.');
  });
});

describe('ideas export and import', () => {
  beforeAll(login);

  it.each(['json', 'csv'] as const)('exports %s and re-imports it with --on-conflict new: the same titles come back', async (format) => {
    const tag = marker(`roundtrip-${format}`);
    const titles = await seed(tag, 3);
    const file = path.join(dirs.work, `${tag}.${format}`);
    const exported = await run(['ideas', 'export', '--format', format, '--search', tag, '-o', file]);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain('Exported 3 idea(s)');

    const reimport = await run(['ideas', 'import', file, '--on-conflict', 'new']);
    expect(reimport.stdout).toContain('3 conflict(s)');
    expect(reimport.stdout).toContain('imported 3, failed 0, skipped 0');
    expect(reimport.code).toBe(0);
    expect(await countIdeas(tag)).toBe(6);

    const all = await run(['--json', 'ideas', 'export', '--format', 'json', '--search', tag]);
    const back = (JSON.parse(all.stdout) as Array<{ title: string }>).map((idea) => idea.title).sort();
    expect(back).toEqual([...titles, ...titles].sort());
  });

  it.each(['json', 'csv'] as const)(
    'brings back every field of a %s export with --on-conflict overwrite after the ideas were changed',
    async (format) => {
      const tag = marker(`fields-${format}`);
      // Every text field, with what breaks naive CSV: commas, quotes, line breaks, Norwegian letters.
      const texts = Object.fromEntries(IDEA_TEXT_FIELDS.map((field) => [field, `${field} for ${tag}: "æøå", and\na second line`]));
      const ideas = [1, 2].map((n) => ({
        ...texts,
        title: `${tag} full ${n}`,
        status: 'validation',
        priority: 'high',
        company: 'aeda',
        idea_type: 'feature',
        business_model: 'both',
        personal_enthusiasm: 7 + n,
        user_tech_preference: 'enthusiast',
        implementation_phase: 'phase2',
        strategic_fit_score: 8.5,
        tags: ['cli', tag],
        features: ['Kart', 'Varsler, på e-post'],
        required_data_sources: ['SSB', 'Kartverket'],
      }));
      expect((await run(['ideas', 'import', writeFile(`${tag}.json`, JSON.stringify(ideas)), '--on-conflict', 'new'])).code).toBe(0);
      // Every group but the metadata, whose updated_at changes with each write.
      const fields = ['--fields', EXPORT_FIELD_GROUP_KEYS.filter((group) => group !== 'metadata').join(',')];
      const file = path.join(dirs.work, `${tag}-export.${format}`);
      expect((await run(['ideas', 'export', '--format', format, ...fields, '--search', tag, '-o', file])).code).toBe(0);
      const before = fs.readFileSync(file, 'utf8');

      // Someone edits the ideas on the server; the overwrite import puts the exported fields back.
      const admin = { Authorization: `Bearer ${await tokenOf('admin@demo.no')}`, 'Content-Type': 'application/json' };
      const exported = (await run(['ideas', 'export', '--format', 'json', '--search', tag])).stdout;
      for (const idea of JSON.parse(exported) as Idea[]) {
        const res = await fetch(`${server.url}/api/admin/ideas/${idea.id}`, {
          method: 'PUT',
          headers: admin,
          body: JSON.stringify({ description: 'changed', priority: 'low', tags: ['changed'], strategic_fit_score: 2 }),
        });
        expect(res.status).toBe(200);
      }
      const changed = await run(['ideas', 'export', '--format', format, ...fields, '--search', tag]);
      expect(changed.stdout).not.toBe(before);

      const overwrite = await run(['ideas', 'import', file, '--on-conflict', 'overwrite']);
      expect(overwrite.stdout).toContain('imported 2, failed 0, skipped 0');
      expect(overwrite.code).toBe(0);
      const after = await run(['ideas', 'export', '--format', format, ...fields, '--search', tag]);
      expect(after.stdout).toBe(before);
    },
  );

  it('writes one CSV header and valid JSON across pages of 500', async () => {
    const tag = marker('pages');
    const file = writeFile(`${tag}.json`, JSON.stringify(Array.from({ length: 501 }, (_, i) => ({ title: `${tag} ${i}`, status: 'draft' }))));
    expect((await run(['ideas', 'import', file, '--on-conflict', 'new'])).code).toBe(0);
    const json = await run(['ideas', 'export', '--format', 'json', '--fields', 'basic', '--search', tag]);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toHaveLength(501);
    const csv = await run(['ideas', 'export', '--format', 'csv', '--fields', 'basic', '--search', tag]);
    const lines = csv.stdout.trim().split('\n');
    expect(lines).toHaveLength(502);
    expect(lines.filter((line) => line.startsWith('id,'))).toHaveLength(1);
    const md = await run(['ideas', 'export', '--format', 'md', '--search', tag]);
    expect(md.stdout.match(/^# Ideas export$/gm)).toHaveLength(1);
    expect(md.stdout.match(/^## /gm)).toHaveLength(501);

    // The streamed pages join into exactly what exportIdeas gives for the whole list.
    const url = new URL(`${server.url}/api/admin/ideas`);
    url.searchParams.set('search', tag);
    const res = await fetch(url, { headers: { Authorization: `Bearer ${await tokenOf('admin@demo.no')}` } });
    const ideas = (await res.json()) as Idea[];
    expect(ideas).toHaveLength(501);
    expect(json.stdout).toBe(exportIdeas(ideas, 'json', ['basic']) + '\n');
    expect(csv.stdout).toBe(exportIdeas(ideas, 'csv', ['basic']));
    expect(md.stdout).toBe(exportIdeas(ideas, 'md'));
  });

  it('writes a CSV file a spreadsheet reads as UTF-8 (the BOM first, CRLF line ends) that imports back', async () => {
    const tag = marker('bom');
    const title = `Porteføljestyring ${tag}`;
    const source = writeFile(`${tag}.json`, JSON.stringify([{ title, status: 'draft', description: 'Linje én\nLinje to' }]));
    expect((await run(['ideas', 'import', source, '--on-conflict', 'new'])).code).toBe(0);
    const file = path.join(dirs.work, `${tag}.csv`);
    expect((await run(['ideas', 'export', '--format', 'csv', '--search', tag, '-o', file])).code).toBe(0);
    const bytes = fs.readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    expect(text).toContain(title);
    expect(recordEnds(text)).toEqual(['\r\n', '\r\n']);

    const reimport = await run(['ideas', 'import', file, '--on-conflict', 'new']);
    expect(reimport.stdout).toContain('imported 1, failed 0, skipped 0');
    const url = new URL(`${server.url}/api/admin/ideas`);
    url.searchParams.set('search', tag);
    const res = await fetch(url, { headers: { Authorization: `Bearer ${await tokenOf('admin@demo.no')}` } });
    expect(((await res.json()) as Idea[]).map((idea) => [idea.title, idea.description])).toEqual([
      [title, 'Linje én\nLinje to'],
      [title, 'Linje én\nLinje to'],
    ]);
  });

  it('--dry-run changes nothing', async () => {
    const tag = marker('dry');
    const file = writeFile(
      `${tag}.json`,
      JSON.stringify([
        { title: `${tag} a`, status: 'draft' },
        { title: `${tag} b`, priority: 'high' },
      ]),
    );
    const before = await countIdeas();
    const result = await run(['--json', 'ideas', 'import', file, '--on-conflict', 'new', '--dry-run']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ dryRun: true, wouldImport: 2, imported: 0, failed: 0 });
    expect(await countIdeas()).toBe(before);
  });

  it('imports a file larger than one call may carry (30 MB), all of it, and re-imports it with ignore', async () => {
    const tag = marker('large');
    // 1,500 ideas of 20,000-character descriptions: over the 25 MB a single call accepts, so it goes in parts.
    const ideas = Array.from({ length: 1500 }, (_, i) => ({ title: `${tag} ${i}`, status: 'draft', description: `${i} `.padEnd(20_000, 'a') }));
    const file = writeFile(`${tag}.json`, JSON.stringify(ideas));
    expect(fs.statSync(file).size).toBeGreaterThan(25 * 1024 * 1024);
    const first = await run(['--json', 'ideas', 'import', file, '--on-conflict', 'new']);
    expect(first.stderr).toBe('');
    expect(JSON.parse(first.stdout)).toMatchObject({ imported: 1500, failed: 0, skipped: 0 });
    expect(await countIdeas(tag)).toBe(1500);

    const again = await run(['--json', 'ideas', 'import', file, '--on-conflict', 'ignore', '--dry-run']);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ dryRun: true, wouldImport: 0, skipped: 1500 });
    expect(await countIdeas(tag)).toBe(1500);
  });

  it('ignores conflicts with --on-conflict ignore', async () => {
    const tag = marker('ignore');
    await seed(tag, 2);
    const file = writeFile(
      `${tag}-again.json`,
      JSON.stringify([
        { title: `${tag} idea 1`, status: 'draft' },
        { title: `${tag} new`, status: 'draft' },
      ]),
    );
    const result = await run(['ideas', 'import', file, '--on-conflict', 'ignore']);
    expect(result.stdout).toContain('imported 1, failed 0, skipped 1');
    expect(await countIdeas(tag)).toBe(3);
  });

  it('rejects a malformed CSV with exit 1 and the spec message, sending nothing', async () => {
    const file = writeFile('headers-only.csv', 'title,status,priority\n');
    const before = await countIdeas();
    const result = await run(['ideas', 'import', file, '--on-conflict', 'new']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('CSV file must have headers and at least one data row.');
    expect(await countIdeas()).toBe(before);
  });

  it('reports failed items with exit 1 and their reasons on stderr', async () => {
    const tag = marker('bad');
    const file = writeFile(
      `${tag}.json`,
      JSON.stringify([
        { title: `${tag} ok`, status: 'draft' },
        { title: `${tag} bad`, status: 'nonsense' },
      ]),
    );
    const result = await run(['ideas', 'import', file, '--on-conflict', 'new']);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('imported 1, failed 1');
    expect(result.stderr).toContain(`"${tag} bad"`);
  });

  it('asks per conflict on a terminal (a pseudo-terminal made by util-linux script)', async () => {
    const tag = marker('ask');
    await seed(tag, 2);
    const file = writeFile(
      `${tag}-again.json`,
      JSON.stringify([
        { title: `${tag} idea 1`, status: 'draft' },
        { title: `${tag} idea 2`, status: 'draft' },
      ]),
    );
    let answered = 0;
    const result = await runOnTerminal(['ideas', 'import', file], (stdout, write) => {
      // One answer per prompt: ignore the first conflict, create the second as new.
      const prompts = stdout.split('[o]verwrite / [i]gnore / [n]ew?').length - 1;
      while (answered < prompts) write(['i', 'n'][answered++] + '\r');
    });
    expect(result.stdout).toContain('imported 1, failed 0, skipped 1');
    expect(result.code).toBe(0);
    expect(await countIdeas(tag)).toBe(3);
    // The bar counts the records sent, then follows the import's steps to the end.
    expect(result.stdout).toContain('Importing ideas');
    expect(result.stdout).toMatch(/100% \| 2\/2 done/);
  });

  it('answers every conflict left at once with a capital letter', async () => {
    const tag = marker('all');
    await seed(tag, 4);
    const again = [1, 2, 3, 4].map((n) => ({ title: `${tag} idea ${n}`, status: 'draft' }));
    const file = writeFile(`${tag}-again.json`, JSON.stringify(again));
    let answered = 0;
    const result = await runOnTerminal(['ideas', 'import', file], (stdout, write) => {
      // The first conflict: new; at the second, I ignores it and the two after it without asking again.
      const prompts = stdout.split('[o]verwrite / [i]gnore / [n]ew?').length - 1;
      while (answered < prompts) write(['n', 'I'][answered++] + '\r');
    });
    expect(result.stdout.split('[o]verwrite / [i]gnore / [n]ew?').length - 1).toBe(2);
    expect(result.stdout).toContain('the same for this and the 2 after it');
    expect(result.stdout).toContain('imported 1, failed 0, skipped 3');
    expect(result.code).toBe(0);
    expect(await countIdeas(tag)).toBe(5);
  });

  it('shows a progress bar on a terminal while exporting to a file, and none in the file', async () => {
    const tag = marker('bar');
    await seed(tag, 3);
    const file = path.join(dirs.work, `${tag}.csv`);
    const result = await runOnTerminal(['ideas', 'export', '--format', 'csv', '--search', tag, '-o', file]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Exporting ideas .*100% \| 3\/3/);
    expect(result.stdout).toContain(`Exported 3 idea(s) to ${file}.`);
    expect(fs.readFileSync(file, 'utf8')).not.toContain('Exporting');
  });

  it('refuses --on-conflict ask without a terminal with exit 2', async () => {
    const file = writeFile('ask.json', JSON.stringify([{ title: 'ask me', status: 'draft' }]));
    const result = await run(['ideas', 'import', file]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toBe('--on-conflict ask needs a terminal; choose overwrite, ignore or new.');
  });

  it('maps usage errors to exit 2', async () => {
    expect((await run(['ideas', 'export', '--format', 'xml'])).code).toBe(2);
    expect((await run(['ideas', 'export', '--fields', 'nope'])).code).toBe(2);
    expect((await run(['nonsense'])).code).toBe(2);
    expect((await run(['ideas', 'import', '--help'])).code).toBe(0);
  });
});

/** The address of a port nobody listens on. */
const unreachableUrl = async (): Promise<string> => `http://127.0.0.1:${await freePort()}`;

describe('an unreachable platform', () => {
  it('answers exit 4 with the URL', async () => {
    const url = await unreachableUrl();
    const result = await run(['--url', url, 'whoami'], { env: { PLATFORM_TOKEN: 'any' } });
    expect(result.code).toBe(4);
    expect(result.stderr.trim()).toBe(`Cannot reach the platform at ${url}.`);
    const login = await run(['--url', url, 'login', '--token', 'any']);
    expect(login.code).toBe(4);
  });
});

/** The saved plan of a company, through the API. */
async function savedPlan(company: string): Promise<unknown> {
  const res = await fetch(`${server.url}/api/admin/strategic-plan/save?company=${company}`, {
    headers: { Authorization: `Bearer ${await tokenOf('admin@demo.no')}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { plan: unknown }).plan;
}

describe('plan export and import', () => {
  beforeAll(login);

  it('exports a plan as Markdown with its heading and company', async () => {
    const result = await run(['plan', 'export', '--company', 'aeda', '--format', 'md']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Strategic Plan');
    expect(result.stdout).toContain(PLAN_COMPANY_LABELS.aeda);
  });

  it('refuses an unknown company with exit 2 and the allowed values', async () => {
    const result = await run(['plan', 'export', '--company', 'acme']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('overall, approach, aeda, enmodels');
  });

  it('rejects a broken plan file with exit 1 and the dialog message, changing nothing', async () => {
    const before = await savedPlan('approach');
    const file = writeFile('broken-plan.json', JSON.stringify({ vision: 5 }));
    const result = await run(['plan', 'import', file, '--company', 'approach']);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('Missing or invalid vision field');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(await savedPlan('approach')).toEqual(before);
  });

  it('imports a valid plan for enmodels, which the JSON export then shows', async () => {
    const vision = marker('vision');
    const file = writeFile('enmodels-plan.json', JSON.stringify({ ...emptyPlan(), vision }));
    const imported = await run(['plan', 'import', file, '--company', 'enmodels']);
    expect(imported.stderr).toBe('');
    expect(imported.code).toBe(0);
    expect(await savedPlan('enmodels')).toMatchObject({ vision });

    const exported = await run(['plan', 'export', '--company', 'enmodels', '--format', 'json']);
    expect(exported.code).toBe(0);
    expect(JSON.parse(exported.stdout)).toMatchObject({ company: 'enmodels', plan: { vision } });
  });
});

describe('plan import as a user below the admin level', () => {
  it('is refused by the server with exit 3 and the plan stays as it was', async () => {
    const before = await savedPlan('aeda');
    const file = writeFile('level-3-plan.json', JSON.stringify({ ...emptyPlan(), vision: marker('not-allowed') }));
    const result = await run(['plan', 'import', file, '--company', 'aeda'], { env: { PLATFORM_TOKEN: await tokenOf('premium@demo.no') } });
    expect(result.code).toBe(3);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(await savedPlan('aeda')).toEqual(before);
  });
});

/** A page of the system log, read as an administrator through the API. */
async function logPage(query: Record<string, string>): Promise<LogPage> {
  const url = new URL(`${server.url}/api/admin/logs`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const res = await fetch(url, { headers: { Authorization: `Bearer ${await tokenOf('admin@demo.no')}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as LogPage;
}

/** A sign-in from an address of the caller's own (the test server trusts X-Forwarded-For), so no other sign-in counts. */
function signInFrom(address: string, identifier: string, password: string): Promise<globalThis.Response> {
  return fetch(`${server.url}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify({ identifier, password }),
  });
}

describe('logs list and export', () => {
  const FAILED = 60;
  // Every entry of these tests names an e-mail address holding this marker, which --search finds.
  const tag = marker('logs');
  let created: number;

  beforeAll(async () => {
    await login();
    // Real events: a sign-up and its activation (info), then failed sign-ins for throwaway addresses (warning), sent
    // together so that many share a millisecond and the pages must be cut by id as well as by time.
    const email = `${tag}@example.test`;
    const signedUp = await fetch(`${server.url}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.10' },
      body: JSON.stringify({ username: email, email, password: PASSWORD }),
    });
    expect(signedUp.status).toBe(200);
    const activated = await fetch(`${server.url}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.10' },
      body: JSON.stringify({ step: 'confirm', token: await activationTokenFor(email) }),
    });
    expect(activated.status).toBe(200);
    const failed = await Promise.all(
      Array.from({ length: FAILED }, (_, i) => signInFrom(`203.0.113.${11 + Math.floor(i / 30)}`, `${tag}-${i}@example.test`, 'Feil-passord-1')),
    );
    expect(failed.map((res) => res.status)).toEqual(Array(FAILED).fill(400));
    created = FAILED + 2;
  });

  it('exports every matching entry to CSV across pages: the spec columns, the API count, newest first, no repeats', async () => {
    const { total } = await logPage({ limit: '1', search: tag });
    expect(total).toBe(created);
    const file = path.join(dirs.work, `${tag}.csv`);
    // Pages of 25: three requests along the cursor, the last one short.
    const result = await run(['logs', 'export', '--search', tag, '--page-size', '25', '-o', file]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(`Exported ${total} log entries to ${file}.`);

    const bytes = fs.readFileSync(file);
    // The BOM first, so that a spreadsheet reads the file as UTF-8; every record ends in CRLF.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(recordEnds(text)).toEqual(Array(total + 1).fill('\r\n'));
    const table = readCsv(text)!;
    expect(table.fields).toEqual(LOG_EXPORT_HEADERS);
    expect(table.fields).toEqual(['Timestamp', 'Level', 'Category', 'Action', 'Message', 'User ID', 'User Email', 'IP Address', 'User Agent']);
    expect(table.rows).toHaveLength(total);
    expect(text.match(/^\uFEFF?Timestamp,/gm)).toHaveLength(1);
    // Row for row what the API answers for the same filters in one call, newest first.
    const { logs } = await logPage({ limit: '1000', search: tag });
    expect(text).toBe(logsCsv(logs));
    // Each failed sign-in named its own address: each is there exactly once.
    const failedEmails = table.rows.map((row) => row['User Email']).filter((email) => email !== `${tag}@example.test`);
    expect(new Set(failedEmails).size).toBe(FAILED);
    expect(failedEmails).toHaveLength(FAILED);
  });

  it('exports JSON: one parseable array of the entries, the same as the API, with no entry twice', async () => {
    const file = path.join(dirs.work, `${tag}.json`);
    const result = await run(['logs', 'export', '--search', tag, '--page-size', '7', '-o', file]);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(`Exported ${created} log entries to ${file}.`);
    const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as LogEntry[];
    expect(entries).toHaveLength(created);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(created);
    expect(entries).toEqual((await logPage({ limit: '1000', search: tag })).logs);

    // To stdout (no -o, or -o -) with --format: the data alone.
    const piped = await run(['logs', 'export', '--search', tag, '--format', 'json', '-o', '-']);
    expect(piped.code).toBe(0);
    expect(JSON.parse(piped.stdout)).toEqual(entries);
    const csv = await run(['logs', 'export', '--search', tag, '--level', 'info']);
    expect(
      readCsv(csv.stdout)!
        .rows.map((row) => row.Action)
        .sort(),
    ).toEqual(['auth.account_activated', 'auth.sign_up']);
  });

  it('exports nothing matching as the header alone, and an empty JSON array', async () => {
    const none = marker('no-such-entry');
    const csv = await run(['logs', 'export', '--search', none]);
    expect(csv.code).toBe(0);
    expect(csv.stdout).toBe(`\uFEFF${LOG_EXPORT_HEADERS.join(',')}\r\n`);
    const file = path.join(dirs.work, `${none}.json`);
    const result = await run(['--json', 'logs', 'export', '--search', none, '-o', file]);
    expect(JSON.parse(result.stdout)).toEqual({ exported: 0, format: 'json', file });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('shows a progress bar on a terminal while exporting to a file, and none in the file', async () => {
    const file = path.join(dirs.work, `${tag}-bar.csv`);
    const result = await runOnTerminal(['logs', 'export', '--search', tag, '--page-size', '20', '-o', file]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`Exporting log entries .*100% \\| ${created}/${created}`));
    expect(result.stdout).toContain(`Exported ${created} log entries to ${file}.`);
    expect(fs.readFileSync(file, 'utf8')).not.toContain('Exporting');
    expect(readCsv(fs.readFileSync(file, 'utf8'))!.rows).toHaveLength(created);
  });

  it('lists only warning entries with --level warning', async () => {
    const result = await run(['--json', 'logs', 'list', '--level', 'warning', '--search', tag, '--limit', '1000']);
    expect(result.code).toBe(0);
    const entries = JSON.parse(result.stdout) as LogEntry[];
    expect(entries).toHaveLength(FAILED);
    expect(entries.every((entry) => entry.level === 'warning' && entry.action === 'auth.sign_in_failed')).toBe(true);
    // The marker has info entries too, which the filter left out.
    const all = JSON.parse((await run(['--json', 'logs', 'list', '--search', tag, '--limit', '1000'])).stdout) as LogEntry[];
    expect(all).toHaveLength(created);
    expect(new Set(all.map((entry) => entry.level))).toEqual(new Set(['info', 'warning']));
    // Without --limit: the newest 50.
    const first = JSON.parse((await run(['--json', 'logs', 'list', '--search', tag])).stdout) as LogEntry[];
    expect(first).toEqual(all.slice(0, 50));
  });

  it('refuses an unknown level, category, tab, --since or --limit with exit 2 and the allowed values, sending nothing', async () => {
    // An unreachable platform would answer exit 4: exit 2 shows that nothing was sent.
    const url = await unreachableUrl();
    const level = await run(['--url', url, 'logs', 'list', '--level', 'fatal']);
    expect(level.code).toBe(2);
    expect(level.stderr).toContain(LOG_LEVELS.join(', '));
    expect(level.stdout).toBe('');
    const category = await run(['--url', url, 'logs', 'export', '--category', 'billing']);
    expect(category.code).toBe(2);
    expect(category.stderr).toContain('auth, user, product, api, system, admin, security, performance');
    const tab = await run(['--url', url, 'logs', 'list', '--tab', 'warnings']);
    expect(tab.code).toBe(2);
    expect(tab.stderr).toContain('all, errors, security, performance');
    const since = await run(['--url', url, 'logs', 'list', '--since', 'yesterday']);
    expect(since.code).toBe(2);
    expect(since.stderr).toContain('24h');
    expect((await run(['--url', url, 'logs', 'list', '--limit', '1001'])).code).toBe(2);
    expect((await run(['--url', url, 'logs', 'export', '--page-size', '0'])).code).toBe(2);
  });

  it('lists only entries from the last hour with --since 1h, and none from after the newest with an ISO --since', async () => {
    const hourAgo = Date.now() - 3_600_000;
    const result = await run(['--json', 'logs', 'list', '--since', '1h', '--search', tag, '--limit', '1000']);
    expect(result.code).toBe(0);
    const entries = JSON.parse(result.stdout) as LogEntry[];
    expect(entries).toHaveLength(created);
    expect(entries.every((entry) => Date.parse(entry.timestamp) >= hourAgo)).toBe(true);
    const everything = JSON.parse((await run(['--json', 'logs', 'list', '--since', '1h', '--limit', '1000'])).stdout) as LogEntry[];
    expect(everything.every((entry) => Date.parse(entry.timestamp) >= hourAgo)).toBe(true);

    const after = new Date(Date.parse(entries[0].timestamp) + 1).toISOString();
    const later = await run(['--json', 'logs', 'list', '--since', after, '--search', tag]);
    expect(later.code).toBe(0);
    expect(JSON.parse(later.stdout)).toEqual([]);
    const before = await run(['--json', 'logs', 'list', '--until', after, '--search', tag, '--limit', '1000']);
    expect(JSON.parse(before.stdout)).toHaveLength(created);
  });

  it('shows a readable table on a terminal with how many of how many', async () => {
    const result = await runOnTerminal(['logs', 'list', '--search', tag, '--limit', '5']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Time\s+Level\s+Category\s+Action\s+User\s+Status\s+Message/);
    expect(result.stdout).toContain(`Showing 5 of ${created} entries`);
    const [newest] = (await logPage({ limit: '1', search: tag })).logs;
    expect(result.stdout).toContain(formatLogTime(newest.timestamp));
    expect(result.stdout).toContain('auth.sign_in_failed');
    expect(result.stdout).toContain('warning');
  });

  it('passes the server’s refusal on with exit 1 and leaves no partial file', async () => {
    const file = path.join(dirs.work, `${tag}-refused.csv`);
    const result = await run(['logs', 'export', '--search', 'x'.repeat(201), '-o', file]);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('search may be at most 200 characters.');
    expect(fs.existsSync(file)).toBe(false);
  });

  it('is refused to a user below the admin level with exit 3', async () => {
    const result = await run(['logs', 'list'], { env: { PLATFORM_TOKEN: await tokenOf('premium@demo.no') } });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('Administrator access (access level 5) is required.');
  });
});

/** An administrator's call to the users API, for fixtures and for checking what the CLI did. */
async function usersApi<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}/api/admin/users${path}`, {
    method,
    headers: { Authorization: `Bearer ${await tokenOf('admin@demo.no')}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
  return (await res.json()) as T;
}

async function createUser(email: string, firstName: string, lastName: string, accountType = 0): Promise<AdminUser> {
  return usersApi<AdminUser>('POST', '', { email, password: PASSWORD, firstName, lastName, accountType });
}

describe('users list, show, grant, revoke and set-status', () => {
  // Every fixture user's e-mail and last name holds this marker, which --search finds.
  const tag = marker('users').toLowerCase();
  let anne: AdminUser;
  let bjorn: AdminUser;
  let carl: AdminUser;

  beforeAll(async () => {
    await login();
    anne = await createUser(`${tag}-anne@example.test`, 'Anne', `Test ${tag}`, 1);
    bjorn = await createUser(`${tag}-bjorn@example.test`, 'Bjørn', `Berg ${tag}`);
    carl = await createUser(`${tag}-carl@example.test`, 'Carl', `Dahl ${tag}`);
  });

  it('lists the users matching --search and --type, with how many of how many and the statistics', async () => {
    const result = await run(['users', 'list', '--search', tag]);
    const answer = await usersApi<AdminUserList>('GET', `?q=${tag}`);
    expect(result.code).toBe(0);
    // The platform's warning (one administrator only) goes to stderr, apart from the table.
    expect(result.stderr).toBe(answer.warning ? `Warning: ${answer.warning}\n` : '');
    expect(result.stdout).toMatch(/ID\s+Name\s+E-mail\s+Level\s+Type\s+Status\s+Spent\s+Products/);
    for (const user of [anne, bjorn, carl]) expect(result.stdout).toContain(user.email);
    expect(result.stdout).toContain('Bjørn Berg');
    expect(result.stdout).toContain('3 of 3 users');
    const { stats } = answer;
    expect(result.stdout).toMatch(new RegExp(`Total users\\s+${stats.totalUsers}\\n`));
    expect(result.stdout).toMatch(new RegExp(`Active subscriptions\\s+${stats.activeSubscriptions}\\n`));
    expect(result.stdout).toMatch(new RegExp(`Trials\\s+${stats.trials}\\n`));
    expect(result.stdout).toMatch(new RegExp(`Revenue\\s+${formatNok(stats.totalRevenue)}\\n`));
    expect(result.stdout).toMatch(new RegExp(`Test users\\s+${stats.testUsers}\\n`));
    expect(result.stdout).toMatch(new RegExp(`Unverified e-mails\\s+${stats.unverifiedEmails}\\n`));
    // The demo history has payments, so the revenue is a real Norwegian amount: "1 234 kr".
    expect(stats.totalRevenue).toBeGreaterThan(0);
    expect(formatNok(stats.totalRevenue)).toMatch(/^\d{1,3}(\u00a0\d{3})*\u00a0kr$/);

    const tests = await run(['users', 'list', '--search', tag, '--type', 'test']);
    expect(tests.code).toBe(0);
    expect(tests.stdout).toContain(anne.email);
    expect(tests.stdout).not.toContain(bjorn.email);
    expect(tests.stdout).toContain('1 of 1 users');
    const normal = await run(['users', 'list', '--search', tag, '--type', 'normal', '--limit', '1']);
    expect(normal.stdout).toContain('1 of 2 users');
    expect(normal.stdout).not.toContain(anne.email);

    const json = await run(['--json', 'users', 'list', '--search', tag, '--email-status', 'unverified']);
    expect(json.code).toBe(0);
    const body = JSON.parse(json.stdout) as AdminUserList;
    expect(body).toEqual({ ...answer, users: expect.any(Array) });
    expect(body.users.map((user) => user.email).sort()).toEqual([anne.email, bjorn.email, carl.email].sort());
    const none = await run(['users', 'list', '--search', tag, '--email-status', 'verified']);
    expect(none.stdout).toContain('No users match.\n0 of 0 users');
  });

  it('shows a user found by e-mail: the fields, the products with plan and usage, and the total spent', async () => {
    const result = await run(['users', 'show', 'Standard@demo.no']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const { users } = await usersApi<AdminUserList>('GET', '?q=standard@demo.no');
    const user = users.find((one) => one.email === 'standard@demo.no')!;
    expect(result.stdout).toMatch(new RegExp(`^ID\\s+${user.id}\\n`));
    expect(result.stdout).toContain('standard@demo.no (');
    expect(result.stdout).toMatch(/Product\s+Status\s+Plan\s+Granted\s+Trial end\s+Last login\s+Searches\s+API calls\s+Downloads/);
    // The seeded subscriber: auto on the Standard plan, 42 searches, 0 API calls, 3 downloads.
    expect(result.stdout).toMatch(/\(auto\)\s+active\s+Standard\s+.*\s42\s+0\s+3\n/);
    expect(user.totalSpent).toBeGreaterThan(0);
    expect(result.stdout).toMatch(new RegExp(`Total spent\\s+${formatNok(user.totalSpent)}\\n`));

    const json = await run(['--json', 'users', 'show', carl.email]);
    expect(JSON.parse(json.stdout)).toEqual(await usersApi<AdminUser>('GET', `/${carl.id}`));
    const byId = await run(['users', 'show', String(carl.id)]);
    expect(byId.stdout).toMatch(new RegExp(`Name\\s+Carl Dahl ${tag}\\n`));
    expect(byId.stdout).toContain('No products.');
  });

  it('grants a trial and then revokes it, as show then tells', async () => {
    const granted = await run(['users', 'grant', bjorn.email, 'property', '--days', '10']);
    expect(granted.stderr).toBe('');
    expect(granted.code).toBe(0);
    const after = await usersApi<AdminUser>('GET', `/${bjorn.id}`);
    const trial = after.products.find((product) => product.productId === 'property')!;
    expect(trial).toMatchObject({ subscriptionStatus: 'trial', trialActive: true });
    expect(Date.parse(trial.trialEndDate!) - Date.now()).toBeGreaterThan(9 * 86_400_000);
    expect(granted.stdout).toContain(`Granted ${bjorn.email} a trial of 10 days of property.`);
    expect(granted.stdout).toMatch(new RegExp(`\\(property\\)\\s+trial\\s+-\\s+\\S+\\s+${formatDate(trial.trialEndDate!)}`));
    expect((await run(['users', 'show', bjorn.email])).stdout).toMatch(/\(property\)\s+trial\s/);

    const revoked = await run(['users', 'revoke', String(bjorn.id), 'property']);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toMatch(/\(property\)\s+inactive\s/);
    expect((await run(['users', 'show', bjorn.email])).stdout).toMatch(/\(property\)\s+inactive\s/);
    // Nothing left to revoke: the server's message, exit 1.
    const again = await run(['users', 'revoke', bjorn.email, 'auto']);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(ADMIN_USER_MESSAGES.noAccessToRevoke);

    const active = await run(['--json', 'users', 'grant', bjorn.email, 'auto', '--active']);
    expect(active.code).toBe(0);
    expect((JSON.parse(active.stdout) as AdminUser).products.find((product) => product.productId === 'auto')).toMatchObject({
      subscriptionStatus: 'active',
    });
    expect((await run(['users', 'show', bjorn.email])).stdout).toMatch(/\(auto\)\s+active\s/);
  });

  it('suspends a user and makes them active again; an administrator cannot suspend themself (the server’s 409, exit 1)', async () => {
    const suspended = await run(['users', 'set-status', carl.email, 'suspended']);
    expect(suspended.code).toBe(0);
    expect(suspended.stdout.trim()).toBe(`${carl.email}: account status suspended.`);
    expect((await usersApi<AdminUser>('GET', `/${carl.id}`)).accountStatus).toBe('suspended');
    expect((await run(['users', 'show', String(carl.id)])).stdout).toMatch(/Account status\s+suspended\n/);

    const active = await run(['users', 'set-status', String(carl.id), 'active']);
    expect(active.code).toBe(0);
    expect((await usersApi<AdminUser>('GET', `/${carl.id}`)).accountStatus).toBe('active');

    const self = await run(['users', 'set-status', 'admin@demo.no', 'suspended']);
    expect(self.code).toBe(1);
    expect(self.stderr.trim()).toBe(ADMIN_USER_MESSAGES.selfDemote);
    expect(self.stderr).not.toMatch(/\n\s+at /);
  });

  it('refuses an unknown product, status, --days or <user> with exit 2 and the allowed values, sending nothing', async () => {
    // An unreachable platform would answer exit 4: exit 2 shows that nothing was sent.
    const url = await unreachableUrl();
    const product = await run(['--url', url, 'users', 'grant', '1', 'netflix']);
    expect(product.code).toBe(2);
    expect(product.stderr).toContain(PRODUCT_IDS.join(', '));
    expect(product.stdout).toBe('');
    expect((await run(['--url', url, 'users', 'revoke', '1', 'netflix'])).code).toBe(2);
    const status = await run(['--url', url, 'users', 'set-status', '1', 'banned']);
    expect(status.code).toBe(2);
    expect(status.stderr).toContain('active, inactive, suspended');
    expect((await run(['--url', url, 'users', 'grant', '1', 'auto', '--days', '366'])).code).toBe(2);
    expect((await run(['--url', url, 'users', 'list', '--limit', '101'])).code).toBe(2);
    expect((await run(['--url', url, 'users', 'list', '--type', 'robots'])).code).toBe(2);
    const user = await run(['--url', url, 'users', 'show', 'nobody']);
    expect(user.code).toBe(2);
    expect(user.stderr).toContain('a user id (a whole number) or an e-mail address');
  });

  it('answers an unknown user, by id or by e-mail, with exit 1 and says so', async () => {
    const byId = await run(['users', 'show', '99999999']);
    expect(byId.code).toBe(1);
    expect(byId.stderr.trim()).toBe(ADMIN_USER_MESSAGES.notFound);
    expect((await run(['users', 'grant', '99999999', 'auto'])).code).toBe(1);
    // The search finds the address that contains this one, which is not the same address.
    const partial = `${tag}-anne@example.tes`;
    const byEmail = await run(['users', 'show', partial]);
    expect(byEmail.code).toBe(1);
    expect(byEmail.stderr.trim()).toBe(`No user has the e-mail address ${partial}.`);
    expect(byEmail.stdout).toBe('');
    const status = await run(['users', 'set-status', `nobody-${tag}@example.test`, 'suspended']);
    expect(status.code).toBe(1);
  });

  it('is refused to a user below the admin level with exit 3', async () => {
    const result = await run(['users', 'list'], { env: { PLATFORM_TOKEN: await tokenOf('premium@demo.no') } });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('Administrator access (access level 5) is required.');
  });
});
