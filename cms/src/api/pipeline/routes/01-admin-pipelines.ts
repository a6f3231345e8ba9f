import { adminRoutes } from '../../../route-access';
import { datasetHandlers as datasets, pipelineHandlers as pipelines } from '../../../pipelines/pipeline-handlers';

/** Data pipelines: their definitions, runs (queued for the job runner), pause and resume, ingest tokens, and the datasets they fill. */
export default adminRoutes([
  { method: 'GET', path: '/admin/pipelines', handler: pipelines.list },
  { method: 'POST', path: '/admin/pipelines', handler: pipelines.create },
  { method: 'GET', path: '/admin/pipelines/runs/:runId', handler: pipelines.oneRun },
  { method: 'GET', path: '/admin/pipelines/:id', handler: pipelines.one },
  { method: 'PUT', path: '/admin/pipelines/:id', handler: pipelines.update },
  { method: 'DELETE', path: '/admin/pipelines/:id', handler: pipelines.delete },
  { method: 'GET', path: '/admin/pipelines/:id/runs', handler: pipelines.runs },
  { method: 'POST', path: '/admin/pipelines/:id/run', handler: pipelines.run },
  { method: 'POST', path: '/admin/pipelines/:id/pause', handler: pipelines.pause },
  { method: 'POST', path: '/admin/pipelines/:id/resume', handler: pipelines.resume },
  { method: 'POST', path: '/admin/pipelines/:id/ingest-token', handler: pipelines.ingestToken },
  { method: 'GET', path: '/admin/datasets', handler: datasets.list },
  { method: 'GET', path: '/admin/datasets/:name', handler: datasets.one },
  { method: 'DELETE', path: '/admin/datasets/:name', handler: datasets.delete },
]);
