import { Alert, Card, Col, Empty, Progress, Row, Skeleton, Space, Tooltip, Typography } from 'antd';
import { useApiUrl, useCustom, type HttpError } from '@refinedev/core';
import { formatDateTime, HEALTH_PROBE, relativeAge, type ServiceHealth } from '@platform/shared';
import { LoadFailed } from '../../../components/load-failed';
import { HealthTag } from '../parts/health-tag';
import { formatPercent } from '../parts/format';

export const HEALTH_TEXTS = {
  note: `Statusen oppdateres hvert minutt: tjenestene sjekkes på serveren, og oppetiden regnes ut fra de lagrede sjekkene de siste ${HEALTH_PROBE.uptimeDays} dagene.`,
  failed: 'Kunne ikke laste systemstatus',
  none: 'Ingen tjenester er sjekket ennå',
  neverChecked: 'Ikke sjekket ennå',
} as const;

/** §4: the bar is green above 99 %, amber otherwise. */
const uptimeColor = (uptime: number) => (uptime > HEALTH_PROBE.goodUptimePercent ? '#52c41a' : '#faad14');

function ServiceCard({ service }: { service: ServiceHealth }) {
  return (
    <Card size="small" title={service.name} extra={<HealthTag status={service.status} />} style={{ height: '100%' }}>
      <Space direction="vertical" style={{ width: '100%' }} size={4}>
        <Typography.Text type="secondary">Oppetid ({HEALTH_PROBE.uptimeDays} d)</Typography.Text>
        {service.uptime === null ? (
          <Typography.Text>–</Typography.Text>
        ) : (
          <Progress
            percent={service.uptime}
            strokeColor={uptimeColor(service.uptime)}
            format={() => formatPercent(service.uptime, 2)}
            aria-label={`Oppetid for ${service.name}`}
          />
        )}
        <Typography.Text type="secondary">
          Sist sjekket:{' '}
          {service.lastCheck ? (
            <Tooltip title={formatDateTime(service.lastCheck)}>
              <Typography.Text tabIndex={0}>{relativeAge(service.lastCheck)}</Typography.Text>
            </Tooltip>
          ) : (
            <Typography.Text>{HEALTH_TEXTS.neverChecked}</Typography.Text>
          )}
        </Typography.Text>
        {service.status !== 'healthy' && service.detail && <Typography.Text type="danger">{service.detail}</Typography.Text>}
      </Space>
    </Card>
  );
}

/** System health: one card per probed service, read again every minute as the probes run (§4). */
export default function HealthTab() {
  const apiUrl = useApiUrl();
  const { query } = useCustom<{ systemHealth: ServiceHealth[] }, HttpError>({
    url: `${apiUrl}/system-health`,
    method: 'get',
    queryOptions: { refetchInterval: HEALTH_PROBE.intervalSeconds * 1000 },
    errorNotification: false,
  });
  const services = query.data?.data.systemHealth;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Alert type="info" showIcon message={HEALTH_TEXTS.note} />
      {query.isLoading ? (
        <Skeleton active />
      ) : !services ? (
        <LoadFailed message={HEALTH_TEXTS.failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : services.length === 0 ? (
        <Empty description={HEALTH_TEXTS.none} />
      ) : (
        <Row gutter={[16, 16]}>
          {services.map((service) => (
            <Col key={service.service} xs={24} md={12} xl={8}>
              <ServiceCard service={service} />
            </Col>
          ))}
        </Row>
      )}
    </Space>
  );
}
