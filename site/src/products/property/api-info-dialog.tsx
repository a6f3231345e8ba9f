import { Button, Modal, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { localePath, useLocale } from '../../i18n';
import { usePropertyToolsTexts } from './property-tools-texts';

/** What the data API offers and its limit, with the way to a key (the API Integration tab) and to the full docs. */
export function ApiInfoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const texts = usePropertyToolsTexts().apiInfo;
  const locale = useLocale();
  return (
    <Modal
      open={open}
      title={texts.title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {texts.close}
        </Button>
      }
    >
      <Typography.Paragraph>{texts.text}</Typography.Paragraph>
      <Typography.Paragraph>{texts.auth}</Typography.Paragraph>
      <Typography.Paragraph strong>{texts.limit}</Typography.Paragraph>
      <Space wrap>
        <Link to={`${localePath(locale, '/products/property')}?tab=api`} onClick={onClose}>
          {texts.toKeys}
        </Link>
        <Link to={localePath(locale, '/products/api-platform')} onClick={onClose}>
          {texts.toDocs}
        </Link>
      </Space>
    </Modal>
  );
}
