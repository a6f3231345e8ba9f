import { useState } from 'react';
import { List } from '@refinedev/antd';
import { Button, Space, Switch, Tabs } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { LOG_LIMITS, LOG_TABS, type LogEntry, type LogTab } from '@platform/shared';
import { CleanupDialog } from './components/cleanup-dialog';
import { ExportButton } from './components/export-button';
import { LogDetailsModal } from './components/log-details-modal';
import { LogStatCards } from './components/log-stat-cards';
import { LogTable } from './components/log-table';
import { LogToolbar } from './components/log-toolbar';
import { useLogCrudFilters, useLogFilters } from './hooks/use-log-filters';
import { useLogPage, useLogStats } from './hooks/use-log-queries';
import { LOG_TEXTS, TAB_LABELS } from './labels';

const AUTO_REFRESH_ID = 'log-auto-refresh';

/** Systemlogger: what the platform records about itself, filtered, paged, exported and cleaned up. */
export function LogList() {
  const { filters, set } = useLogFilters();
  const crudFilters = useLogCrudFilters(filters);
  const [autoRefresh, setAutoRefresh] = useState(false);
  // The queries refetch themselves while it is on, with the same filters and page.
  const refetchInterval = autoRefresh ? LOG_LIMITS.refreshMs : false;
  const logs = useLogPage(crudFilters, filters.page, refetchInterval);
  const { stats, loading: statsLoading } = useLogStats(filters.period, refetchInterval);
  const [details, setDetails] = useState<LogEntry | null>(null);
  const [cleaning, setCleaning] = useState(false);

  return (
    <List
      title={LOG_TEXTS.title}
      headerButtons={
        <Space wrap>
          <Space size={8}>
            <Switch id={AUTO_REFRESH_ID} checked={autoRefresh} onChange={setAutoRefresh} />
            <label htmlFor={AUTO_REFRESH_ID}>Automatisk oppdatering</label>
          </Space>
          <ExportButton filters={crudFilters} />
          <Button danger icon={<DeleteOutlined />} onClick={() => setCleaning(true)}>
            Slett gamle logger
          </Button>
        </Space>
      }
    >
      <LogStatCards stats={stats} loading={statsLoading} period={filters.period} onPeriod={(period) => set({ period })} />
      <Tabs
        activeKey={filters.tab}
        onChange={(tab) => set({ tab: tab as LogTab })}
        items={(Object.keys(LOG_TABS) as LogTab[]).map((key) => ({ key, label: TAB_LABELS[key] }))}
      />
      <LogToolbar filters={filters} onChange={set} />
      <LogTable
        entries={logs.entries}
        total={logs.total}
        page={filters.page}
        loading={logs.loading}
        onPage={(page) => set({ page })}
        onDetails={setDetails}
      />
      <LogDetailsModal entry={details} onClose={() => setDetails(null)} />
      <CleanupDialog open={cleaning} onClose={() => setCleaning(false)} />
    </List>
  );
}

export default LogList;
