import { Alert, List, Space, Typography } from 'antd';
import { IMPORT_MESSAGES, IMPORT_PREVIEW_COUNT, type ImportParseResult } from '@platform/shared';
import { PriorityTag, StatusTag } from '../idea-tags';

/** What the pasted or chosen content holds: the error, or the count and the first five ideas. */
export function ImportPreview({ parsed }: { parsed: ImportParseResult | null }) {
  if (!parsed) return null;
  if (!parsed.ok) return <Alert type="error" showIcon message={parsed.message} />;

  const shown = parsed.items.slice(0, IMPORT_PREVIEW_COUNT);
  const more = parsed.items.length - shown.length;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="success" showIcon message={IMPORT_MESSAGES.found(parsed.items.length)} />
      <List
        size="small"
        bordered
        header={<Typography.Text strong>Preview</Typography.Text>}
        dataSource={shown}
        renderItem={(item) => (
          <List.Item aria-label={`Preview: ${String(item.data.title)}`}>
            <Typography.Text ellipsis style={{ flex: 1 }}>
              {String(item.data.title)}
            </Typography.Text>
            <Space size={4}>
              <StatusTag status={String(item.data.status)} />
              <PriorityTag priority={String(item.data.priority)} />
            </Space>
          </List.Item>
        )}
        footer={more > 0 ? <Typography.Text type="secondary">…and {more} more</Typography.Text> : undefined}
      />
    </Space>
  );
}
