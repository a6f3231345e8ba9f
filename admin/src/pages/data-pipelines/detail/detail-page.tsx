import { useEffect, useRef, useState } from 'react';
import { useApiUrl, useCustom, useOne, type HttpError } from '@refinedev/core';
import { Button, Card, Result, Skeleton, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { PIPELINE_MESSAGES, type PipelineDetail, type PipelineRun } from '@platform/shared';
import { useSearchParam } from '../../../hooks/use-search-param';
import { serverMessage } from '../../../utils/server-message';
import { usePipelineActions } from '../hooks/use-pipeline-actions';
import { PIPELINES_LIST_PATH, PIPELINES_RESOURCE, PIPELINE_TEXTS, POLL_MS } from '../labels';
import { DetailHeader } from './detail-header';
import { LinkProjectDialog } from './link-project-dialog';
import { OverviewTab } from './overview-tab';
import { ResourcesTab } from './resources-tab';
import { RunsTab } from './runs-tab';
import { SettingsTab } from './settings-tab';

const TABS = ['overview', 'resources', 'runs', 'settings'] as const;
type Tab = (typeof TABS)[number];
/** The newest runs the tab lists. */
const RUNS_SHOWN = 100;

/** /data-pipelines/:id: the pipeline's header and actions, and four tabs; read again every 2 s while it runs. */
export function PipelineDetailPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const apiUrl = useApiUrl();
  const { result: detail, query } = useOne<PipelineDetail, HttpError>({
    resource: PIPELINES_RESOURCE,
    id,
    errorNotification: false,
    queryOptions: {
      retry: false,
      refetchInterval: (current) => (current.state.data?.data?.pipeline?.status === 'running' ? POLL_MS : false),
    },
  });
  const running = detail?.pipeline?.status === 'running';
  const { query: runsQuery } = useCustom<{ runs: PipelineRun[] }, HttpError>({
    url: `${apiUrl}/${PIPELINES_RESOURCE}/${id}/runs`,
    method: 'get',
    config: { query: { _start: 0, _end: RUNS_SHOWN } },
    errorNotification: false,
    queryOptions: { refetchInterval: running ? POLL_MS : false },
  });
  const actions = usePipelineActions();
  const [tab, setTab] = useSearchParam<Tab>('tab', TABS, 'overview');
  const [linking, setLinking] = useState(false);

  // A run that just finished: its row reads afresh once more.
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) void runsQuery.refetch();
    wasRunning.current = running;
  }, [running]);

  if (query.error && query.error.statusCode !== 401) {
    return (
      <Result
        status={query.error.statusCode === 404 ? '404' : 'error'}
        title={PIPELINE_MESSAGES.loadFailed(serverMessage(query.error, PIPELINE_MESSAGES.fetchPipelineFailed))}
        extra={<Button onClick={() => navigate(PIPELINES_LIST_PATH)}>{PIPELINE_TEXTS.back}</Button>}
      />
    );
  }
  if (!detail?.pipeline) return <Skeleton active paragraph={{ rows: 8 }} />;
  const { pipeline } = detail;
  const runs = runsQuery.data?.data?.runs ?? [];

  const act = async (action: 'run' | 'pause' | 'resume') => {
    await actions[action](pipeline.id);
    if (action === 'run') void runsQuery.refetch();
  };

  const labels: Record<Tab, string> = {
    overview: 'Overview',
    resources: 'Resources',
    runs: `Runs (${pipeline.run_count ?? runs.length})`,
    settings: 'Settings',
  };
  const content: Record<Tab, React.ReactNode> = {
    overview: <OverviewTab pipeline={pipeline} />,
    resources: <ResourcesTab repos={detail.git_repos ?? []} notebooks={detail.notebooks ?? []} />,
    runs: <RunsTab runs={runs} loading={runsQuery.isLoading} failed={runsQuery.isError} onRetry={() => void runsQuery.refetch()} />,
    settings: <SettingsTab pipeline={pipeline} />,
  };

  return (
    <>
      <DetailHeader
        pipeline={pipeline}
        pending={actions.pending}
        onRun={() => void act('run')}
        onPause={() => void act('pause')}
        onResume={() => void act('resume')}
        onLink={() => setLinking(true)}
      />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as Tab)}
          items={TABS.map((key) => ({ key, label: labels[key], children: content[key] }))}
        />
      </Card>
      <LinkProjectDialog pipelineId={pipeline.id} open={linking} onClose={() => setLinking(false)} />
    </>
  );
}
