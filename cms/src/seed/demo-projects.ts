import type { Core } from '@strapi/strapi';
import { PROJECT_RECORD_UIDS, PROJECT_TABLES, PROJECT_UID } from '../projects/project-store';

const DAY_MS = 86_400_000;
const dayOf = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

interface DemoProjectRecords {
  fields: { budget: number; spent: number; owner_team: string; project_manager: string; tags: string[] };
  /** A demo API of the owner team, so that the project has a team and an API to count. */
  api: string;
  todos: Array<{ title: string; completed?: boolean; due?: number; assignee?: string }>;
  notes: Array<{ title: string; body: string }>;
}

/** The demo projects' own work (made-up), by project name; the projects themselves are made with the demo pipelines. */
const DEMO_PROJECT_RECORDS: Record<string, DemoProjectRecords> = {
  'regional-data': {
    fields: { budget: 250_000, spent: 90_000, owner_team: 'Data', project_manager: 'Sofie Dahl', tags: ['kommuner', 'fylker'] },
    api: 'property-data',
    todos: [
      { title: 'Hente kommunelisten', completed: true, assignee: 'Sofie Dahl' },
      { title: 'Koble fylkesnummer til kommunene', completed: true, assignee: 'Henrik Moe' },
      { title: 'Publisere datasettet i produktområdene', due: 14, assignee: 'Sofie Dahl' },
      { title: 'Dokumentere feltene', due: 30 },
    ],
    notes: [
      {
        title: 'Kilder',
        body: '## Kilder\n\n- Kommunelisten fra **Kartverket**\n- Fylkesinndelingen per 2024\n\nOppdateres når kommuner slås sammen.',
      },
      { title: 'Neste steg', body: 'Datasettet skal brukes av *eiendom* og *bil* før sommeren.' },
    ],
  },
  'market-feeds': {
    fields: { budget: 120_000, spent: 15_000, owner_team: 'Data', project_manager: 'Henrik Moe', tags: ['marked'] },
    api: 'vehicle-lookup',
    todos: [
      { title: 'Velge offentlige kilder', completed: true },
      { title: 'Lage første innhentingspipeline', due: 21, assignee: 'Henrik Moe' },
    ],
    notes: [{ title: 'Avgrensning', body: 'Bare **åpne** kilder i første omgang; ingen betalte strømmer.' }],
  },
  'platform-ops': {
    fields: { budget: 60_000, spent: 42_000, owner_team: 'Plattform', project_manager: 'Kari Nordmann', tags: ['drift'] },
    api: 'user-service',
    todos: [
      { title: 'Sette opp varsling for helsesjekker', completed: true, assignee: 'Ola Hansen' },
      { title: 'Rutine for sikkerhetskopi', due: 7, assignee: 'Kari Nordmann' },
      { title: 'Gjennomgå tilgangsnivåer', due: 45 },
    ],
    notes: [{ title: 'Vaktordning', body: 'Vakten går på omgang i **Plattform**-teamet, én uke av gangen.' }],
  },
};

/**
 * The demo projects' budget, owner team, todos (some completed), Markdown notes and one linked demo API, so that
 * every figure of the list has something to count. Once per project: a project with todos is left as it is.
 */
export async function ensureDemoProjects(strapi: Core.Strapi): Promise<void> {
  for (const [name, demo] of Object.entries(DEMO_PROJECT_RECORDS)) {
    const project = await strapi.db.query(PROJECT_UID).findOne({ select: ['id'], where: { name } });
    if (!project || (await strapi.db.query(PROJECT_RECORD_UIDS.todos).count({ where: { project_id: project.id } })) > 0) continue;
    await strapi.db.transaction(async ({ trx }) => {
      await strapi.db.query(PROJECT_UID).update({ where: { id: project.id }, data: demo.fields });
      for (const todo of demo.todos) {
        await strapi.db.query(PROJECT_RECORD_UIDS.todos).create({
          data: {
            project_id: project.id,
            title: todo.title,
            description: '',
            completed: todo.completed ?? false,
            completed_at: todo.completed ? new Date() : null,
            due_date: todo.due === undefined ? null : dayOf(todo.due),
            assignee: todo.assignee ?? '',
          },
        });
      }
      for (const note of demo.notes) {
        await strapi.db.query(PROJECT_RECORD_UIDS.notes).create({ data: { ...note, author: 'admin@demo.no', project_id: project.id } });
      }
      const api = await trx('registry_apis').where({ name: demo.api }).first('id');
      if (api) await trx(PROJECT_TABLES.apiLinks).insert({ project_id: project.id, api_id: api.id, created_at: new Date() });
    });
  }
}
