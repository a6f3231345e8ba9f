import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { simpleParser } from 'mailparser';

// The built CLI run as a child process against the real Strapi of the cms harness. The processes are spawned
// asynchronously: with --runInBand the server lives in this very process and must keep answering.

export const bin = path.join(__dirname, '..', '..', 'cli', 'dist', 'index.js');
export const server: { url: string; mailFolder: string } = JSON.parse(fs.readFileSync(process.env.PLATFORM_TEST_SERVER_FILE as string, 'utf8'));
export const PASSWORD = 'Demo2026!';
export const repo = path.join(__dirname, '..', '..');

/** A name no other test run has used. */
export const marker = (name: string) => `${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A sign-in token of a demo account, for API calls a test makes outside the CLI. */
export async function tokenOf(email: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: email, password: PASSWORD }),
  });
  return ((await res.json()) as { jwt: string }).jwt;
}

/** The token of the activation link the test SMTP server received for the address (sign-up sends it before answering). */
export async function activationTokenFor(email: string): Promise<string> {
  const files = fs.existsSync(server.mailFolder) ? fs.readdirSync(server.mailFolder).filter((name) => name.endsWith('.eml')) : [];
  for (const name of files.sort().reverse()) {
    const mail = await simpleParser(fs.readFileSync(path.join(server.mailFolder, name)));
    const to = mail.to && !Array.isArray(mail.to) ? mail.to.text.toLowerCase() : '';
    const token = to.includes(email.toLowerCase()) ? /\/auth\/verify-email\?token=([0-9a-f]+)/.exec(mail.text ?? '')?.[1] : undefined;
    if (token) return token;
  }
  throw new Error(`No activation mail for ${email}`);
}

/** A port on this machine that nothing listens on, for a platform that cannot be reached. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Where a test file's CLI keeps its configuration (home) and runs (work); set in its beforeAll. */
export interface CliDirs {
  home: string;
  work: string;
}

/** `run` and `runOnTerminal` for a test file, reading its directories when a command runs. */
export function cliRunner(dirs: () => CliDirs) {
  function run(args: string[], options: { input?: string; env?: Record<string, string> } = {}): Promise<Run> {
    const { home, work } = dirs();
    return new Promise((resolve, reject) => {
      const env: NodeJS.ProcessEnv = { ...process.env, XDG_CONFIG_HOME: home, PLATFORM_URL: server.url, ...options.env };
      delete env.PLATFORM_TOKEN;
      if (options.env?.PLATFORM_TOKEN) env.PLATFORM_TOKEN = options.env.PLATFORM_TOKEN;
      const child = spawn(process.execPath, [bin, ...args], { env, cwd: work, stdio: ['pipe', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(options.input ?? '');
    });
  }

  /**
   * Runs the CLI on a pseudo-terminal (util-linux `script`), as an operator at a terminal would; `answer` may reply
   * to what has been printed so far. stdout and stderr arrive as one.
   */
  function runOnTerminal(args: string[], answer: (stdout: string, write: (text: string) => void) => void = () => {}): Promise<Run> {
    const { home, work } = dirs();
    const command = [process.execPath, bin, ...args].map((arg) => `'${arg}'`).join(' ');
    return new Promise<Run>((resolve, reject) => {
      const env: NodeJS.ProcessEnv = { ...process.env, XDG_CONFIG_HOME: home, PLATFORM_URL: server.url };
      delete env.PLATFORM_TOKEN;
      const child = spawn('script', ['-qfec', command, '/dev/null'], { env, cwd: work, stdio: ['pipe', 'pipe', 'pipe'] });
      let stdout = '';
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        answer(stdout, (text) => child.stdin.write(text));
      });
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr: '' }));
    });
  }

  return { run, runOnTerminal };
}

/**
 * A CLI test file's harness: the CLI built and a configuration home and a working folder of the file's own before its
 * tests (removed after), `run`/`runOnTerminal` in them, `writeFile` into the working folder and `login` as the admin.
 */
export function cliTestFile() {
  const dirs: CliDirs = { home: '', work: '' };
  beforeAll(async () => {
    await promisify(execFile)(process.execPath, [path.join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'cli/tsconfig.json'], {
      cwd: repo,
    });
    dirs.home = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-cli-home-'));
    dirs.work = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-cli-work-'));
  }, 120_000);
  afterAll(() => {
    fs.rmSync(dirs.home, { recursive: true, force: true });
    fs.rmSync(dirs.work, { recursive: true, force: true });
  });
  const { run, runOnTerminal } = cliRunner(() => dirs);
  return {
    dirs,
    run,
    runOnTerminal,
    writeFile(name: string, content: string): string {
      const file = path.join(dirs.work, name);
      fs.writeFileSync(file, content);
      return file;
    },
    async login(): Promise<void> {
      const result = await run(['login', '--email', 'admin@demo.no', '--password-stdin'], { input: `${PASSWORD}\n` });
      expect(result).toMatchObject({ code: 0 });
    },
  };
}

export type CliTestFile = ReturnType<typeof cliTestFile>;
