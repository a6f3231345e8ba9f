import { useParams } from 'react-router';
import { PipelineDetailPage } from './detail-page';

/** Route /data-pipelines/:id. Keyed by the id, so another pipeline's page starts afresh. */
export function PipelineShow() {
  const { id = '' } = useParams();
  return <PipelineDetailPage key={id} id={id} />;
}

export default PipelineShow;
