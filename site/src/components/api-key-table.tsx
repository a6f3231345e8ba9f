import { Button, Popconfirm, Table, Typography } from 'antd';
import { formatDate, formatDateTime, type ProductApiKey } from '@platform/shared';

/** What the key table says; the data API's keys and a template product's keys word it each in their own dictionary. */
export interface ApiKeyTableTexts {
  columnName: string;
  columnKey: string;
  columnCreated: string;
  columnLastUsed: string;
  columnActions: string;
  neverUsed: string;
  revoke: string;
  revokeTitle: (name: string) => string;
  revokeText: string;
  cancel: string;
}

/** A user's API keys (never the full key: its prefix), each revoked after a confirmation. */
export function ApiKeyTable({ keys, texts, onRevoke }: { keys: ProductApiKey[]; texts: ApiKeyTableTexts; onRevoke: (key: ProductApiKey) => void }) {
  return (
    <Table<ProductApiKey>
      rowKey="id"
      pagination={false}
      dataSource={keys}
      scroll={{ x: true }}
      columns={[
        { key: 'name', title: texts.columnName, dataIndex: 'name' },
        {
          key: 'prefix',
          title: texts.columnKey,
          dataIndex: 'prefix',
          render: (prefix: string) => <Typography.Text code>{`${prefix}…`}</Typography.Text>,
        },
        { key: 'created', title: texts.columnCreated, dataIndex: 'createdAt', render: (value: string) => formatDate(value) },
        {
          key: 'lastUsed',
          title: texts.columnLastUsed,
          dataIndex: 'lastUsedAt',
          render: (value: string | null) => (value ? formatDateTime(value) : <Typography.Text type="secondary">{texts.neverUsed}</Typography.Text>),
        },
        {
          key: 'actions',
          title: texts.columnActions,
          render: (_, key) => (
            <Popconfirm
              title={texts.revokeTitle(key.name)}
              description={texts.revokeText}
              okText={texts.revoke}
              cancelText={texts.cancel}
              okButtonProps={{ danger: true }}
              onConfirm={() => onRevoke(key)}
            >
              <Button type="link" danger aria-label={`${texts.revoke} ${key.name}`}>
                {texts.revoke}
              </Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
