import { Flex, Input, InputNumber, Select, Typography } from 'antd';
import { GIT_REPO_PURPOSES, NOTEBOOK_PURPOSES, type GitRepoPurpose, type NotebookPurpose } from '@platform/shared';
import { GIT_REPO_PURPOSE_LABELS, NOTEBOOK_PURPOSE_LABELS } from '../labels';
import { executionOrder, newNotebook, newRepo, withUrl, type PipelineDraft } from './draft';
import { PrimaryList } from './primary-list';
import type { WizardErrors } from './wizard-errors';

interface ResourcesStepProps {
  draft: PipelineDraft;
  errors: WizardErrors;
  change: (values: Partial<PipelineDraft>) => void;
}

const REPO_PURPOSES = GIT_REPO_PURPOSES.map((value) => ({ value, label: GIT_REPO_PURPOSE_LABELS[value] }));
const NOTEBOOK_OPTIONS = NOTEBOOK_PURPOSES.map((value) => ({ value, label: NOTEBOOK_PURPOSE_LABELS[value] }));

/** Git repositories and notebooks linked to the pipeline; one primary of each. */
export function ResourcesStep({ draft, errors, change }: ResourcesStepProps) {
  return (
    <Flex vertical gap={16}>
      <PrimaryList
        noun="repository"
        title="Git repositories"
        field="git_repos"
        items={draft.git_repos}
        errors={errors}
        onChange={(git_repos) => change({ git_repos })}
        create={newRepo}
        fields={(repo, n, set) => (
          <>
            <Input
              aria-label={`Repository URL ${n}`}
              placeholder="https://github.com/owner/repo"
              style={{ width: 300 }}
              value={repo.repo_url}
              onChange={(event) => set(withUrl(repo, event.target.value))}
            />
            <Input
              aria-label={`Repository name ${n}`}
              placeholder="owner/repo"
              style={{ width: 180 }}
              value={repo.repo_name}
              onChange={(event) => set({ ...repo, repo_name: event.target.value, nameEdited: event.target.value !== '' })}
            />
            <Input
              aria-label={`Branch ${n}`}
              placeholder="main"
              style={{ width: 110 }}
              value={repo.branch}
              onChange={(event) => set({ ...repo, branch: event.target.value })}
            />
            <Input
              aria-label={`Path ${n}`}
              placeholder="Path"
              style={{ width: 140 }}
              value={repo.path}
              onChange={(event) => set({ ...repo, path: event.target.value })}
            />
            <Select
              aria-label={`Repository purpose ${n}`}
              placeholder="Purpose"
              style={{ width: 160 }}
              value={repo.purpose || undefined}
              options={REPO_PURPOSES}
              onChange={(purpose: GitRepoPurpose) => set({ ...repo, purpose })}
            />
          </>
        )}
      />
      <PrimaryList
        noun="notebook"
        title="Notebooks"
        field="notebooks"
        items={draft.notebooks}
        errors={errors}
        onChange={(notebooks) => change({ notebooks })}
        create={newNotebook}
        footer={
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            Notebooks are recorded with the pipeline in their execution order.
          </Typography.Paragraph>
        }
        fields={(notebook, n, set) => (
          <>
            <Input
              aria-label={`Notebook name ${n}`}
              placeholder="Notebook name"
              style={{ width: 240 }}
              value={notebook.notebook_name}
              onChange={(event) => set({ ...notebook, notebook_name: event.target.value })}
            />
            <InputNumber
              aria-label={`Execution order ${n}`}
              min={0}
              precision={0}
              value={notebook.execution_order}
              onChange={(value) => set({ ...notebook, execution_order: executionOrder(value) })}
            />
            <Select
              aria-label={`Notebook purpose ${n}`}
              placeholder="Purpose"
              style={{ width: 170 }}
              value={notebook.purpose || undefined}
              options={NOTEBOOK_OPTIONS}
              onChange={(purpose: NotebookPurpose) => set({ ...notebook, purpose })}
            />
          </>
        )}
      />
    </Flex>
  );
}
