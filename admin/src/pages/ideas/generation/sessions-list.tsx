import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { SESSION_COMPANY_LABELS, SESSION_MESSAGES, UNTITLED_SESSION, formatDate } from '@platform/shared';
import { isServerAnswer, serverMessage } from '../../../utils/server-message';
import { deleteSession, fetchSessions } from './session-api';
import type { SessionSummary } from './session-model';

const LOAD_FAILED = 'Failed to load sessions';

interface SessionsListProps {
  onOpen: (id: number) => void;
  onNewSession: () => void;
}

/** The saved brainstorming sessions, fetched each time the tab opens, newest first. */
export function SessionsList({ onOpen, onNewSession }: SessionsListProps) {
  const { message, modal } = App.useApp();
  const [sessions, setSessions] = useState<SessionSummary[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(() => {
    setLoading(true);
    setLoadError(null);
    fetchSessions()
      .then(setSessions, (error: unknown) => {
        console.error('Failed to load idea generation sessions', error);
        setLoadError(serverMessage(error, LOAD_FAILED));
      })
      .finally(() => setLoading(false));
  }, []);

  useEffect(load, [load]);

  const remove = async (session: SessionSummary) => {
    try {
      await deleteSession(session.id);
      setSessions((current) => current.filter((s) => s.id !== session.id));
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
          <Button icon={<ReloadOutlined />} onClick={load} disabled={loading} aria-label="Reload sessions" />
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
        rowKey="id"
        columns={columns}
        dataSource={sessions}
        loading={loading}
        pagination={sessions.length > 20 ? { pageSize: 20 } : false}
        // In an Empty: the table's own placeholder text is too faint to read (WCAG contrast).
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={loadError ? LOAD_FAILED : SESSION_MESSAGES.empty} /> }}
        scroll={{ x: 760 }}
      />
    </Flex>
  );
}
