import { Alert, Button, Card, Descriptions, Empty, Flex, Modal, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { VISITOR_ID_SHOWN, VISITOR_MESSAGES, formatDateTime, type VisitorJourney, type VisitorSessionView } from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { DEVICE_LABELS, VISITOR_TEXTS, formatClock, formatCount, formatDuration, orNone } from './labels';
import { useVisitorJourney } from './use-visitor-data';
import { Location, RelativeTime, StatusChip } from './visitor-parts';

interface VisitorDialogProps {
  /** The visitor shown; null keeps the dialog closed. */
  visitorId: string | null;
  /** A session to mark among the visitor's (e.g. the one an inquiry came from). */
  sessionId?: string | null;
  onClose: () => void;
}

/** Where a session came from: its UTM fields when set, else the referrer, else a direct visit. */
function sourceOf(session: VisitorSessionView): string {
  if (session.utm_source) return [session.utm_source, session.utm_medium, session.utm_campaign].filter(Boolean).join(' / ');
  if (session.referrer_domain) return [session.referrer_domain, session.referrer_type].filter(Boolean).join(' / ');
  return session.referrer_type && session.referrer_type !== 'direct' ? session.referrer_type : '(direct)';
}

function Summary({ visitor }: { visitor: VisitorJourney['visitor'] }) {
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2 }}
      items={[
        { key: 'id', label: 'Besøkende-ID', children: <Typography.Text copyable>{visitor.visitor_id}</Typography.Text>, span: 2 },
        { key: 'status', label: 'Status', children: <StatusChip status={visitor.status} /> },
        { key: 'lastVisit', label: 'Sist sett', children: <RelativeTime iso={visitor.last_visit} /> },
        { key: 'ip', label: 'IP (maskert)', children: orNone(visitor.ip_address) },
        { key: 'location', label: 'Sted', children: <Location visitor={visitor} /> },
        { key: 'sessions', label: 'Økter', children: formatCount(visitor.session_count) },
        { key: 'pageViews', label: 'Sidevisninger', children: formatCount(visitor.page_view_count) },
        { key: 'device', label: 'Enhet', children: DEVICE_LABELS[visitor.device_type] ?? orNone(visitor.device_type) },
        { key: 'browser', label: 'Nettleser og OS', children: [visitor.browser, visitor.os].filter(Boolean).join(' / ') || orNone(null) },
        { key: 'landing', label: 'Første side', children: orNone(visitor.landing_page) },
        { key: 'last', label: 'Siste side', children: orNone(visitor.last_page) },
      ]}
    />
  );
}

function SessionCard({ session, chosen }: { session: VisitorSessionView; chosen: boolean }) {
  return (
    <Card
      size="small"
      role="region"
      aria-label={`Økt ${formatDateTime(session.started_at)}`}
      title={
        <Space wrap>
          <span>{formatDateTime(session.started_at)}</span>
          <Typography.Text type="secondary">{formatDuration(session.duration_seconds)}</Typography.Text>
          {chosen && <Tag color="blue">{VISITOR_TEXTS.chosenSession}</Tag>}
        </Space>
      }
      style={chosen ? { borderColor: '#1677ff' } : undefined}
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'landing', label: 'Landingsside', children: session.landing_page },
          { key: 'source', label: 'Kilde', children: sourceOf(session) },
        ]}
      />
      <Table
        size="small"
        rowKey={(view) => `${view.viewed_at} ${view.page_url}`}
        pagination={false}
        dataSource={session.page_views}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: 'Tid', dataIndex: 'viewed_at', key: 'time', width: 90, render: (iso: string) => formatClock(iso) },
          { title: 'Side', dataIndex: 'page_url', key: 'page' },
          { title: 'Tittel', dataIndex: 'page_title', key: 'title', render: (title: string | null) => orNone(title) },
        ]}
      />
    </Card>
  );
}

function JourneyBody({ visitorId, sessionId }: { visitorId: string; sessionId: string | null }) {
  const { journey, loading, error, retry } = useVisitorJourney(visitorId, sessionId);
  if (loading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error?.statusCode === 404) return <Empty description={serverMessage(error, VISITOR_MESSAGES.visitorNotFound)} />;
  if (error || !journey) {
    return (
      <Alert
        type="error"
        showIcon
        message={VISITOR_TEXTS.journeyFailed}
        description={serverMessage(error, '') || undefined}
        action={
          <Button size="small" onClick={retry}>
            {VISITOR_TEXTS.retry}
          </Button>
        }
      />
    );
  }
  return (
    <Flex vertical gap={16}>
      <Summary visitor={journey.visitor} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {VISITOR_TEXTS.sessions}
      </Typography.Title>
      {journey.sessions.length === 0 ? (
        <Empty description={VISITOR_TEXTS.noSessions} />
      ) : (
        journey.sessions.map((session) => <SessionCard key={session.session_id} session={session} chosen={session.session_id === sessionId} />)
      )}
    </Flex>
  );
}

/** One visitor's summary and sessions, each with its page views in order. Esc or Lukk closes it. */
export function VisitorDialog({ visitorId, sessionId = null, onClose }: VisitorDialogProps) {
  return (
    <Modal
      open={visitorId !== null}
      title={visitorId ? `${VISITOR_TEXTS.journeyTitle} ${visitorId.slice(0, VISITOR_ID_SHOWN)}` : VISITOR_TEXTS.journeyTitle}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{VISITOR_TEXTS.close}</Button>}
      width={860}
      destroyOnHidden
    >
      {visitorId && <JourneyBody visitorId={visitorId} sessionId={sessionId} />}
    </Modal>
  );
}
