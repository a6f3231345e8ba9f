import { useParams } from 'react-router';
import { PipelineWizard } from './wizard/wizard-page';

/** /data-pipelines/:id/edit, keyed by the id so another pipeline starts afresh. */
export function PipelineEdit() {
  const { id = '' } = useParams();
  return <PipelineWizard key={id} id={id} />;
}

export default PipelineEdit;
