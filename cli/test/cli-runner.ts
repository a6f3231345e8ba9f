import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// The built CLI run as a child process against the real Strapi of the cms harness. The processes are spawned
// asynchronously: with --runInBand the server lives in this very process and must keep answering.

export const bin = path.join(__dirname, '..', '..', 'cli', 'dist', 'index.js');
export const server: { url: string } = JSON.parse(fs.readFileSync(process.env.PLATFORM_TEST_SERVER_FILE as string, 'utf8'));
export const PASSWORD = 'Demo2026!';

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
