import { App, Alert, Button, Modal, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { PIPELINE_INGEST_TOKEN_HEADER } from '@platform/shared';
import { copyText } from '../../../utils/clipboard';
import { PIPELINE_TEXTS } from '../labels';

/** A streaming pipeline's ingest token, shown once (the server keeps only its hash). */
export function TokenDialog({ token, onClose }: { token: string | null; onClose: () => void }) {
  const { message } = App.useApp();
  const copy = async () => {
    try {
      await copyText(token ?? '');
      message.success(PIPELINE_TEXTS.copied);
    } catch {
      message.error(PIPELINE_TEXTS.copyFailed);
    }
  };
  return (
    <Modal
      open={token !== null}
      title={PIPELINE_TEXTS.tokenTitle}
      closable={false}
      maskClosable={false}
      onCancel={onClose}
      footer={[
        <Button key="copy" icon={<CopyOutlined />} onClick={() => void copy()}>
          {PIPELINE_TEXTS.copy}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {PIPELINE_TEXTS.close}
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon message={PIPELINE_TEXTS.tokenOnce} style={{ marginBottom: 12 }} />
      <Typography.Paragraph>
        Send it in the <Typography.Text code>{PIPELINE_INGEST_TOKEN_HEADER}</Typography.Text> header.
      </Typography.Paragraph>
      <Typography.Text code aria-label="Ingest token" style={{ wordBreak: 'break-all' }}>
        {token}
      </Typography.Text>
    </Modal>
  );
}
