import type { Core } from '@strapi/strapi';
import { NORWEGIAN_COUNTIES, validatePipelineInput } from '@platform/shared';
import { createPipeline } from '../pipelines/pipeline-store';
import { runSteps } from '../pipelines/run-executor';
import { T } from '../pipelines/pipeline-tables';
import { createIngestRun, finishRun } from '../pipelines/run-store';

const PROJECT_UID = 'api::project.project';

/** Sample projects to link pipelines to (made-up work of the platform's own). */
const DEMO_PROJECTS = [
  {
    name: 'regional-data',
    display_name: 'Regionale data',
    description: 'Kommune- og fylkesdata for produktområdene.',
    status: 'active',
    priority: 'high',
  },
  { name: 'market-feeds', display_name: 'Markedsstrømmer', description: 'Innhenting av markedsdata fra offentlige kilder.', status: 'planning' },
  {
    name: 'platform-ops',
    display_name: 'Plattformdrift',
    description: 'Drift og overvåking av plattformen.',
    status: 'active',
    project_type: 'operational',
  },
] as const;

/**
 * The demo's projects and one streaming pipeline, "Kommuner", fed at seed time with Norway's municipalities through
 * its own ingest path (transform, then store into the dataset `kommuner`), so the screens have a run and a dataset
 * to show without any outbound call. Once: nothing is added when a pipeline exists.
 */
export async function ensureDemoPipelines(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  for (const project of DEMO_PROJECTS) {
    if (!(await strapi.db.query(PROJECT_UID).findOne({ where: { name: project.name } })))
      await strapi.db.query(PROJECT_UID).create({ data: project });
  }
  if (await knex(T.pipelines).first('id')) return;
  const checked = validatePipelineInput({
    name: 'Kommuner',
    description: 'Norges kommuner med fylke, pushet til inntaksadressen og lagret i datasettet kommuner.',
    type: 'streaming',
    steps: [
      {
        id: 'transform',
        type: 'transform',
        name: 'Transform Step',
        config: {
          casts: [{ field: 'code', type: 'string' }],
          computed: [{ field: 'label', operation: 'concat', inputs: ['name', 'county'], separator: ', ' }],
        },
      },
      { id: 'store', type: 'store', name: 'Store Step', config: { dataset: 'kommuner', key: 'code' } },
    ],
    git_repos: [{ repo_url: 'https://github.com/example/kommunedata', purpose: 'source_code' }],
  });
  if (!checked.ok) throw new Error(`The demo pipeline is not valid: ${checked.errors.map((error) => error.message).join(' ')}`);
  const { id } = await createPipeline(knex, checked.value);
  const project = await strapi.db.query(PROJECT_UID).findOne({ where: { name: 'regional-data' } });
  if (project)
    await knex(T.projectLinks).insert({ project_id: project.id, pipeline_id: id, relationship_type: 'data_processing', created_at: new Date() });
  const records = NORWEGIAN_COUNTIES.flatMap(([countyCode, county, municipalities]) =>
    municipalities.map(([code, name]) => ({ code, name, county, county_code: countyCode })),
  );
  const runId = await createIngestRun(knex, id);
  await finishRun(knex, runId, await runSteps(knex, checked.value.steps, records, { pipelineId: id, runId }));
}
