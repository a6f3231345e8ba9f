import { Alert, Button, Card, Flex, Form, Result, Skeleton, Steps, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { PIPELINE_MESSAGES } from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { TokenDialog } from '../components/token-dialog';
import { PIPELINES_LIST_PATH, PIPELINE_TEXTS } from '../labels';
import { BasicInfoStep } from './basic-info-step';
import { ResourcesStep } from './resources-step';
import { ReviewStep } from './review-step';
import { ScheduleStep } from './schedule-step';
import { StepsStep } from './steps-step';
import { WIZARD_STEPS, usePipelineWizard } from './use-pipeline-wizard';

/** The five-step pipeline wizard: a new pipeline, or (with `id`) an existing one. */
export function PipelineWizard({ id }: { id?: string }) {
  const navigate = useNavigate();
  const wizard = usePipelineWizard(id);
  const { draft, errors, change, step } = wizard;

  if (wizard.loadError && wizard.loadError.statusCode !== 401) {
    return (
      <Result
        status={wizard.loadError.statusCode === 404 ? '404' : 'error'}
        title={PIPELINE_MESSAGES.loadFailed(serverMessage(wizard.loadError, PIPELINE_MESSAGES.fetchPipelineFailed))}
        extra={<Button onClick={() => navigate(PIPELINES_LIST_PATH)}>{PIPELINE_TEXTS.back}</Button>}
      />
    );
  }
  if (wizard.loading) return <Skeleton active paragraph={{ rows: 8 }} />;

  const stepOfPipelineSteps = Object.keys(errors).some((field) => field.startsWith('steps'));
  const screens = [
    <BasicInfoStep key="basic" draft={draft} errors={errors} change={change} />,
    <StepsStep key="steps" draft={draft} errors={errors} change={change} />,
    <ResourcesStep key="resources" draft={draft} errors={errors} change={change} />,
    <ScheduleStep key="schedule" draft={draft} errors={errors} change={change} />,
    <ReviewStep key="review" draft={draft} problems={wizard.problems} />,
  ];

  return (
    <Card>
      <Button type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }} onClick={() => navigate(PIPELINES_LIST_PATH)}>
        {PIPELINE_TEXTS.back}
      </Button>
      <Typography.Title level={3}>{wizard.editing ? 'Edit Pipeline' : 'Create New Pipeline'}</Typography.Title>
      {wizard.banner && (
        <Alert type="error" showIcon closable role="alert" message={wizard.banner} onClose={wizard.dismissBanner} style={{ marginBottom: 16 }} />
      )}
      <Steps
        current={step}
        style={{ marginBottom: 24 }}
        items={WIZARD_STEPS.map((title, index) => ({ title, status: index === 1 && stepOfPipelineSteps && step !== 1 ? 'error' : undefined }))}
      />
      {/* The form only lays out the fields: the draft is the wizard's state, so nothing typed is lost between steps. */}
      <Form layout="vertical" component={false}>
        <div style={{ maxWidth: 1100 }}>{screens[step]}</div>
      </Form>
      <Flex justify="space-between" style={{ marginTop: 24 }}>
        <Button onClick={wizard.back} disabled={wizard.sending}>
          Back
        </Button>
        {wizard.last ? (
          <Button type="primary" loading={wizard.sending} disabled={!wizard.canSave} onClick={() => void wizard.submit()}>
            {wizard.editing ? 'Save' : 'Create'}
          </Button>
        ) : (
          <Button type="primary" disabled={!wizard.canNext} onClick={wizard.next}>
            Next
          </Button>
        )}
      </Flex>
      <TokenDialog token={wizard.ingestToken} onClose={wizard.closeToken} />
    </Card>
  );
}
