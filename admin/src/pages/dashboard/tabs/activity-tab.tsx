import { Col, Empty, Row, Skeleton, Space } from 'antd';
import type { DashboardFilters, UserActivity } from '@platform/shared';
import { DailyPanel } from '../insights/daily-panel';
import { LoadFailed } from '../../../components/load-failed';
import { MostActiveTable } from '../insights/most-active-table';
import { useDashboardRead } from '../parts/use-dashboard-read';
import { INSIGHT_MESSAGES } from '../insights/messages';

/** User activity over the last 30 days: sign-ins and registrations per day, and the most active users. */
export default function ActivityTab({ filters }: { filters: DashboardFilters }) {
  const { data: activity, failed, fetching, retry } = useDashboardRead<UserActivity>('dashboard/activity', filters);
  if (failed && !activity) return <LoadFailed message={INSIGHT_MESSAGES.activityFailed} onRetry={retry} retrying={fetching} />;
  if (!activity) {
    return (
      <div aria-busy="true">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  const quiet = [...activity.signIns, ...activity.registrations].every((day) => day.count === 0) && activity.mostActive.length === 0;
  if (quiet) return <Empty description={INSIGHT_MESSAGES.noActivity(activity.days)} />;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <DailyPanel title="Innlogginger per dag" unit="innlogginger" days={activity.signIns} shape="line" />
        </Col>
        <Col xs={24} lg={12}>
          <DailyPanel title="Registreringer per dag" unit="registreringer" days={activity.registrations} shape="bar" />
        </Col>
      </Row>
      <MostActiveTable users={activity.mostActive} days={activity.days} />
    </Space>
  );
}
