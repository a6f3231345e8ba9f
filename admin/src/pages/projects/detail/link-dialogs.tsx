import { useState } from 'react';
import { useApiUrl, useCustom, type HttpError } from '@refinedev/core';
import { Alert, Form, Modal, Select } from 'antd';
import { PIPELINE_RELATIONSHIPS, type Pipeline, type PipelineRelationship, type RegistryApi } from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { TYPE_NAMES } from '../../data-pipelines/labels';
import { PAGE_TEXTS, RELATIONSHIP_LABELS } from './texts';

interface DialogProps {
  open: boolean;
  /** Ids already linked, left out of the picker. */
  linked: number[];
  onClose: () => void;
}

/** The options of a picker: the whole list (GET without paging answers `{ [key]: [...] }`), read when the dialog opens. */
function useOptions<T>(path: string, key: string, open: boolean) {
  const apiUrl = useApiUrl();
  const { query } = useCustom<Record<string, T[]>, HttpError>({
    url: `${apiUrl}/${path}`,
    method: 'get',
    queryOptions: { enabled: open },
    errorNotification: false,
  });
  return { items: query.data?.data?.[key] ?? [], loading: query.isLoading, failed: query.isError };
}

/** Link pipeline: a pipeline and how the project uses it (a data source counts among the project's data sources). */
export function LinkPipelineDialog({
  open,
  linked,
  onClose,
  onLink,
}: DialogProps & { onLink: (id: number, relationship: PipelineRelationship) => Promise<void> }) {
  const options = useOptions<Pipeline>('pipelines', 'pipelines', open);
  const [pipelineId, setPipelineId] = useState<number>();
  const [relationship, setRelationship] = useState<PipelineRelationship>('data_processing');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    setPipelineId(undefined);
    setRelationship('data_processing');
    setProblem(null);
    onClose();
  };
  const link = async () => {
    if (pipelineId === undefined) return setProblem(PAGE_TEXTS.chooseFirst('a pipeline'));
    setSending(true);
    try {
      await onLink(pipelineId, relationship);
      close();
    } catch (error) {
      setProblem(`${PAGE_TEXTS.linkFailed('pipeline')}: ${serverMessage(error, 'Please try again.')}`);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={PAGE_TEXTS.linkPipeline}
      okText={PAGE_TEXTS.link}
      cancelText={PAGE_TEXTS.cancel}
      confirmLoading={sending}
      onOk={() => void link()}
      onCancel={close}
      destroyOnHidden
    >
      {options.failed && <Alert type="error" showIcon message={PAGE_TEXTS.loadOptionsFailed('pipelines')} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" component={false}>
        <Form.Item label="Pipeline" htmlFor="link-pipeline" validateStatus={problem ? 'error' : undefined} help={problem}>
          <Select
            id="link-pipeline"
            aria-label="Pipeline"
            placeholder={PAGE_TEXTS.choose('a pipeline')}
            loading={options.loading}
            value={pipelineId}
            showSearch
            optionFilterProp="label"
            options={options.items
              .filter((pipeline) => !linked.includes(pipeline.id))
              .map((pipeline) => ({ value: pipeline.id, label: pipeline.name, title: pipeline.name, type: pipeline.type }))}
            optionRender={(option) => `${option.data.label} (${TYPE_NAMES[option.data.type as Pipeline['type']] ?? option.data.type})`}
            onChange={(value: number) => {
              setPipelineId(value);
              setProblem(null);
            }}
          />
        </Form.Item>
        <Form.Item label="Relationship" htmlFor="link-relationship">
          <Select
            id="link-relationship"
            aria-label="Relationship"
            value={relationship}
            options={PIPELINE_RELATIONSHIPS.map((value) => ({ value, label: RELATIONSHIP_LABELS[value], title: RELATIONSHIP_LABELS[value] }))}
            onChange={(value: PipelineRelationship) => setRelationship(value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Link API: one of the registry's APIs. */
export function LinkApiDialog({ open, linked, onClose, onLink }: DialogProps & { onLink: (id: number) => Promise<void> }) {
  const options = useOptions<RegistryApi>('apis', 'apis', open);
  const [apiId, setApiId] = useState<number>();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    setApiId(undefined);
    setProblem(null);
    onClose();
  };
  const link = async () => {
    if (apiId === undefined) return setProblem(PAGE_TEXTS.chooseFirst('an API'));
    setSending(true);
    try {
      await onLink(apiId);
      close();
    } catch (error) {
      setProblem(`${PAGE_TEXTS.linkFailed('API')}: ${serverMessage(error, 'Please try again.')}`);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={PAGE_TEXTS.linkApi}
      okText={PAGE_TEXTS.link}
      cancelText={PAGE_TEXTS.cancel}
      confirmLoading={sending}
      onOk={() => void link()}
      onCancel={close}
      destroyOnHidden
    >
      {options.failed && <Alert type="error" showIcon message={PAGE_TEXTS.loadOptionsFailed('APIs')} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" component={false}>
        <Form.Item label="API" htmlFor="link-api" validateStatus={problem ? 'error' : undefined} help={problem}>
          <Select
            id="link-api"
            aria-label="API"
            placeholder={PAGE_TEXTS.choose('an API')}
            loading={options.loading}
            value={apiId}
            showSearch
            optionFilterProp="label"
            options={options.items
              .filter((api) => !linked.includes(api.id))
              .map((api) => {
                const label = api.display_name || api.name;
                return { value: api.id, label, title: label };
              })}
            onChange={(value: number) => {
              setApiId(value);
              setProblem(null);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
