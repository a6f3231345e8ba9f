import { Button, Card, Empty, Flex, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { GIT_REPO_PURPOSES, NOTEBOOK_PURPOSES, type GitRepoPurpose, type NotebookPurpose } from '@platform/shared';
import { GIT_REPO_PURPOSE_LABELS, NOTEBOOK_PURPOSE_LABELS } from '../labels';
import { executionOrder, makePrimary, newNotebook, newRepo, withUrl, without, type NotebookDraft, type PipelineDraft, type RepoDraft } from './draft';
import { ErrorList } from './fields';
import { errorsAt, type WizardErrors } from './wizard-errors';

interface ResourcesStepProps {
  draft: PipelineDraft;
  errors: WizardErrors;
  change: (values: Partial<PipelineDraft>) => void;
}

const REPO_PURPOSES = GIT_REPO_PURPOSES.map((value) => ({ value, label: GIT_REPO_PURPOSE_LABELS[value] }));
const NOTEBOOK_OPTIONS = NOTEBOOK_PURPOSES.map((value) => ({ value, label: NOTEBOOK_PURPOSE_LABELS[value] }));

/** Git repositories and notebooks linked to the pipeline; one primary of each. */
export function ResourcesStep({ draft, errors, change }: ResourcesStepProps) {
  const repos = draft.git_repos;
  const notebooks = draft.notebooks;
  const setRepo = (index: number, repo: RepoDraft) => change({ git_repos: repos.map((item, at) => (at === index ? repo : item)) });
  const setNotebook = (index: number, notebook: NotebookDraft) =>
    change({ notebooks: notebooks.map((item, at) => (at === index ? notebook : item)) });

  return (
    <Flex vertical gap={16}>
      <Card size="small" title="Git repositories">
        {repos.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No repositories" />}
        <Radio.Group
          value={repos.findIndex((repo) => repo.is_primary)}
          onChange={(event) => change({ git_repos: makePrimary(repos, event.target.value as number) })}
          style={{ width: '100%' }}
        >
          {repos.map((repo, index) => {
            const n = index + 1;
            return (
              <Flex key={repo.key} vertical gap={4} style={{ marginBottom: 12 }}>
                <Flex gap={8} wrap align="center">
                  <Input
                    aria-label={`Repository URL ${n}`}
                    placeholder="https://github.com/owner/repo"
                    style={{ width: 300 }}
                    value={repo.repo_url}
                    onChange={(event) => setRepo(index, withUrl(repo, event.target.value))}
                  />
                  <Input
                    aria-label={`Repository name ${n}`}
                    placeholder="owner/repo"
                    style={{ width: 180 }}
                    value={repo.repo_name}
                    onChange={(event) => setRepo(index, { ...repo, repo_name: event.target.value, nameEdited: event.target.value !== '' })}
                  />
                  <Input
                    aria-label={`Branch ${n}`}
                    placeholder="main"
                    style={{ width: 110 }}
                    value={repo.branch}
                    onChange={(event) => setRepo(index, { ...repo, branch: event.target.value })}
                  />
                  <Input
                    aria-label={`Path ${n}`}
                    placeholder="Path"
                    style={{ width: 140 }}
                    value={repo.path}
                    onChange={(event) => setRepo(index, { ...repo, path: event.target.value })}
                  />
                  <Select
                    aria-label={`Repository purpose ${n}`}
                    placeholder="Purpose"
                    style={{ width: 160 }}
                    value={repo.purpose || undefined}
                    options={REPO_PURPOSES}
                    onChange={(purpose: GitRepoPurpose) => setRepo(index, { ...repo, purpose })}
                  />
                  <Radio value={index} aria-label={`Primary repository ${n}`}>
                    Primary
                  </Radio>
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Remove repository ${n}`}
                    onClick={() => change({ git_repos: without(repos, index) })}
                  />
                </Flex>
                <ErrorList messages={errorsAt(errors, `git_repos[${index}]`)} />
              </Flex>
            );
          })}
        </Radio.Group>
        <Button icon={<PlusOutlined />} onClick={() => change({ git_repos: [...repos, newRepo(repos)] })}>
          Add repository
        </Button>
      </Card>

      <Card size="small" title="Notebooks">
        {notebooks.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notebooks" />}
        <Radio.Group
          value={notebooks.findIndex((notebook) => notebook.is_primary)}
          onChange={(event) => change({ notebooks: makePrimary(notebooks, event.target.value as number) })}
          style={{ width: '100%' }}
        >
          {notebooks.map((notebook, index) => {
            const n = index + 1;
            return (
              <Flex key={notebook.key} vertical gap={4} style={{ marginBottom: 12 }}>
                <Flex gap={8} wrap align="center">
                  <Input
                    aria-label={`Notebook name ${n}`}
                    placeholder="Notebook name"
                    style={{ width: 240 }}
                    value={notebook.notebook_name}
                    onChange={(event) => setNotebook(index, { ...notebook, notebook_name: event.target.value })}
                  />
                  <InputNumber
                    aria-label={`Execution order ${n}`}
                    min={0}
                    precision={0}
                    value={notebook.execution_order}
                    onChange={(value) => setNotebook(index, { ...notebook, execution_order: executionOrder(value) })}
                  />
                  <Select
                    aria-label={`Notebook purpose ${n}`}
                    placeholder="Purpose"
                    style={{ width: 170 }}
                    value={notebook.purpose || undefined}
                    options={NOTEBOOK_OPTIONS}
                    onChange={(purpose: NotebookPurpose) => setNotebook(index, { ...notebook, purpose })}
                  />
                  <Radio value={index} aria-label={`Primary notebook ${n}`}>
                    Primary
                  </Radio>
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Remove notebook ${n}`}
                    onClick={() => change({ notebooks: without(notebooks, index) })}
                  />
                </Flex>
                <ErrorList messages={errorsAt(errors, `notebooks[${index}]`)} />
              </Flex>
            );
          })}
        </Radio.Group>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          Notebooks are recorded with the pipeline in their execution order.
        </Typography.Paragraph>
        <Button icon={<PlusOutlined />} onClick={() => change({ notebooks: [...notebooks, newNotebook(notebooks)] })}>
          Add notebook
        </Button>
      </Card>
    </Flex>
  );
}
