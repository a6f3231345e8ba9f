import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Result, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import type { ExecutedRebalance, RebalancePlan, RebalanceSettings } from '@platform/shared';
import { ApiError } from '../../api/http';
import { LinkButton } from '../../components/link-button';
import { LoadFailed } from '../../components/load-failed';
import { useLocale } from '../../i18n';
import { OrdersTable } from './orders-history';
import { PdfButton } from './pdf-button';
import { formatCount, formatKr, formatPct1, formatSignedKr, signType } from './portfolio-format';
import { portfolioHome, rebalancePath } from './portfolio-paths';
import { useExecute, usePlan } from './portfolio-queries';
import { usePortfolioTexts } from './portfolio-texts';
import { settingsFromParams } from './rebalance-params';
import { TradesTable } from './trades-table';

/** Review & execute: the plan of the address's settings computed afresh, executed on the sample portfolio on confirm. */
export function ReviewView() {
  const texts = usePortfolioTexts().review;
  const locale = useLocale();
  const settings = settingsFromParams(useSearchParams()[0]);
  const plan = usePlan(settings);
  const execute = useExecute();

  return (
    <Flex vertical gap={16}>
      <Link to={rebalancePath(locale, settings)}>
        <ArrowLeftOutlined /> {texts.back}
      </Link>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {texts.title}
      </Typography.Title>
      {execute.isSuccess ? (
        <Executed result={execute.data} />
      ) : plan.isPending ? (
        <div aria-busy="true">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : plan.isError ? (
        <LoadFailed
          message={plan.error instanceof ApiError && plan.error.message ? plan.error.message : texts.loadError}
          onRetry={() => void plan.refetch()}
        />
      ) : (
        <PlanReview plan={plan.data} settings={settings} execute={execute} />
      )}
    </Flex>
  );
}

function PlanReview({ plan, settings, execute }: { plan: RebalancePlan; settings: RebalanceSettings; execute: ReturnType<typeof useExecute> }) {
  const texts = usePortfolioTexts();
  const r = texts.review;
  const count = plan.trades.length;
  if (count === 0) {
    return (
      <Flex vertical gap={16} align="flex-start">
        <Alert type="info" showIcon message={r.noTrades} />
        <PdfButton settings={settings} />
      </Flex>
    );
  }
  const total = (action: 'buy' | 'sell') => plan.trades.filter((trade) => trade.action === action).reduce((sum, trade) => sum + trade.tradeValue, 0);
  return (
    <Flex vertical gap={24}>
      <Alert type="warning" showIcon message={r.noBroker} />
      <TradesTable trades={plan.trades} label={texts.rebalance.tradesLabel} />
      <Card size="small" title={r.totals}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'count', label: texts.rebalance.trades, children: formatCount(count) },
            { key: 'buys', label: r.buys, children: formatKr(total('buy')) },
            { key: 'sells', label: r.sells, children: formatKr(total('sell')) },
            { key: 'cost', label: texts.summary.totalCost, children: formatKr(plan.totalCost) },
            { key: 'turnover', label: texts.summary.turnover, children: formatPct1(plan.turnoverPct) },
            { key: 'cash', label: texts.summary.cash, children: texts.summary.beforeAfter(formatKr(plan.cashBefore), formatKr(plan.cashAfter)) },
            {
              key: 'gain',
              label: texts.summary.realisedGain,
              children: <Typography.Text type={signType(plan.realisedGain)}>{formatSignedKr(plan.realisedGain)}</Typography.Text>,
            },
          ]}
        />
      </Card>
      {execute.isError && (
        <Alert type="error" showIcon message={execute.error instanceof ApiError && execute.error.message ? execute.error.message : r.executeFailed} />
      )}
      <Flex gap={12} wrap align="flex-start">
        <Popconfirm
          title={r.confirmTitle(count)}
          description={r.confirmText}
          okText={r.confirm}
          cancelText={r.cancel}
          onConfirm={() => execute.mutate(settings)}
        >
          <Button type="primary" loading={execute.isPending}>
            {r.execute}
          </Button>
        </Popconfirm>
        <PdfButton settings={settings} />
      </Flex>
    </Flex>
  );
}

function Executed({ result }: { result: ExecutedRebalance }) {
  const texts = usePortfolioTexts().review;
  const locale = useLocale();
  return (
    <Flex vertical gap={16}>
      <Result
        status="success"
        title={texts.doneTitle(result.orders.length)}
        subTitle={texts.doneText}
        extra={
          <LinkButton type="primary" to={portfolioHome(locale)}>
            {texts.toPortfolio}
          </LinkButton>
        }
      />
      <OrdersTable orders={result.orders} label={texts.ordersLabel} />
    </Flex>
  );
}
