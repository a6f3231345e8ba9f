import { useState } from 'react';
import { Button, Form } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useApiUrl } from '@refinedev/core';
import { downloadFile } from '../../../../utils/download';
import { serverMessage } from '../../../../utils/server-message';
import { useNotice } from '../../hooks/use-notice';
import { PRODUCTS_RESOURCE } from '../../labels';
import { SCAFFOLD_TEXTS } from '../../wizard-labels';

/** The product module's code scaffold as a zip, for servers that do not write it into the code themselves. */
export function ScaffoldDownload({ productId }: { productId: string }) {
  const apiUrl = useApiUrl();
  const notice = useNotice();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      // The zip needs the bearer token, so a plain link cannot fetch it.
      await downloadFile(`${apiUrl}/${PRODUCTS_RESOURCE}/${encodeURIComponent(productId)}/scaffold.zip`, `${productId}-scaffold.zip`);
    } catch (error) {
      notice.error(SCAFFOLD_TEXTS.failed, serverMessage(error, 'Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form.Item label={SCAFFOLD_TEXTS.label} extra={SCAFFOLD_TEXTS.help}>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={download}>
        {SCAFFOLD_TEXTS.download}
      </Button>
    </Form.Item>
  );
}
