import { Alert, Descriptions, Flex, List, Tag, Typography } from 'antd';
import { PIPELINE_STEP_LABELS, PIPELINE_TYPE_LABELS, scheduleLabel } from '@platform/shared';
import { GIT_REPO_PURPOSE_LABELS, NONE, NOTEBOOK_PURPOSE_LABELS } from '../labels';
import { draftSchedule, type PipelineDraft } from './draft';
import { ErrorList } from './fields';

/** What will be sent, with what the server would refuse listed first. */
export function ReviewStep({ draft, problems }: { draft: PipelineDraft; problems: string[] }) {
  return (
    <Flex vertical gap={16}>
      {problems.length > 0 && <Alert type="warning" showIcon message="Fix these before saving" description={<ErrorList messages={problems} />} />}
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'name', label: 'Name', children: draft.name || NONE },
          { key: 'description', label: 'Description', children: draft.description || NONE },
          { key: 'type', label: 'Type', children: PIPELINE_TYPE_LABELS[draft.type] },
          { key: 'schedule', label: 'Schedule', children: scheduleLabel(draftSchedule(draft)) },
          {
            key: 'steps',
            label: `Steps (${draft.steps.length})`,
            children: (
              <List
                size="small"
                aria-label="Steps to run"
                dataSource={draft.steps}
                renderItem={(step, index) => (
                  <List.Item>
                    {index + 1}. {step.name} <Tag>{PIPELINE_STEP_LABELS[step.type]}</Tag>
                  </List.Item>
                )}
              />
            ),
          },
          {
            key: 'repos',
            label: `Git repositories (${draft.git_repos.length})`,
            children: draft.git_repos.length
              ? draft.git_repos.map((repo) => (
                  <div key={repo.key}>
                    {repo.repo_name || repo.repo_url} ({repo.branch || 'main'}) {repo.purpose ? GIT_REPO_PURPOSE_LABELS[repo.purpose] : ''}
                    {repo.is_primary && <Tag style={{ marginLeft: 8 }}>primary</Tag>}
                  </div>
                ))
              : NONE,
          },
          {
            key: 'notebooks',
            label: `Notebooks (${draft.notebooks.length})`,
            children: draft.notebooks.length
              ? draft.notebooks.map((notebook) => (
                  <div key={notebook.key}>
                    <Typography.Text>
                      {notebook.execution_order}. {notebook.notebook_name} {notebook.purpose ? NOTEBOOK_PURPOSE_LABELS[notebook.purpose] : ''}
                    </Typography.Text>
                    {notebook.is_primary && <Tag style={{ marginLeft: 8 }}>primary</Tag>}
                  </div>
                ))
              : NONE,
          },
        ]}
      />
    </Flex>
  );
}
