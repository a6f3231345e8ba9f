import { Breadcrumb, Button, Flex, Tooltip, Typography } from 'antd';
import { EditOutlined, LinkOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { PIPELINE_MESSAGES, pipelineActions, type Pipeline } from '@platform/shared';
import { PipelineStatusTag } from '../components/pipeline-tags';
import { PIPELINES_LIST_PATH, PIPELINE_TEXTS, editPipelinePath } from '../labels';

interface DetailHeaderProps {
  pipeline: Pipeline;
  /** A Run Now, Pause or Resume is on its way. */
  pending: boolean;
  onRun: () => void;
  onPause: () => void;
  onResume: () => void;
  onLink: () => void;
}

/** The breadcrumb, the name with its state, and the actions its state allows. */
export function DetailHeader({ pipeline, pending, onRun, onPause, onResume, onLink }: DetailHeaderProps) {
  const navigate = useNavigate();
  const { canPause, canResume, canRun } = pipelineActions(pipeline.status);
  const streaming = pipeline.type === 'streaming';
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Breadcrumb items={[{ title: <Link to={PIPELINES_LIST_PATH}>{PIPELINE_TEXTS.title}</Link> }, { title: pipeline.name }]} />
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex align="center" gap={8} wrap>
          <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {pipeline.name}
          </Typography.Title>
          <PipelineStatusTag status={pipeline.status} />
          <Tooltip title={PIPELINE_TEXTS.edit}>
            <Button type="text" icon={<EditOutlined />} aria-label={PIPELINE_TEXTS.edit} onClick={() => navigate(editPipelinePath(pipeline.id))} />
          </Tooltip>
        </Flex>
        <Flex gap={8} wrap>
          <Tooltip title={streaming ? PIPELINE_MESSAGES.streamingRunNow : undefined}>
            <Button
              type="primary"
              icon={<PlayCircleOutlined />}
              disabled={!canRun || pending || streaming}
              loading={pending && canRun}
              onClick={onRun}
            >
              {PIPELINE_TEXTS.runNow}
            </Button>
          </Tooltip>
          {canPause && (
            <Button icon={<PauseCircleOutlined />} disabled={pending} onClick={onPause}>
              {PIPELINE_TEXTS.pause}
            </Button>
          )}
          {canResume && (
            <Button icon={<PlayCircleOutlined />} disabled={pending} onClick={onResume}>
              {PIPELINE_TEXTS.resume}
            </Button>
          )}
          <Button icon={<LinkOutlined />} onClick={onLink}>
            {PIPELINE_TEXTS.linkToProject}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
