import {
  PROJECT_COMPANIES,
  PROJECT_MESSAGES,
  PROJECT_PRIORITIES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  formatApiDate,
  parseProjectImport,
  projectTargetLabel,
  type Project,
  type ProjectCompany,
  type ProjectPriority,
  type ProjectStatus,
  type ProjectType,
} from '@platform/shared';
import { Command, Option } from 'commander';
import { registryCommands, type ListOptions, type Registry } from '../registry-commands';

interface ProjectListOptions extends ListOptions {
  status?: ProjectStatus;
  priority?: ProjectPriority;
  company?: ProjectCompany;
  type?: ProjectType;
}

const PROJECTS: Registry<Project, ProjectListOptions, 'projects'> = {
  path: '/api/admin/projects',
  key: 'projects',
  noun: 'projects',
  exportName: 'a projects export',
  description: 'List, export and import projects with their todos, events, notes and links (administrators).',
  list: {
    description: 'Show the projects matching the filters with their progress and how many of how many; the rows and the total as JSON with --json.',
    filters: () => [
      new Option('--status <status>', 'only projects in this status').choices([...PROJECT_STATUSES]),
      new Option('--priority <priority>', 'only projects of this priority').choices([...PROJECT_PRIORITIES]),
      new Option('--company <company>', 'only projects of this company').choices([...PROJECT_COMPANIES]),
      new Option('--type <type>', 'only projects of this type').choices([...PROJECT_TYPES]),
      new Option('--search <text>', 'only projects whose ID, display name, description, tags or owner team contains the text'),
    ],
    query: (options) => ({
      status: options.status,
      priority: options.priority,
      company: options.company,
      project_type: options.type,
      q: options.search,
    }),
    columns: [
      { header: 'ID', value: (project) => project.name, width: 32 },
      { header: 'Display name', value: (project) => project.display_name, width: 40 },
      { header: 'Status', value: (project) => project.status },
      { header: 'Priority', value: (project) => project.priority },
      { header: 'Progress', value: (project) => `${project.progress}%`, right: true },
      { header: 'Todos', value: (project) => `${project.completed_todos}/${project.todo_count}`, right: true },
      { header: 'Target date', value: (project) => projectTargetLabel(project, formatApiDate) },
    ],
    examples: [
      'platform projects list --status active --company aeda',
      'platform projects list --type operational --search drift',
      'platform --json projects list | jq ".projects[].name"',
    ],
  },
  export: {
    description:
      'Export every project with its todos, events, reminders, notes and links: { "projects": [...], "exported_at": ..., "version": "1.0" }.',
    examples: ['platform projects export -o projects-$(date +%F).json', 'platform projects export | jq ".projects | length"'],
  },
  import: {
    description: 'Import projects from a JSON file { "projects": [...] } (or - for stdin), as the import dialog does: each project on its own.',
    help: `Each project is imported in a transaction of its own: one that fails (a taken ID, a bad value) is reported as
'Failed to import {name}: {error}' and the others are kept. A large file is sent in parts. Exit code 1 when a
project failed.`,
    examples: ['platform projects import projects.json', 'cat projects.json | platform --json projects import -'],
    parse: parseProjectImport,
    completed: PROJECT_MESSAGES.importCompleted,
  },
};

export function projectsCommands(program: Command): void {
  registryCommands(program, PROJECTS);
}
