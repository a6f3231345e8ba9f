import { useState } from 'react';
import type { CrudFilter } from '@refinedev/core';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { INQUIRY_MESSAGES } from '@platform/shared';
import { useExportInquiries } from '../hooks/use-inquiry-queries';
import { INQUIRY_TEXTS } from '../labels';

/** 'Eksporter CSV': every inquiry matching the current filters, as the server writes it. */
export function ExportButton({ filters }: { filters: CrudFilter[] }) {
  const { message } = App.useApp();
  const exportInquiries = useExportInquiries(filters);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      await exportInquiries();
      message.success(INQUIRY_TEXTS.exported);
    } catch (error) {
      console.error('Inquiry export failed', error);
      message.error(INQUIRY_MESSAGES.exportFailed);
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
