import type { Core } from '@strapi/strapi';
import { createTableOnce } from '../create-table-once';

export const T = {
  pipelines: 'pipelines',
  repos: 'pipeline_git_repos',
  notebooks: 'pipeline_notebooks',
  runs: 'pipeline_runs',
  datasets: 'datasets',
  rows: 'dataset_rows',
  projectLinks: 'project_pipelines',
} as const;

/**
 * The pipelines' own tables (knex, not content types: runs are written often and read by time, datasets hold rows of
 * any shape). Steps, schedules, step logs and dataset rows are JSON text, read back through db-values on both databases.
 */
export async function ensurePipelineTables(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  await createTableOnce(knex, T.pipelines, (table) => {
    table.increments('id');
    table.string('name', 200).notNullable();
    table.text('description').notNullable().defaultTo('');
    table.string('type', 16).notNullable();
    table.boolean('paused').notNullable().defaultTo(false);
    table.text('steps').notNullable();
    table.text('schedule').nullable();
    table.timestamp('next_run_at', { useTz: true }).nullable();
    table.string('ingest_token_hash', 64).nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    table.index(['next_run_at'], 'pipelines_next_run');
  });
  await createTableOnce(knex, T.repos, (table) => {
    table.increments('id');
    table.integer('pipeline_id').notNullable().references('id').inTable(T.pipelines).onDelete('CASCADE');
    table.string('repo_url', 2000).notNullable();
    table.string('repo_name', 200).notNullable();
    table.string('branch', 200).notNullable();
    table.string('path', 500).notNullable().defaultTo('');
    table.string('purpose', 32).notNullable();
    table.boolean('is_primary').notNullable().defaultTo(false);
    table.integer('position').notNullable();
    table.index(['pipeline_id'], 'pipeline_git_repos_pipeline');
  });
  await createTableOnce(knex, T.notebooks, (table) => {
    table.increments('id');
    table.integer('pipeline_id').notNullable().references('id').inTable(T.pipelines).onDelete('CASCADE');
    table.string('notebook_id', 200).nullable();
    table.string('name', 200).notNullable();
    table.integer('execution_order').notNullable().defaultTo(0);
    table.string('purpose', 32).notNullable();
    table.boolean('is_primary').notNullable().defaultTo(false);
    table.index(['pipeline_id'], 'pipeline_notebooks_pipeline');
  });
  await createTableOnce(knex, T.runs, (table) => {
    table.increments('id');
    table.integer('pipeline_id').notNullable().references('id').inTable(T.pipelines).onDelete('CASCADE');
    table.string('status', 16).notNullable();
    table.string('trigger', 16).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('started_at', { useTz: true }).nullable();
    table.timestamp('completed_at', { useTz: true }).nullable();
    table.timestamp('heartbeat_at', { useTz: true }).nullable();
    table.integer('duration_seconds').nullable();
    table.integer('records_processed').notNullable().defaultTo(0);
    table.integer('records_failed').notNullable().defaultTo(0);
    table.text('error_message').nullable();
    table.text('step_log').nullable();
    table.text('sample').nullable();
    table.index(['pipeline_id', 'id'], 'pipeline_runs_pipeline');
    table.index(['status'], 'pipeline_runs_status');
  });
  await createTableOnce(knex, T.datasets, (table) => {
    table.increments('id');
    table.string('name', 40).notNullable().unique();
    table.text('columns').notNullable().defaultTo('[]');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await createTableOnce(knex, T.rows, (table) => {
    table.increments('id');
    table.integer('dataset_id').notNullable().references('id').inTable(T.datasets).onDelete('CASCADE');
    table.string('row_key', 500).nullable();
    table.text('data').notNullable();
    table.integer('pipeline_id').nullable();
    table.integer('run_id').nullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
    // Upsert by key; rows without a key (append) are never equal (NULLs are distinct on both databases).
    table.unique(['dataset_id', 'row_key'], { indexName: 'dataset_rows_key' });
  });
  await createTableOnce(knex, T.projectLinks, (table) => {
    table.increments('id');
    table.integer('project_id').notNullable();
    table.integer('pipeline_id').notNullable().references('id').inTable(T.pipelines).onDelete('CASCADE');
    table.string('relationship_type', 32).notNullable();
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.unique(['project_id', 'pipeline_id'], { indexName: 'project_pipelines_unique' });
  });
}
