import { useApiUrl, useCustom, type HttpError } from '@refinedev/core';
import { Alert, Button, Card, Empty, Flex, List, Tag, Tooltip, Typography } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { API_HEALTH_PROBE, type ApiHealthCheck, type RegistryApi } from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { HealthTag } from '../components/api-tags';
import { useCheckHealth } from '../hooks/use-api-writes';
import { APIS_RESOURCE, API_TEXTS, HEALTH_COLORS } from '../labels';

/** Time of day in Oslo, for the checks of the last day. */
const time = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Oslo' });
const when = (iso: string) => time.format(new Date(iso));

const latencyOf = (check: ApiHealthCheck) => (check.latency_ms === null ? 'no answer' : `${check.latency_ms} ms`);
const describe = (check: ApiHealthCheck) =>
  `${when(check.checked_at)}: ${check.status}, ${latencyOf(check)}${check.http_status ? `, HTTP ${check.http_status}` : ''}${check.error ? `, ${check.error}` : ''}`;

/** The newest checks listed under the bar. */
const LISTED = 10;

/** The last 24 hours of probes: a bar of every check (oldest left) and the newest listed, with 'Check now'. */
export function HealthPanel({ api }: { api: RegistryApi }) {
  const apiUrl = useApiUrl();
  const { query } = useCustom<ApiHealthCheck[], HttpError>({
    url: `${apiUrl}/${APIS_RESOURCE}/${api.id}/health`,
    method: 'get',
    config: { query: { hours: API_HEALTH_PROBE.historyHours } },
    errorNotification: false,
  });
  const { check, checking } = useCheckHealth(api.id);
  const checks = Array.isArray(query.data?.data) ? query.data.data : [];
  const newest = [...checks].reverse().slice(0, LISTED);

  const checkNow = async () => {
    try {
      await check();
      await query.refetch();
    } catch {
      // Refine's notice names the failure.
    }
  };

  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="center">
          Health, last {API_HEALTH_PROBE.historyHours} hours <HealthTag health={api.health_status ?? 'unknown'} />
        </Flex>
      }
      extra={
        <Button size="small" icon={<SyncOutlined />} loading={checking} disabled={!api.health_url} onClick={() => void checkNow()}>
          {API_TEXTS.checkNow}
        </Button>
      }
    >
      {!api.health_url && (
        <Typography.Paragraph type="secondary">
          No health URL: the API is not probed. Add one with Edit to have it checked every {API_HEALTH_PROBE.intervalMinutes} minutes.
        </Typography.Paragraph>
      )}
      {api.health_error && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={`Last probe: ${api.health_error}`} />}
      {query.isError ? (
        <Alert type="error" showIcon message={serverMessage(query.error, 'Failed to load the health checks')} />
      ) : checks.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={query.isLoading ? 'Loading…' : 'No checks in the last 24 hours'} />
      ) : (
        <>
          <Flex gap={2} role="img" aria-label={`${checks.length} checks, oldest first`} style={{ marginBottom: 12, height: 24 }}>
            {checks.map((item, index) => (
              <Tooltip key={`${item.checked_at}-${index}`} title={describe(item)}>
                <span style={{ flex: 1, minWidth: 2, maxWidth: 12, borderRadius: 2, background: barColor(item.status) }} />
              </Tooltip>
            ))}
          </Flex>
          <List<ApiHealthCheck>
            size="small"
            aria-label="Newest health checks"
            dataSource={newest}
            renderItem={(item) => (
              <List.Item>
                <Flex gap={12} align="center" wrap style={{ width: '100%' }}>
                  <Typography.Text style={{ minWidth: 110 }}>{when(item.checked_at)}</Typography.Text>
                  <Tag color={HEALTH_COLORS[item.status]}>{item.status}</Tag>
                  <Typography.Text>{latencyOf(item)}</Typography.Text>
                  {item.http_status !== null && <Typography.Text type="secondary">HTTP {item.http_status}</Typography.Text>}
                  {item.error && <Typography.Text type="danger">{item.error}</Typography.Text>}
                </Flex>
              </List.Item>
            )}
          />
        </>
      )}
    </Card>
  );
}

/** The bar's colours: the same green, amber and red as the tags. */
const barColor = (status: ApiHealthCheck['status']) => ({ healthy: '#52c41a', degraded: '#faad14', unhealthy: '#ff4d4f' })[status] ?? '#d9d9d9';
