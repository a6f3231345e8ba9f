import { useState, type ReactNode } from 'react';
import { useApiUrl, useCustom, type HttpError } from '@refinedev/core';
import { Alert, Form, Modal, Select, type SelectProps } from 'antd';
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

interface PickerOption {
  value: number;
  label: string;
  title: string;
  [more: string]: unknown;
}

/** The options of a picker: the whole list (GET /{path} without paging answers `{ [path]: [...] }`), read when the dialog opens. */
function useOptions<T>(path: string, open: boolean, toOption: (item: T) => PickerOption) {
  const apiUrl = useApiUrl();
  const { query } = useCustom<Record<string, T[]>, HttpError>({
    url: `${apiUrl}/${path}`,
    method: 'get',
    queryOptions: { enabled: open },
    errorNotification: false,
  });
  return { items: (query.data?.data?.[path] ?? []).map(toOption), loading: query.isLoading, failed: query.isError };
}

interface LinkDialogProps extends DialogProps {
  title: string;
  /** What is linked, as the texts name it: 'pipeline' (Failed to link pipeline, the Pipeline picker, pipelines). */
  noun: string;
  /** With its article: 'a pipeline' (Choose a pipeline). */
  one: string;
  options: ReturnType<typeof useOptions>;
  optionRender?: SelectProps['optionRender'];
  onLink: (id: number) => Promise<void>;
  /** Fields below the picker (a pipeline's relationship). */
  children?: ReactNode;
}

/** A picker of what to link (what is linked already left out); a refusal shows under it, keeping the dialog open. */
function LinkDialog({ open, linked, onClose, title, noun, one, options, optionRender, onLink, children }: LinkDialogProps) {
  const [chosen, setChosen] = useState<number>();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const label = noun.charAt(0).toUpperCase() + noun.slice(1);
  const pickerId = `link-${noun.toLowerCase()}`;

  const close = () => {
    setChosen(undefined);
    setProblem(null);
    onClose();
  };
  const link = async () => {
    if (chosen === undefined) return setProblem(PAGE_TEXTS.chooseFirst(one));
    setSending(true);
    try {
      await onLink(chosen);
      close();
    } catch (error) {
      setProblem(`${PAGE_TEXTS.linkFailed(noun)}: ${serverMessage(error, 'Please try again.')}`);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={PAGE_TEXTS.link}
      cancelText={PAGE_TEXTS.cancel}
      confirmLoading={sending}
      onOk={() => void link()}
      onCancel={close}
      destroyOnHidden
    >
      {options.failed && <Alert type="error" showIcon message={PAGE_TEXTS.loadOptionsFailed(`${noun}s`)} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" component={false}>
        <Form.Item label={label} htmlFor={pickerId} validateStatus={problem ? 'error' : undefined} help={problem}>
          <Select
            id={pickerId}
            aria-label={label}
            placeholder={PAGE_TEXTS.choose(one)}
            loading={options.loading}
            value={chosen}
            showSearch
            optionFilterProp="label"
            options={options.items.filter((option) => !linked.includes(option.value))}
            optionRender={optionRender}
            onChange={(value: number) => {
              setChosen(value);
              setProblem(null);
            }}
          />
        </Form.Item>
        {children}
      </Form>
    </Modal>
  );
}

const DEFAULT_RELATIONSHIP: PipelineRelationship = 'data_processing';

/** Link pipeline: a pipeline and how the project uses it (a data source counts among the project's data sources). */
export function LinkPipelineDialog({
  open,
  linked,
  onClose,
  onLink,
}: DialogProps & { onLink: (id: number, relationship: PipelineRelationship) => Promise<void> }) {
  const options = useOptions<Pipeline>('pipelines', open, (pipeline) => ({
    value: pipeline.id,
    label: pipeline.name,
    title: pipeline.name,
    type: pipeline.type,
  }));
  const [relationship, setRelationship] = useState<PipelineRelationship>(DEFAULT_RELATIONSHIP);

  return (
    <LinkDialog
      open={open}
      linked={linked}
      onClose={() => {
        setRelationship(DEFAULT_RELATIONSHIP);
        onClose();
      }}
      title={PAGE_TEXTS.linkPipeline}
      noun="pipeline"
      one="a pipeline"
      options={options}
      optionRender={(option) => `${option.data.label} (${TYPE_NAMES[option.data.type as Pipeline['type']] ?? option.data.type})`}
      onLink={(id) => onLink(id, relationship)}
    >
      <Form.Item label="Relationship" htmlFor="link-relationship">
        <Select
          id="link-relationship"
          aria-label="Relationship"
          value={relationship}
          options={PIPELINE_RELATIONSHIPS.map((value) => ({ value, label: RELATIONSHIP_LABELS[value], title: RELATIONSHIP_LABELS[value] }))}
          onChange={(value: PipelineRelationship) => setRelationship(value)}
        />
      </Form.Item>
    </LinkDialog>
  );
}

/** Link API: one of the registry's APIs. */
export function LinkApiDialog({ open, linked, onClose, onLink }: DialogProps & { onLink: (id: number) => Promise<void> }) {
  const options = useOptions<RegistryApi>('apis', open, (api) => {
    const label = api.display_name || api.name;
    return { value: api.id, label, title: label };
  });
  return (
    <LinkDialog open={open} linked={linked} onClose={onClose} title={PAGE_TEXTS.linkApi} noun="API" one="an API" options={options} onLink={onLink} />
  );
}
