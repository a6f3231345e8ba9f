import type { Knex } from 'knex';
import { errors } from '@strapi/utils';
import { PIPELINE_MESSAGES, valueAtPath, type Dataset, type DatasetPage, type PipelineRecord, type StoreConfig } from '@platform/shared';
import { toIsoDate, toList, toNumber, toObject } from '../db-values';
import { T } from './pipeline-tables';

const CHUNK = 400;
const MAX_COLUMNS = 200;

/** The dataset's id, made on first use (two runs making it at once: the second finds it). */
async function datasetId(trx: Knex.Transaction, name: string): Promise<{ id: number; columns: string[] }> {
  const now = new Date();
  await trx(T.datasets).insert({ name, columns: '[]', created_at: now, updated_at: now }).onConflict('name').ignore();
  const row = await trx(T.datasets).where({ name }).first('id', 'columns');
  return { id: Number(row.id), columns: toList(row.columns) as string[] };
}

export interface StoreResult {
  written: number;
  failed: number;
  messages: string[];
}

/**
 * Writes a step's records into its dataset in one transaction: with a key, a record updates the row with the same key
 * (the last of a run wins) and a record without a value for the key fails; without one, every record is a new row.
 */
export async function storeRecords(
  knex: Knex,
  config: StoreConfig,
  records: PipelineRecord[],
  origin: { pipelineId: number; runId: number },
): Promise<StoreResult> {
  const messages: string[] = [];
  let failed = 0;
  const keyed = new Map<string, PipelineRecord>();
  const appended: PipelineRecord[] = [];
  records.forEach((record, index) => {
    if (!config.key) return appended.push(record);
    const key = valueAtPath(record, config.key);
    if (key === null || key === undefined || key === '' || typeof key === 'object') {
      failed++;
      messages.push(`Record ${index + 1}: no value for the key "${config.key}".`);
      return;
    }
    keyed.set(String(key).slice(0, 500), record);
  });
  const now = new Date();
  const row = (key: string | null, data: PipelineRecord) => ({
    row_key: key,
    data: JSON.stringify(data),
    pipeline_id: origin.pipelineId,
    run_id: origin.runId,
    created_at: now,
    updated_at: now,
  });
  await knex.transaction(async (trx) => {
    const dataset = await datasetId(trx, config.dataset);
    const keyedRows = [...keyed].map(([key, data]) => ({ dataset_id: dataset.id, ...row(key, data) }));
    for (let at = 0; at < keyedRows.length; at += CHUNK)
      await trx(T.rows)
        .insert(keyedRows.slice(at, at + CHUNK))
        .onConflict(['dataset_id', 'row_key'])
        .merge(['data', 'pipeline_id', 'run_id', 'updated_at']);
    const appendedRows = appended.map((data) => ({ dataset_id: dataset.id, ...row(null, data) }));
    for (let at = 0; at < appendedRows.length; at += CHUNK) await trx(T.rows).insert(appendedRows.slice(at, at + CHUNK));
    const columns = new Set(dataset.columns);
    for (const record of [...keyed.values(), ...appended]) for (const name of Object.keys(record)) if (columns.size < MAX_COLUMNS) columns.add(name);
    await trx(T.datasets)
      .where({ id: dataset.id })
      .update({ columns: JSON.stringify([...columns]), updated_at: now });
  });
  return { written: keyed.size + appended.length, failed, messages };
}

/** Pipelines by the datasets their store steps write. */
async function writersByDataset(knex: Knex): Promise<Map<string, { id: number; name: string }[]>> {
  const writers = new Map<string, { id: number; name: string }[]>();
  for (const pipeline of await knex(T.pipelines).select('id', 'name', 'steps').orderBy('name')) {
    for (const step of toList(pipeline.steps) as { type: string; config?: { dataset?: string } }[]) {
      const name = step.type === 'store' ? step.config?.dataset : undefined;
      if (!name) continue;
      const list = writers.get(name) ?? [];
      if (!list.some((writer) => writer.id === pipeline.id)) list.push({ id: Number(pipeline.id), name: String(pipeline.name) });
      writers.set(name, list);
    }
  }
  return writers;
}

const toDataset = (row: Record<string, unknown>, writers: Map<string, { id: number; name: string }[]>): Dataset => ({
  name: String(row.name),
  row_count: toNumber(row.row_count),
  columns: toList(row.columns) as string[],
  pipelines: writers.get(String(row.name)) ?? [],
  updated_at: toIsoDate(row.updated_at),
});

const withCounts = (knex: Knex) =>
  knex(`${T.datasets} as d`)
    .select('d.*', knex(`${T.rows} as r`).count('*').whereRaw('r.dataset_id = d.id').as('row_count'))
    .orderBy('d.name');

export async function listDatasets(knex: Knex): Promise<Dataset[]> {
  const [rows, writers] = await Promise.all([withCounts(knex), writersByDataset(knex)]);
  return rows.map((row) => toDataset(row, writers));
}

/** A page of a dataset's rows, the latest written first (a run's rows in their order); 404 for an unknown name. */
export async function datasetPage(knex: Knex, name: string, offset: number, limit: number): Promise<DatasetPage> {
  const found = await withCounts(knex).where('d.name', name).first();
  if (!found) throw new errors.NotFoundError(PIPELINE_MESSAGES.datasetNotFound);
  const dataset = toDataset(found, await writersByDataset(knex));
  const rows = await knex(T.rows).where({ dataset_id: found.id }).orderBy('updated_at', 'desc').orderBy('id', 'asc').offset(offset).limit(limit);
  return {
    dataset,
    total: dataset.row_count,
    rows: rows.map((row) => ({
      key: (row.row_key as string | null) ?? null,
      data: toObject(row.data) ?? {},
      updated_at: toIsoDate(row.updated_at)!,
    })),
  };
}

export async function deleteDataset(knex: Knex, name: string): Promise<void> {
  await knex.transaction(async (trx) => {
    const found = await trx(T.datasets).where({ name }).first('id');
    if (!found) throw new errors.NotFoundError(PIPELINE_MESSAGES.datasetNotFound);
    await trx(T.rows).where({ dataset_id: found.id }).delete();
    await trx(T.datasets).where({ id: found.id }).delete();
  });
}
