import { Command } from 'commander';
import { exportCollection, importCollection, type Collection } from '../collection';

const APIS: Collection = {
  key: 'apis',
  name: 'API(s)',
  path: '/api/admin/apis',
  fileOf: (apis) => ({ apis, exported_at: new Date().toISOString(), version: '1.0' }),
};

export function apisCommands(program: Command): void {
  const apis = program.command('apis').description('Export and import the API catalogue (works once the platform has its APIs API).');

  apis
    .command('export')
    .description('Export all APIs as JSON: { "apis": [...], "exported_at": ..., "version": "1.0" }.')
    .option('-o, --output <file>', 'write to the file instead of stdout')
    .addHelpText('after', '\nExamples:\n  $ platform apis export -o apis.json\n  $ platform --json apis export -o apis.json')
    .action((options: { output?: string }, command: Command) => exportCollection(APIS, options, command));

  apis
    .command('import')
    .description('Import APIs from a JSON file { "apis": [...] } (or - for stdin).')
    .argument('<file>', 'the file to import, or - to read stdin')
    .addHelpText('after', '\nExamples:\n  $ platform apis import apis.json\n  $ cat apis.json | platform apis import -')
    .action((file: string, _options: unknown, command: Command) => importCollection(APIS, file, command));
}
