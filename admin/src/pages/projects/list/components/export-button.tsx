import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useExportProjects } from '../hooks/use-export-projects';
import { PROJECT_TEXTS } from '../../labels';

/** Export: every project with its records, as the server writes the file (it re-imports whole). */
export function ExportButton() {
  const { message } = App.useApp();
  const exportProjects = useExportProjects();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      message.success(PROJECT_TEXTS.exported(await exportProjects()));
    } catch (error) {
      console.error('Project export failed', error);
      message.error(PROJECT_TEXTS.exportFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {PROJECT_TEXTS.export}
    </Button>
  );
}
