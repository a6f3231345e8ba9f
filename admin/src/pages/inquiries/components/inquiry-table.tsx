import { Button, Empty, Table, Tooltip, type TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { INQUIRY_MESSAGES, formatDate, type Inquiry } from '@platform/shared';
import { INQUIRY_TEXTS, NONE, PAGE_SIZES, TYPE_LABELS } from '../labels';
import { StatusTag } from './status-tag';

interface InquiryTableProps {
  inquiries: Inquiry[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onOpen: (inquiry: Inquiry) => void;
}

const orNone = (value: string | null) => value || NONE;

/** One page of inquiries, newest first; a row (or its button) opens the inquiry. */
export function InquiryTable({ inquiries, total, page, pageSize, loading, onPage, onOpen }: InquiryTableProps) {
  const columns: TableColumnsType<Inquiry> = [
    { title: 'Opprettet', dataIndex: 'created_at', key: 'created_at', width: 110, render: (created: string) => formatDate(created) },
    {
      title: 'Type',
      dataIndex: 'inquiry_type',
      key: 'inquiry_type',
      width: 150,
      render: (type: Inquiry['inquiry_type']) => TYPE_LABELS[type] ?? type,
    },
    { title: 'Navn', dataIndex: 'name', key: 'name', width: 180, ellipsis: { showTitle: true } },
    { title: 'E-post', dataIndex: 'email', key: 'email', width: 220, ellipsis: { showTitle: true } },
    { title: 'Firma', dataIndex: 'company', key: 'company', width: 180, ellipsis: { showTitle: true }, render: orNone },
    { title: 'Tjeneste', dataIndex: 'service', key: 'service', width: 160, ellipsis: { showTitle: true }, render: orNone },
    { title: 'Status', dataIndex: 'status', key: 'status', width: 150, render: (status: Inquiry['status']) => <StatusTag status={status} /> },
    {
      // The header stays empty; each row's button carries its own accessible name.
      title: '',
      key: 'open',
      width: 60,
      fixed: 'right',
      align: 'center',
      render: (_, inquiry) => (
        <Tooltip title="Åpne">
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={INQUIRY_TEXTS.open(inquiry.name)}
            onClick={(event) => {
              event.stopPropagation();
              onOpen(inquiry);
            }}
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <Table<Inquiry>
      rowKey="id"
      size="middle"
      tableLayout="fixed"
      scroll={{ x: 1200 }}
      dataSource={inquiries}
      columns={columns}
      loading={loading}
      onRow={(inquiry) => ({ onClick: () => onOpen(inquiry), style: { cursor: 'pointer' } })}
      pagination={{
        current: page,
        pageSize,
        total,
        pageSizeOptions: PAGE_SIZES.map(String),
        showSizeChanger: true,
        showTotal: INQUIRY_TEXTS.total,
        onChange: onPage,
      }}
      locale={{ emptyText: loading ? <div style={{ height: 120 }} /> : <Empty description={INQUIRY_MESSAGES.empty} /> }}
    />
  );
}
