import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useExportApis } from '../hooks/use-export-apis';
import { API_TEXTS } from '../labels';

/** Export: every API with its records, as the server writes the file (it re-imports whole). */
export function ExportButton() {
  const { message } = App.useApp();
  const exportApis = useExportApis();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      message.success(API_TEXTS.exported(await exportApis()));
    } catch (error) {
      console.error('API export failed', error);
      message.error(API_TEXTS.exportFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {API_TEXTS.export}
    </Button>
  );
}
