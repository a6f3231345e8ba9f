import { PipelineWizard } from './wizard/wizard-page';

/** /data-pipelines/new */
export function PipelineCreate() {
  return <PipelineWizard />;
}

export default PipelineCreate;
