import { useState } from 'react';
import type { CrudFilter } from '@refinedev/core';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { LOG_MESSAGES, logExportFileName, logsCsv } from '@platform/shared';
import { downloadText } from '../../../utils/download';
import { useReadLogsForExport } from '../hooks/use-log-queries';
import { LOG_TEXTS } from '../labels';

/** 'Eksporter CSV': the entries matching the current tab, filters and search (up to exportMax), as a CSV file. */
export function ExportButton({ filters }: { filters: CrudFilter[] }) {
  const { message } = App.useApp();
  const readLogs = useReadLogsForExport(filters);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const { logs, total } = await readLogs();
      downloadText(logsCsv(logs), logExportFileName());
      // More matched than one export holds: say the file has only the newest.
      if (total > logs.length) message.warning(LOG_TEXTS.exportCapped(logs.length, total));
      else message.success(LOG_TEXTS.exported(logs.length));
    } catch (error) {
      console.error('Log export failed', error);
      message.error(LOG_MESSAGES.exportFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      Eksporter CSV
    </Button>
  );
}
