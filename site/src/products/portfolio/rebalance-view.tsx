import { Alert, Card, Col, Empty, Flex, List, Row, Spin, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import type { RebalancePlan, RebalanceSettings } from '@platform/shared';
import { ApiError } from '../../api/http';
import { LinkButton } from '../../components/link-button';
import { LoadFailed } from '../../components/load-failed';
import { useLocale } from '../../i18n';
import { PdfButton } from './pdf-button';
import { PlanSummary } from './plan-summary';
import { portfolioHome, reviewPath } from './portfolio-paths';
import { useSimulation } from './portfolio-queries';
import { usePortfolioTexts } from './portfolio-texts';
import { sameSettings, settingsFromParams, settingsSearch } from './rebalance-params';
import { SettingsPanel } from './settings-panel';
import { TradesTable } from './trades-table';
import { WeightsComparison } from './weights-comparison';

/** The rebalance planner: settings and summary on the left; the prompt, the computation or the plan on the right. */
export function RebalanceView() {
  const texts = usePortfolioTexts().rebalance;
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const settings = settingsFromParams(params);
  const simulation = useSimulation();
  const simulated = simulation.variables;

  return (
    <Flex vertical gap={16}>
      <Link to={portfolioHome(locale)}>
        <ArrowLeftOutlined /> {texts.back}
      </Link>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {texts.title}
      </Typography.Title>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            <SettingsPanel
              settings={settings}
              onChange={(next) => setParams(settingsSearch(next), { replace: true })}
              onRun={() => simulation.mutate(settings)}
              running={simulation.isPending}
            />
            {simulation.isSuccess && <PlanSummary plan={simulation.data} />}
          </Flex>
        </Col>
        <Col xs={24} lg={16}>
          <section aria-label={texts.resultsLabel} aria-busy={simulation.isPending}>
            {simulation.isPending ? (
              <Card>
                <Flex vertical align="center" gap={12} style={{ padding: 48 }}>
                  <Spin size="large" />
                  <Typography.Text>{texts.simulating}</Typography.Text>
                </Flex>
              </Card>
            ) : simulation.isError ? (
              <LoadFailed
                message={simulation.error instanceof ApiError && simulation.error.message ? simulation.error.message : texts.failed}
                onRetry={() => simulation.mutate(settings)}
              />
            ) : simulation.isSuccess && simulated ? (
              <PlanResults plan={simulation.data} settings={simulated} stale={!sameSettings(simulated, settings)} />
            ) : (
              <Card>
                <Empty description={<Typography.Text strong>{texts.emptyTitle}</Typography.Text>}>
                  <Typography.Text type="secondary">{texts.emptyText}</Typography.Text>
                </Empty>
              </Card>
            )}
          </section>
        </Col>
      </Row>
    </Flex>
  );
}

/** The proposed trades, the plan's notes, the weights before and after, and the way on (review, PDF). */
function PlanResults({ plan, settings, stale }: { plan: RebalancePlan; settings: RebalanceSettings; stale: boolean }) {
  const texts = usePortfolioTexts().rebalance;
  const locale = useLocale();
  return (
    <Flex vertical gap={24}>
      {stale && <Alert type="warning" showIcon message={texts.stale} />}
      <Flex vertical gap={12}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {texts.trades}
        </Typography.Title>
        {plan.trades.length > 0 ? (
          <TradesTable trades={plan.trades} label={texts.tradesLabel} />
        ) : (
          <Alert type="info" showIcon message={texts.noTrades} />
        )}
      </Flex>
      {plan.notes.length > 0 && (
        <List
          size="small"
          bordered
          header={<Typography.Text strong>{texts.notes}</Typography.Text>}
          dataSource={plan.notes}
          renderItem={(note) => <List.Item>{note}</List.Item>}
          data-testid="plan-notes"
        />
      )}
      <WeightsComparison weights={plan.weights} />
      <Flex gap={12} wrap align="flex-start">
        {plan.trades.length > 0 && (
          <LinkButton type="primary" to={reviewPath(locale, settings)}>
            {texts.review}
          </LinkButton>
        )}
        <PdfButton settings={settings} />
      </Flex>
    </Flex>
  );
}
