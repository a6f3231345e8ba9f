import { Button, Flex, Typography, theme } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { SETTINGS_TEXTS } from '../../settings-labels';

interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  onUndo: () => void;
}

/** Lagre for every tab's fields at once, kept in view at the bottom while scrolling. */
export function SaveBar({ dirty, saving, onUndo }: SaveBarProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      gap={8}
      align="center"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        padding: '12px 0',
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Button type="primary" htmlType="submit" icon={<SaveOutlined />} disabled={!dirty} loading={saving}>
        {SETTINGS_TEXTS.save}
      </Button>
      <Button htmlType="button" disabled={!dirty || saving} onClick={onUndo}>
        {SETTINGS_TEXTS.undo}
      </Button>
      {dirty && <Typography.Text type="secondary">{SETTINGS_TEXTS.unsaved}</Typography.Text>}
    </Flex>
  );
}
