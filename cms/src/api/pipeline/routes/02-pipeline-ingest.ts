import { publicRoutes } from '../../../route-access';
import { ingest } from '../../../pipelines/ingest-handler';

// Records pushed to a streaming pipeline: no user, the pipeline's own token (x-pipeline-token) checked by the handler.
export default publicRoutes([{ method: 'POST', path: '/pipelines/:id/ingest', handler: ingest }]);
