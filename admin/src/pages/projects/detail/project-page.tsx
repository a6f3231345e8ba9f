import { useOne, type HttpError } from '@refinedev/core';
import { Button, Card, Result, Skeleton, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { PROJECT_MESSAGES, type Project } from '@platform/shared';
import { useSearchParam } from '../../../hooks/use-search-param';
import { serverMessage } from '../../../utils/server-message';
import { ProjectEventsTab } from '../events/events-tab';
import { PROJECTS_LIST_PATH, PROJECTS_RESOURCE } from '../labels';
import { DetailHeader } from './detail-header';
import { LinksTab } from './links-tab';
import { NotesTab } from './notes-tab';
import { OverviewTab } from './overview-tab';
import { RemindersTab } from './reminders-tab';
import { PAGE_TABS, PAGE_TEXTS, TAB_LABELS, type PageTab } from './texts';
import { TodosTab } from './todos-tab';

function tabContent(tab: PageTab, project: Project) {
  switch (tab) {
    case 'overview':
      return <OverviewTab project={project} />;
    case 'todos':
      return <TodosTab projectId={project.id} />;
    case 'events':
      return <ProjectEventsTab projectId={project.id} />;
    case 'reminders':
      return <RemindersTab projectId={project.id} />;
    case 'notes':
      return <NotesTab projectId={project.id} />;
    case 'links':
      return <LinksTab project={project} />;
  }
}

/** /projects/:id: the project's header and tabs: its figures and fields, and the records and links they come from. */
export function ProjectDetailPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const { result: project, query } = useOne<Project, HttpError>({
    resource: PROJECTS_RESOURCE,
    id,
    errorNotification: false,
    queryOptions: { retry: false },
  });
  // The tab is in the address (?tab=notes), so a reload or a link opens the same one.
  const [tab, setTab] = useSearchParam<PageTab>('tab', PAGE_TABS, 'overview');

  if (query.error && query.error.statusCode !== 401) {
    const notFound = query.error.statusCode === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? PROJECT_MESSAGES.notFound : PAGE_TEXTS.loadOneFailed}
        subTitle={notFound ? undefined : serverMessage(query.error, 'Please try again.')}
        extra={
          <>
            {!notFound && <Button onClick={() => void query.refetch()}>{PAGE_TEXTS.retry}</Button>}
            <Button type="primary" onClick={() => navigate(PROJECTS_LIST_PATH)}>
              {PAGE_TEXTS.back}
            </Button>
          </>
        }
      />
    );
  }
  if (!project?.id) return <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <>
      <DetailHeader project={project} />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as PageTab)}
          items={PAGE_TABS.map((key) => ({ key, label: TAB_LABELS[key], children: tabContent(key, project) }))}
          // Only the open tab asks the server for its records.
          destroyOnHidden
        />
      </Card>
    </>
  );
}
