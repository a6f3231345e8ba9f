import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { AUTH_MESSAGES } from '@platform/shared';
import { freePort, marker, server, tokenOf, type CliTestFile } from './cli-runner';

// What the tests of `platform <registry> list|export|import` share (projects, APIs): the same commands over
// another admin resource, so the same cases with the registry's key, noun and messages.

/** A registry under test: the command and file key, the name in messages, the dialog's messages. */
export interface RegistryUnderTest {
  key: 'projects' | 'apis';
  /** The name in the CLI's messages: "projects", "APIs". */
  noun: string;
  messages: {
    invalidJson: string;
    /** The dialog's message for a file without the list under `key`. */
    missingList: string;
    nameTaken(name: string): string;
    importItemFailed(name: string, error: string): string;
    importCompleted(imported: number, failed: number): string;
  };
}

/** An item of any registry the import accepts: a name of its own and a display name. */
const itemNamed = (name: string, display_name: string) => ({ name, display_name });

/** The cases and helpers of one registry's test file, running the CLI of that file. */
export function registryCases(registry: RegistryUnderTest, cli: CliTestFile) {
  const { key, noun, messages } = registry;
  const { dirs, run, runOnTerminal, writeFile } = cli;

  /** An admin API call as the administrator, outside the CLI. */
  async function adminApi<T>(method: string, pathAndQuery: string): Promise<{ body: T; total: number }> {
    const res = await fetch(`${server.url}/api/admin/${key}${pathAndQuery}`, {
      method,
      headers: { Authorization: `Bearer ${await tokenOf('admin@demo.no')}` },
    });
    expect(res.status).toBeLessThan(300);
    const text = await res.text();
    return { body: (text ? JSON.parse(text) : null) as T, total: Number(res.headers.get('x-total-count')) };
  }

  /** How many the registry holds (or match `query`, e.g. `q=tag`), as the server counts them. */
  const countOf = async (query = '') => (await adminApi<unknown[]>('GET', `?${query}${query ? '&' : ''}_start=0&_end=1`)).total;

  async function deleteEvery(): Promise<void> {
    for (;;) {
      const { body } = await adminApi<Array<{ id: number }>>('GET', '?_start=0&_end=100');
      if (body.length === 0) return;
      for (const item of body) await adminApi('DELETE', `/${item.id}`);
    }
  }

  /** `<registry> import` of the items from a file of the working folder: all of them imported, nothing on stderr. */
  async function importAll(fileName: string, items: readonly unknown[]): Promise<void> {
    const result = await run([key, 'import', writeFile(fileName, JSON.stringify({ [key]: items }))]);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(`${messages.importCompleted(items.length, 0)}\n`);
    expect(result.code).toBe(0);
  }

  /** `list` with --json (anywhere in `args`): the rows and the total, and nothing else. */
  async function listAsJson<Row>(args: string[]): Promise<{ rows: Row[]; total: number }> {
    const result = await run(args);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const answer = JSON.parse(result.stdout) as Record<string, unknown>;
    expect(Object.keys(answer).sort()).toEqual([key, 'total']);
    return { rows: answer[key] as Row[], total: answer.total as number };
  }

  /**
   * The round trip: the items imported, the whole registry exported to a file (`check` looks at it), the registry
   * emptied, the file imported again, and an export to stdout equal to the first one as `comparable` shows an export.
   */
  async function exportImportRoundTrip<File extends { exported_at: string }>(
    tag: string,
    items: readonly unknown[],
    check: (before: File) => void,
    comparable: (file: File) => unknown,
  ): Promise<void> {
    await importAll(`${tag}.json`, items);

    const file = path.join(dirs.work, `${tag}-export.json`);
    const exported = await run([key, 'export', '-o', file]);
    expect(exported).toMatchObject({ code: 0, stdout: '', stderr: '' });
    const before = JSON.parse(fs.readFileSync(file, 'utf8')) as File;
    expect(before).toMatchObject({ version: '1.0', exported_at: expect.any(String) });
    check(before);

    await deleteEvery();
    expect(await countOf()).toBe(0);

    const imported = await run([key, 'import', file]);
    expect(imported.stderr).toBe('');
    expect(imported.stdout).toBe(`${messages.importCompleted((before as unknown as Record<string, unknown[]>)[key].length, 0)}\n`);
    expect(imported.code).toBe(0);

    const again = await run([key, 'export']);
    expect(again.code).toBe(0);
    expect(comparable(JSON.parse(again.stdout) as File)).toEqual(comparable(before));
  }

  /**
   * An import of a fresh item and one whose name an earlier import took: the dialog's line for the taken one on
   * stderr, the completion line on stdout, exit 1, and the fresh one kept.
   */
  async function importWithTakenName(tag: string): Promise<void> {
    const taken = `${tag}-taken`;
    await importAll(`${tag}-first.json`, [itemNamed(taken, 'Taken')]);

    const result = await run([
      key,
      'import',
      writeFile(`${tag}.json`, JSON.stringify({ [key]: [itemNamed(`${tag}-fresh`, 'Fresh'), itemNamed(taken, 'Again')] })),
    ]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(`${messages.importCompleted(1, 1)}\n`);
    expect(result.stderr).toBe(`${messages.importItemFailed(taken, messages.nameTaken(taken))}\n`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    const { body } = await adminApi<Array<{ display_name: string }>>('GET', `?q=${tag}&_start=0&_end=10`);
    expect(body.map((item) => item.display_name).sort()).toEqual(['Fresh', 'Taken']);
  }

  /** The import's file checks, its parts, and the export to stdout, to a file and on a terminal. */
  function importAndExportCases(): void {
    it(`rejects a file that is not JSON, or has no ${key} array, with exit 1 and the dialog’s message, sending nothing`, async () => {
      const before = await countOf();
      const broken = await run([key, 'import', writeFile('broken.json', `{"${key}": [`)]);
      expect(broken).toMatchObject({ code: 1, stdout: '', stderr: `${messages.invalidJson}\n` });
      // The singular, the likeliest slip.
      const noList = await run([key, 'import', '-'], { input: JSON.stringify({ [key.replace(/s$/, '')]: [] }) });
      expect(noList).toMatchObject({ code: 1, stdout: '', stderr: `${messages.missingList}\n` });
      expect(await countOf()).toBe(before);
      expect((await run([key, 'import', path.join(dirs.work, 'no-such-file.json')])).code).toBe(2);
    });

    it(`sends a large file in parts of at most 500 ${noun}, one request each, and imports all of it`, async () => {
      const tag = marker('bulk');
      const items = Array.from({ length: 501 }, (_, i) => itemNamed(`${tag}-${i + 1}`, `Bulk ${i + 1}`));
      const parts: number[] = [];
      // A plain forwarding proxy in front of the real server, counting what each import request carries.
      const proxy = http.createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          const body = Buffer.concat(chunks);
          if (req.method === 'POST' && req.url === `/api/admin/${key}/import`)
            parts.push((JSON.parse(body.toString('utf8')) as Record<string, unknown[]>)[key].length);
          const target = new URL(req.url ?? '/', server.url);
          const forward = http.request(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          });
          forward.end(body);
        });
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      try {
        const url = `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;
        const result = await run(['--url', url, key, 'import', writeFile(`${tag}.json`, JSON.stringify({ [key]: items }))], {
          env: { PLATFORM_TOKEN: await tokenOf('admin@demo.no') },
        });
        expect(result.stderr).toBe('');
        expect(result.stdout).toBe(`${messages.importCompleted(501, 0)}\n`);
        expect(result.code).toBe(0);
      } finally {
        await new Promise((resolve) => proxy.close(resolve));
      }
      expect(parts).toEqual([500, 1]);
      expect(await countOf(`q=${tag}`)).toBe(501);
    }, 180_000);

    it('writes the export to stdout without -o, and answers the file and count with --json -o', async () => {
      const plain = await run([key, 'export']);
      expect(plain.code).toBe(0);
      expect(plain.stderr).toBe('');
      const file = JSON.parse(plain.stdout) as Record<string, unknown[]> & { version: string };
      expect(file.version).toBe('1.0');
      const total = await countOf();
      expect(file[key]).toHaveLength(total);

      const target = path.join(dirs.work, `${key}-json.json`);
      const asJson = await run(['--json', key, 'export', '-o', target]);
      expect(asJson.code).toBe(0);
      expect(JSON.parse(asJson.stdout)).toMatchObject({ exported: total, file: target });
      expect((JSON.parse(fs.readFileSync(target, 'utf8')) as Record<string, unknown[]>)[key]).toHaveLength(total);
    });

    it('shows progress and the summary on a terminal, and none of it in the file', async () => {
      const target = path.join(dirs.work, `${key}-terminal.json`);
      const result = await runOnTerminal([key, 'export', '-o', target]);
      const total = await countOf();
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(new RegExp(`Exporting ${noun} .*100%`));
      expect(result.stdout).toContain(`Exported ${total} ${noun} to ${target}.`);
      expect(fs.readFileSync(target, 'utf8')).not.toContain('Exporting');
    });
  }

  /** list, export, and import of a file with one acceptable item named after `who`. */
  const everySubcommand = (who: string) => [
    [key, 'list'],
    [key, 'export'],
    [key, 'import', writeFile(`${who}.json`, JSON.stringify({ [key]: [itemNamed(marker(who), who)] }))],
  ];

  /** Every subcommand refused without a token (3), below the admin level (3), and with the platform away (4). */
  function accessCases(): void {
    it('answers exit 3 without a token, for every subcommand', async () => {
      const env = { XDG_CONFIG_HOME: path.join(dirs.work, 'nobody-home') };
      for (const args of everySubcommand('nobody')) {
        const result = await run(args, { env });
        expect(result.code).toBe(3);
        expect(result.stderr).toContain('Not signed in');
        expect(result.stdout).toBe('');
      }
    });

    it('answers exit 3 to a user below the admin level', async () => {
      const token = await tokenOf('premium@demo.no');
      for (const args of everySubcommand('premium')) {
        const result = await run(args, { env: { PLATFORM_TOKEN: token } });
        expect(result.code).toBe(3);
        expect(result.stderr.trim()).toBe(AUTH_MESSAGES.notAdmin);
      }
    });

    it('answers exit 4 when the platform cannot be reached', async () => {
      const port = await freePort();
      const result = await run(['--url', `http://127.0.0.1:${port}`, key, 'list'], { env: { PLATFORM_TOKEN: 'any' } });
      expect(result.code).toBe(4);
      expect(result.stderr.trim()).toBe(`Cannot reach the platform at http://127.0.0.1:${port}.`);
    });
  }

  return { adminApi, countOf, importAll, listAsJson, exportImportRoundTrip, importWithTakenName, importAndExportCases, accessCases };
}

/** The records of an export item as sorted JSON lines, so that two exports compare whatever order the server kept. */
export const sortedRecords = (records: unknown[] | undefined) => (records ?? []).map((record) => JSON.stringify(record)).sort();

/** One row of a `list` table, its cells split where two spaces or more part them. */
export const tableRow = (stdout: string, name: string) =>
  (
    stdout
      .trimEnd()
      .split('\n')
      .find((line) => line.startsWith(name)) as string
  )
    .trim()
    .split(/\s{2,}/);
