import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useT } from '../../i18n';
import { downloadCv } from './cv';
import type { ProfileConfig } from './profile.config';

/** 'Last ned CV': builds the PDF (a second or so the first time, while pdfmake loads), then saves it. */
export function DownloadCvButton({ config }: { config: ProfileConfig }) {
  const t = useT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCv(config);
    } catch (error) {
      console.error('The CV could not be made', error);
      message.error(t.me.cvFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="primary" icon={<DownloadOutlined />} loading={busy} onClick={download}>
      {t.me.downloadCv}
    </Button>
  );
}
