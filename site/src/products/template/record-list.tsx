import { useCallback, useEffect, useState } from 'react';
import { App, Button, Empty, Skeleton, Space, Table } from 'antd';
import { Link } from 'react-router';
import { formatDate, type ProductRecord, type ProductRecordPage } from '@platform/shared';
import { ApiError } from '../../api/http';
import { LinkButton } from '../../components/link-button';
import { LoadFailed } from '../../components/load-failed';
import { isAreaRefusal } from '../frame/area-api';
import { useRecordsApi } from './record-api';
import { useTemplateTexts } from './template-texts';

type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; page: ProductRecordPage };

interface RecordListProps {
  productId: string;
  /** The create page's address, or null when the product has no such route. */
  createHref: string | null;
  /** An edit page's address per record, or null when the product has no edit route. */
  editHref: ((id: number) => string) | null;
}

/** The signed-in user's records in a CRUD product, newest first, a page at a time, each to edit or delete. */
export function RecordList({ productId, createHref, editHref }: RecordListProps) {
  const texts = useTemplateTexts();
  const records = useRecordsApi(productId);
  const { message, modal } = App.useApp();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [fetching, setFetching] = useState(true);
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    setFetching(true);
    records.list(page, controller.signal).then(
      (answer) => {
        setFetching(false);
        // Deleting the last record of a later page leaves it empty: show the page before.
        if (answer.records.length === 0 && page > 1) setPage(page - 1);
        else setState({ status: 'ready', page: answer });
      },
      () => {
        if (controller.signal.aborted) return;
        setFetching(false);
        setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [records, page, reloads]);

  const confirmDelete = (record: ProductRecord) =>
    modal.confirm({
      title: texts.deleteTitle(record.title),
      content: texts.deleteText,
      okText: texts.delete,
      cancelText: texts.deleteCancel,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await records.remove(record.id);
          message.success(texts.deleted);
          reload();
        } catch (error) {
          if (!isAreaRefusal(error)) message.error(error instanceof ApiError && error.message ? error.message : texts.deleteFailed);
        }
      },
    });

  if (state.status === 'loading') return <Skeleton active title={false} paragraph={{ rows: 5 }} />;
  if (state.status === 'failed') {
    return (
      <LoadFailed
        message={texts.loadFailed}
        onRetry={() => {
          setState({ status: 'loading' });
          reload();
        }}
      />
    );
  }
  const createButton = createHref && (
    <LinkButton type="primary" to={createHref}>
      {texts.newRecord}
    </LinkButton>
  );
  if (state.page.total === 0) return <Empty description={texts.noRecords}>{createButton}</Empty>;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {createButton}
      <Table<ProductRecord>
        rowKey="id"
        loading={fetching}
        dataSource={state.page.records}
        pagination={{ current: state.page.page, pageSize: state.page.pageSize, total: state.page.total, showSizeChanger: false, onChange: setPage }}
        columns={[
          { key: 'title', title: texts.columnTitle, dataIndex: 'title' },
          { key: 'updated', title: texts.columnUpdated, dataIndex: 'updatedAt', render: (value: string) => formatDate(value) },
          {
            key: 'actions',
            title: texts.columnActions,
            render: (_, record) => (
              <Space>
                {editHref && (
                  <Link to={editHref(record.id)} aria-label={`${texts.edit} ${record.title}`}>
                    {texts.edit}
                  </Link>
                )}
                <Button type="link" danger onClick={() => confirmDelete(record)} aria-label={`${texts.delete} ${record.title}`}>
                  {texts.delete}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );
}
