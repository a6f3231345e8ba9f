import { useState } from 'react';
import { useApiUrl, useCustom, useCustomMutation, useInvalidate, type HttpError } from '@refinedev/core';
import { Alert, App, Form, Modal, Select } from 'antd';
import { PIPELINE_MESSAGES } from '@platform/shared';
import { NO_NOTICES, serverMessage } from '../../../utils/server-message';
import { PIPELINES_RESOURCE, PIPELINE_TEXTS } from '../labels';

interface ProjectOption {
  id: number;
  name: string;
  display_name: string;
  status: string;
}

/** 'Link Pipeline to Project': a project chosen from GET /projects, linked as data processing. */
export function LinkProjectDialog({ pipelineId, open, onClose }: { pipelineId: number; open: boolean; onClose: () => void }) {
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { message } = App.useApp();
  const [projectId, setProjectId] = useState<number>();
  const [problem, setProblem] = useState<string | null>(null);
  const { query } = useCustom<{ projects: ProjectOption[] }, HttpError>({
    url: `${apiUrl}/projects`,
    method: 'get',
    queryOptions: { enabled: open },
    errorNotification: false,
  });
  const { mutateAsync, mutation } = useCustomMutation<{ ok: true }, HttpError, { pipeline_id: number; relationship_type: string }>();
  const projects = query.data?.data?.projects ?? [];

  const close = () => {
    setProjectId(undefined);
    setProblem(null);
    onClose();
  };

  const link = async () => {
    if (projectId === undefined) {
      setProblem(PIPELINE_MESSAGES.projectRequired);
      return;
    }
    try {
      await mutateAsync({
        url: `${apiUrl}/projects/${projectId}/pipelines`,
        method: 'post',
        values: { pipeline_id: pipelineId, relationship_type: 'data_processing' },
        ...NO_NOTICES,
      });
      message.success(PIPELINE_TEXTS.linked);
      await invalidate({ resource: PIPELINES_RESOURCE, id: pipelineId, invalidates: ['detail'] });
      close();
    } catch (error) {
      setProblem(`${PIPELINE_MESSAGES.linkFailed}: ${serverMessage(error, 'Please try again.')}`);
    }
  };

  return (
    <Modal
      open={open}
      title={PIPELINE_TEXTS.linkToProject}
      okText={PIPELINE_TEXTS.link}
      cancelText={PIPELINE_TEXTS.cancel}
      confirmLoading={mutation.isPending}
      onOk={() => void link()}
      onCancel={close}
      destroyOnHidden
    >
      {query.isError && <Alert type="error" showIcon message={PIPELINE_MESSAGES.fetchProjectsFailed} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" component={false}>
        <Form.Item label={PIPELINE_TEXTS.project} htmlFor="link-project" validateStatus={problem ? 'error' : undefined} help={problem}>
          <Select
            id="link-project"
            aria-label={PIPELINE_TEXTS.project}
            placeholder="Choose a project"
            loading={query.isLoading}
            value={projectId}
            showSearch
            optionFilterProp="label"
            options={projects.map((project) => ({ value: project.id, label: project.display_name || project.name }))}
            onChange={(value: number) => {
              setProjectId(value);
              setProblem(null);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
