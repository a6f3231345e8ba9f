import { Alert, Modal, Space, Typography } from 'antd';
import type { ProductApiKeyCreated } from '@platform/shared';
import { CopyButton } from './copy-button';

export interface CreatedKeyTexts {
  createdTitle: string;
  createdWarning: string;
  copy: string;
  copied: string;
  done: string;
}

/**
 * A key just made: the only time its full text is shown. The dialog closes only by saying it is copied, so a stray
 * click beside it cannot lose the key.
 */
export function CreatedKeyDialog({ created, texts, onClose }: { created: ProductApiKeyCreated | null; texts: CreatedKeyTexts; onClose: () => void }) {
  return (
    <Modal
      open={created !== null}
      title={texts.createdTitle}
      closable={false}
      maskClosable={false}
      onOk={onClose}
      okText={texts.done}
      cancelButtonProps={{ style: { display: 'none' } }}
      destroyOnHidden
    >
      {created && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert type="warning" showIcon message={texts.createdWarning} />
          <Typography.Text strong>{created.apiKey.name}</Typography.Text>
          <Typography.Paragraph code style={{ wordBreak: 'break-all', margin: 0 }} data-testid="created-key">
            {created.key}
          </Typography.Paragraph>
          <CopyButton text={created.key} label={texts.copy} copiedLabel={texts.copied} />
        </Space>
      )}
    </Modal>
  );
}
