import { useParams } from 'react-router';
import { RunPage } from './run-page';

/** Route /data-pipelines/runs/:runId. */
export function PipelineRunShow() {
  const { runId = '' } = useParams();
  return <RunPage key={runId} runId={runId} />;
}

export default PipelineRunShow;
