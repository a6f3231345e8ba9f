import { useEffect } from 'react';
import { useDelete, type HttpError } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { Alert, App, Button, Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { SESSION_COMPANY_LABELS, SESSION_MESSAGES, UNTITLED_SESSION, formatDate } from '@platform/shared';
import { isServerAnswer, serverMessage, NO_NOTICES } from '../../../utils/server-message';
import { SESSIONS_RESOURCE, type SessionSummary } from './session-model';

const LOAD_FAILED = 'Failed to load sessions';

interface SessionsListProps {
  onOpen: (id: number) => void;
  onNewSession: () => void;
}

/** Sessions per page; the pager shows only when there are more. */
const PAGE_SIZE = 20;

/** The saved brainstorming sessions, a page at a time from the server, newest first; fetched again when the tab opens. */
export function SessionsList({ onOpen, onNewSession }: SessionsListProps) {
  const { message, modal } = App.useApp();
  const { tableProps, tableQuery } = useTable<SessionSummary, HttpError>({
    resource: SESSIONS_RESOURCE,
    pagination: { pageSize: PAGE_SIZE },
    // The tab's own parameters are in the URL; the page of sessions is not.
    syncWithLocation: false,
    errorNotification: false,
    queryOptions: { refetchOnMount: 'always' },
  });
  const { mutateAsync: destroy } = useDelete<SessionSummary, HttpError>();
  const total = tableQuery.data?.total ?? 0;
  const loadError = tableQuery.error ? serverMessage(tableQuery.error, LOAD_FAILED) : null;
  const load = () => void tableQuery.refetch();

  useEffect(() => {
    if (tableQuery.error) console.error('Failed to load idea generation sessions', tableQuery.error);
  }, [tableQuery.error]);

  const remove = async (session: SessionSummary) => {
    try {
      // The list is fetched again afterwards (Refine invalidates it), so the page fills up from the next.
      await destroy({ resource: SESSIONS_RESOURCE, id: session.id, ...NO_NOTICES });
    } catch (error) {
      console.error(`Failed to delete idea generation session ${session.id}`, error);
      message.error(isServerAnswer(error) ? SESSION_MESSAGES.deleteFailed : SESSION_MESSAGES.deleteError);
    }
  };

  const confirmDelete = (session: SessionSummary) =>
    modal.confirm({
      title: 'Delete this session?',
      content: `"${session.title || UNTITLED_SESSION}" and its ideas will be deleted for good.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => remove(session),
    });

  const columns: TableColumnsType<SessionSummary> = [
    {
      title: 'Session Title',
      dataIndex: 'title',
      render: (title: string, session) => (
        // A button, not a link without an address: reachable with Tab, opened with Enter or Space.
        <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => onOpen(session.id)}>
          {title || UNTITLED_SESSION}
        </Button>
      ),
    },
    {
      title: 'Company',
      dataIndex: 'company',
      width: 120,
      render: (company: SessionSummary['company']) => SESSION_COMPANY_LABELS[company] ?? company,
    },
    {
      title: 'Challenge Question',
      dataIndex: 'challenge_question',
      ellipsis: { showTitle: true },
      render: (challenge: string) => challenge || <Typography.Text type="secondary">—</Typography.Text>,
    },
    { title: 'Ideas Count', dataIndex: 'idea_count', width: 110, align: 'right' },
    { title: 'Created', dataIndex: 'created_at', width: 120, render: (value: string) => formatDate(value) },
    {
      title: 'Actions',
      key: 'actions',
      width: 110,
      render: (_, session) => {
        const name = session.title || UNTITLED_SESSION;
        return (
          <Flex gap={4}>
            <Button size="small" icon={<EditOutlined />} aria-label={`Edit session ${name}`} onClick={() => onOpen(session.id)} />
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete session ${name}`}
              onClick={() => confirmDelete(session)}
            />
          </Flex>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Brainstorming Sessions
        </Typography.Title>
        <Flex gap={8}>
          <Button icon={<ReloadOutlined />} onClick={load} disabled={tableQuery.isFetching} aria-label="Reload sessions" />
          <Button type="primary" icon={<PlusOutlined />} onClick={onNewSession}>
            New Session
          </Button>
        </Flex>
      </Flex>
      {loadError && (
        <Alert
          type="error"
          showIcon
          message={loadError}
          action={
            <Button size="small" onClick={load}>
              Try again
            </Button>
          }
        />
      )}
      <Table<SessionSummary>
        {...tableProps}
        rowKey="id"
        columns={columns}
        pagination={total > PAGE_SIZE ? tableProps.pagination : false}
        // In an Empty: the table's own placeholder text is too faint to read (WCAG contrast).
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={loadError ? LOAD_FAILED : SESSION_MESSAGES.empty} /> }}
        scroll={{ x: 760 }}
      />
    </Flex>
  );
}
