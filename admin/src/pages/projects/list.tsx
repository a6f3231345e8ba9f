import { useState } from 'react';
import { List, useTable } from '@refinedev/antd';
import type { CrudFilter, HttpError } from '@refinedev/core';
import { Alert, App, Button, Empty, Space } from 'antd';
import { CalendarOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import {
  PROJECT_COMPANIES,
  PROJECT_MESSAGES,
  PROJECT_PAGE_SIZE,
  PROJECT_PRIORITIES,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  type Project,
} from '@platform/shared';
import { serverMessage } from '../../utils/server-message';
import { ExportButton } from './list/components/export-button';
import { ImportDialog } from './list/components/import-dialog';
import { ProjectFormDialog } from './list/components/project-form-dialog';
import { ProjectsTable } from './list/components/projects-table';
import { ProjectsToolbar, type ProjectFilterField, type ProjectFilters } from './list/components/projects-toolbar';
import { useDeleteProject } from './list/hooks/use-project-writes';
import { PROJECTS_CALENDAR_PATH, PROJECTS_RESOURCE, PROJECT_TEXTS } from './labels';

const ALLOWED: Record<ProjectFilterField, readonly string[]> = {
  status: PROJECT_STATUSES,
  priority: PROJECT_PRIORITIES,
  company: PROJECT_COMPANIES,
  project_type: PROJECT_TYPES,
};

const valueOf = (filters: CrudFilter[], field: string): unknown => filters.find((filter) => 'field' in filter && filter.field === field)?.value;

/** The filters in the URL that the screen knows; anything else there is left out. */
const knownFilters = (filters: CrudFilter[]): ProjectFilters =>
  Object.fromEntries(
    (Object.keys(ALLOWED) as ProjectFilterField[]).flatMap((field) => {
      const value = valueOf(filters, field);
      return typeof value === 'string' && ALLOWED[field].includes(value) ? [[field, value]] : [];
    }),
  );

/** The projects: searched, filtered by status, priority, company and type, sorted and paged on the server. */
export function ProjectList() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { tableProps, tableQuery, filters, sorters, setFilters, setCurrentPage } = useTable<Project, HttpError>({
    resource: PROJECTS_RESOURCE,
    pagination: { pageSize: PROJECT_PAGE_SIZE, mode: 'server' },
    filters: { mode: 'server' },
    syncWithLocation: true,
    // The page says itself that loading failed, with a retry.
    errorNotification: false,
  });
  const removeProject = useDeleteProject();
  // undefined: closed; null: a new project; a project: editing it.
  const [editing, setEditing] = useState<Project | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);

  const chosen = knownFilters(filters);
  const q = typeof valueOf(filters, 'q') === 'string' ? (valueOf(filters, 'q') as string) : '';

  // A new search or filter starts again on the first page; an empty one leaves the query.
  const filterBy = (field: ProjectFilterField | 'q', value: string | undefined) => {
    setFilters([{ field, operator: 'eq', value: value || undefined }]);
    setCurrentPage(1);
  };

  const confirmDelete = (project: Project) =>
    modal.confirm({
      title: PROJECT_TEXTS.deleteTitle,
      content: PROJECT_MESSAGES.deleteConfirm(project.display_name || project.name),
      okText: PROJECT_TEXTS.delete,
      okButtonProps: { danger: true },
      cancelText: PROJECT_TEXTS.cancel,
      onOk: async () => {
        try {
          await removeProject(project.id);
          message.success(PROJECT_TEXTS.deleted);
        } catch (error) {
          message.error(PROJECT_MESSAGES.deleteFailed(serverMessage(error, 'Please try again.')));
        }
      },
    });

  const filtered = Object.keys(chosen).length > 0 || Boolean(q);
  const empty = (
    <Empty description={filtered ? PROJECT_TEXTS.emptyFiltered : PROJECT_TEXTS.empty}>
      {!filtered && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {PROJECT_TEXTS.newProject}
        </Button>
      )}
    </Empty>
  );

  return (
    <List
      title={PROJECT_TEXTS.title}
      headerButtons={
        <Space wrap>
          <Button icon={<CalendarOutlined />} onClick={() => navigate(PROJECTS_CALENDAR_PATH)}>
            {PROJECT_TEXTS.calendar}
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {PROJECT_TEXTS.import}
          </Button>
          <ExportButton />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {PROJECT_TEXTS.newProject}
          </Button>
        </Space>
      }
    >
      <ProjectsToolbar filters={chosen} q={q} onFilter={filterBy} onSearch={(value) => filterBy('q', value)} />
      {tableQuery.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={PROJECT_MESSAGES.loadFailed(serverMessage(tableQuery.error, 'Failed to fetch projects'))}
          action={
            <Button size="small" onClick={() => void tableQuery.refetch()}>
              {PROJECT_TEXTS.retry}
            </Button>
          }
        />
      ) : (
        <ProjectsTable
          tableProps={{ ...tableProps, loading: tableQuery.isLoading }}
          sorters={sorters}
          empty={empty}
          onEdit={setEditing}
          onDelete={confirmDelete}
        />
      )}
      <ProjectFormDialog project={editing} onClose={() => setEditing(undefined)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </List>
  );
}

export default ProjectList;
