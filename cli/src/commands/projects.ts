import { Command } from 'commander';
import { exportCollection, importCollection, type Collection } from '../collection';

const PROJECTS: Collection = { key: 'projects', name: 'project(s)', path: '/api/admin/projects', fileOf: (projects) => ({ projects }) };

export function projectsCommands(program: Command): void {
  const projects = program.command('projects').description('Export and import projects (works once the platform has its projects API).');

  projects
    .command('export')
    .description('Export all projects as JSON: { "projects": [...] }.')
    .option('-o, --output <file>', 'write to the file instead of stdout')
    .addHelpText('after', '\nExamples:\n  $ platform projects export -o projects.json\n  $ platform projects export | jq ".projects | length"')
    .action((options: { output?: string }, command: Command) => exportCollection(PROJECTS, options, command));

  projects
    .command('import')
    .description('Import projects from a JSON file { "projects": [...] } (or - for stdin).')
    .argument('<file>', 'the file to import, or - to read stdin')
    .addHelpText('after', '\nExamples:\n  $ platform projects import projects.json\n  $ cat projects.json | platform projects import -')
    .action((file: string, _options: unknown, command: Command) => importCollection(PROJECTS, file, command));
}
