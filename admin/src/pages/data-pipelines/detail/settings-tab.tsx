import { useState } from 'react';
import { useApiUrl, useCustomMutation, useDelete, useInvalidate, type HttpError } from '@refinedev/core';
import { App, Button, Card, Flex, Typography } from 'antd';
import { DeleteOutlined, KeyOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { PIPELINE_INGEST_TOKEN_HEADER, type Pipeline } from '@platform/shared';
import { NO_NOTICES, failureNotice, serverMessage } from '../../../utils/server-message';
import { TokenDialog } from '../components/token-dialog';
import { PIPELINES_LIST_PATH, PIPELINES_RESOURCE, PIPELINE_TEXTS } from '../labels';

/** Where records are pushed to a streaming pipeline (the public API, outside /api/admin). */
export const ingestAddress = (id: number) => `${window.location.origin}/api/pipelines/${id}/ingest`;

/** A streaming pipeline's ingest address and token; deleting the pipeline. */
export function SettingsTab({ pipeline }: { pipeline: Pipeline }) {
  const { modal, message } = App.useApp();
  const apiUrl = useApiUrl();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const [token, setToken] = useState<string | null>(null);
  const { mutateAsync: newToken, mutation: generating } = useCustomMutation<{ token: string }, HttpError, Record<string, never>>();
  const { mutateAsync: remove } = useDelete<Pipeline, HttpError>();
  const running = pipeline.status === 'running';

  const generate = () =>
    modal.confirm({
      title: PIPELINE_TEXTS.generateTitle,
      content: PIPELINE_TEXTS.generateContent,
      okText: PIPELINE_TEXTS.generateToken,
      cancelText: PIPELINE_TEXTS.cancel,
      onOk: async () => {
        try {
          const { data } = await newToken({
            url: `${apiUrl}/${PIPELINES_RESOURCE}/${pipeline.id}/ingest-token`,
            method: 'post',
            values: {},
            successNotification: false,
            errorNotification: failureNotice(PIPELINE_TEXTS.generateFailed),
          });
          setToken(data.token);
          await invalidate({ resource: PIPELINES_RESOURCE, id: pipeline.id, invalidates: ['detail'] });
        } catch {
          // The notice says why.
        }
      },
    });

  const confirmDelete = () =>
    modal.confirm({
      title: PIPELINE_TEXTS.deleteTitle,
      content: PIPELINE_TEXTS.deleteContent,
      okText: PIPELINE_TEXTS.deletePipeline,
      okButtonProps: { danger: true },
      cancelText: PIPELINE_TEXTS.cancel,
      onOk: async () => {
        try {
          await remove({ resource: PIPELINES_RESOURCE, id: pipeline.id, ...NO_NOTICES });
          message.success(PIPELINE_TEXTS.deleted);
          navigate(PIPELINES_LIST_PATH);
        } catch (error) {
          message.error(`${PIPELINE_TEXTS.deleteFailed}: ${serverMessage(error, 'Please try again.')}`);
        }
      },
    });

  return (
    <Flex vertical gap={16}>
      {pipeline.type === 'streaming' && (
        <Card size="small" title="Ingest address">
          <Typography.Paragraph>Push records to the pipeline with:</Typography.Paragraph>
          <Typography.Paragraph copyable={{ text: ingestAddress(pipeline.id) }}>
            <Typography.Text code aria-label="Ingest address">{`POST ${ingestAddress(pipeline.id)}`}</Typography.Text>
          </Typography.Paragraph>
          <Typography.Paragraph>
            Header <Typography.Text code>{PIPELINE_INGEST_TOKEN_HEADER}</Typography.Text> with the pipeline's token; body{' '}
            <Typography.Text code>{'{ "records": [...] }'}</Typography.Text>.
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {pipeline.has_ingest_token ? 'A token exists; it was shown once when made.' : 'No token yet.'}
          </Typography.Paragraph>
          <Button icon={<KeyOutlined />} loading={generating.isPending} onClick={generate}>
            {PIPELINE_TEXTS.generateToken}
          </Button>
        </Card>
      )}
      <Card size="small" title="Danger zone">
        <Flex vertical gap={8} align="flex-start">
          <Button danger icon={<DeleteOutlined />} disabled={running} onClick={confirmDelete}>
            {PIPELINE_TEXTS.deletePipeline}
          </Button>
          {running && <Typography.Text type="secondary">{PIPELINE_TEXTS.deleteWhileRunning}</Typography.Text>}
        </Flex>
      </Card>
      <TokenDialog token={token} onClose={() => setToken(null)} />
    </Flex>
  );
}
