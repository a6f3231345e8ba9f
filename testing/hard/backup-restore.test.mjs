// `npm run backup` and `npm run restore` round trip on a running platform, on SQLite and on PostgreSQL: an idea and
// an uploaded attachment made before the backup come back after later changes; writes during the backup leave a
// whole copy; a damaged backup, a backup of the other database and a restore under a running app are refused and
// change nothing.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { createRequire } from 'node:module';
import { ROOT } from '../../scripts/prepare.mjs';
import { ownPlatform } from '../../scripts/own-platform.mjs';

const require = createRequire(path.join(ROOT, 'cms', 'package.json'));

/** The titles of the ideas found by a search. */
const ideaTitles = async (platform, search) => {
  const { body } = await platform.call('GET', `/api/admin/ideas?q=${encodeURIComponent(search)}&_start=0&_end=50`);
  return body.map((idea) => idea.title);
};

for (const client of ['sqlite', 'postgres']) {
  describe(`backup and restore on ${client}`, { timeout: 600_000 }, () => {
    let platform;
    before(async () => {
      platform = await ownPlatform(client, { label: 'backup' });
      await platform.start();
    });
    after(() => platform?.cleanUp());

    test('a backup made while the app writes is restored whole: ideas and uploaded files as they were', async () => {
      const kept = (await platform.call('POST', '/api/admin/ideas', { title: 'Beholdt idé' })).body;
      const content = Buffer.from(`Vedlegg for gjenoppretting ${client} æøå\n`);
      const form = new FormData();
      form.append('file', new Blob([content]), 'vedlegg.txt');
      const attachment = await platform.call('POST', `/api/admin/ideas/${kept.id}/attachments`, form);
      assert.equal(attachment.status, 201);

      // Writes go on while the backup runs: the copy is one moment's database, whichever writes it caught.
      let writing = true;
      let written = 0;
      const writes = (async () => {
        for (; writing; written += 1) await platform.call('POST', '/api/admin/ideas', { title: `Under sikkerhetskopi ${written}` });
      })();
      const backupDir = path.join(platform.dir, 'backup');
      const backup = await platform.script('backup', backupDir);
      writing = false;
      await writes;
      assert.equal(backup.status, 0, backup.output);
      assert.ok(written > 0, 'ideas were written while the backup ran');
      assert.match(
        backup.output,
        /Backup written to .*: the database \([\d.]+ MB\), uploads \d+ files? \([\d.]+ MB\), attachments 1 file \(0\.0 MB\)\./,
      );
      const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8'));
      assert.equal(manifest.database, client);
      if (client === 'sqlite') {
        const Database = require('better-sqlite3');
        const copy = new Database(path.join(backupDir, 'database.sqlite'), { readonly: true });
        assert.equal(copy.pragma('integrity_check', { simple: true }), 'ok');
        copy.close();
      }

      // After the backup: the kept idea's attachment and the idea go, another idea comes.
      const { body: detail } = await platform.call('GET', `/api/admin/ideas/${kept.id}`);
      assert.equal((await platform.call('DELETE', `/api/admin/ideas/${kept.id}`)).status, 200);
      await platform.call('POST', '/api/admin/ideas', { title: 'Etter sikkerhetskopi' });
      assert.equal((await ideaTitles(platform, 'Beholdt')).includes('Beholdt idé'), false);

      // Not under a running app.
      const refused = await platform.script('restore', backupDir);
      assert.equal(refused.status, 1);
      assert.match(refused.output, /The platform answers on port \d+: stop it before restoring/);

      await platform.stop();
      const restored = await platform.script('restore', backupDir);
      assert.equal(restored.status, 0, restored.output);
      assert.match(restored.output, /Restored the backup of .*: the database, uploads \d+ files?, attachments 1 file\./);
      await platform.start();

      assert.ok((await ideaTitles(platform, 'Beholdt')).includes('Beholdt idé'));
      assert.deepEqual(await ideaTitles(platform, 'Etter sikkerhetskopi'), []);
      const download = await platform.call('GET', detail.attachments[0].url);
      assert.equal(download.status, 200);
      assert.ok(download.body.equals(content));
    });

    test('a damaged backup (before or after its manifest), a backup of the other database and a second backup into one folder are refused', async () => {
      const backupDir = path.join(platform.dir, 'backup-checked');
      assert.equal((await platform.script('backup', backupDir)).status, 0);
      const again = await platform.script('backup', backupDir);
      assert.equal(again.status, 1);
      assert.match(again.output, /is not empty: a backup goes into a new folder/);

      await platform.stop();
      const before = await fs.promises.readdir(path.join(platform.dir, 'attachments'), { recursive: true });
      const damaged = path.join(platform.dir, 'backup-damaged');
      fs.cpSync(backupDir, damaged, { recursive: true });
      const databaseFile = path.join(damaged, client === 'sqlite' ? 'database.sqlite' : 'database.pgdump');
      const bytes = fs.readFileSync(databaseFile);
      bytes[bytes.length - 1] ^= 0xff;
      fs.writeFileSync(databaseFile, bytes);
      const refused = await platform.script('restore', damaged);
      assert.equal(refused.status, 1);
      assert.match(refused.output, /The backup is damaged: database\.(sqlite|pgdump) differs from its manifest\./);

      // Damaged before its manifest was written: the checksums agree, the database itself does not open or restore.
      const manifestOf = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
      const rewritten = path.join(platform.dir, 'backup-rewritten');
      fs.cpSync(damaged, rewritten, { recursive: true });
      const name = path.basename(databaseFile);
      const truncated = bytes.subarray(0, Math.floor(bytes.length / 2));
      fs.writeFileSync(path.join(rewritten, name), truncated);
      const listed = manifestOf(rewritten);
      listed.files = listed.files.map((file) =>
        file.path === name ? { ...file, bytes: truncated.length, sha256: crypto.createHash('sha256').update(truncated).digest('hex') } : file,
      );
      fs.writeFileSync(path.join(rewritten, 'manifest.json'), JSON.stringify(listed));
      const broken = await platform.script('restore', rewritten);
      assert.equal(broken.status, 1);
      assert.match(broken.output, /The backup's database is damaged|the restore failed, the database is unchanged/);

      const otherKind = path.join(platform.dir, 'backup-other');
      fs.cpSync(backupDir, otherKind, { recursive: true });
      fs.writeFileSync(
        path.join(otherKind, 'manifest.json'),
        JSON.stringify({ ...manifestOf(otherKind), database: client === 'sqlite' ? 'postgres' : 'sqlite' }),
      );
      const mismatch = await platform.script('restore', otherKind);
      assert.equal(mismatch.status, 1);
      assert.match(mismatch.output, /The backup is of a (postgres|sqlite) database; the platform is set up for/);

      // Nothing was touched: the attachments are as they were, and the app starts on its database.
      assert.deepEqual(await fs.promises.readdir(path.join(platform.dir, 'attachments'), { recursive: true }), before);
      await platform.start();
      assert.ok((await ideaTitles(platform, 'Beholdt')).includes('Beholdt idé'));
    });
  });
}
