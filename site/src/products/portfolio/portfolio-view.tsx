import { Card, Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import type { Portfolio } from '@platform/shared';
import { LinkButton } from '../../components/link-button';
import { LoadFailed } from '../../components/load-failed';
import { useLocale } from '../../i18n';
import { OrdersHistory } from './orders-history';
import { formatDay, formatKr, formatSignedKr, signType } from './portfolio-format';
import { rebalancePath } from './portfolio-paths';
import { usePortfolio } from './portfolio-queries';
import { usePortfolioTexts } from './portfolio-texts';
import { PositionsTable } from './positions-table';

/** The portfolio page: the figures, the positions with their editable target weights, and the executed orders. */
export function PortfolioView() {
  const texts = usePortfolioTexts();
  const locale = useLocale();
  const portfolio = usePortfolio();
  return (
    <Flex vertical gap={24}>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {texts.portfolio.title}
          </Typography.Title>
          {portfolio.data && <Typography.Text type="secondary">{texts.portfolio.pricesAsOf(formatDay(portfolio.data.pricesAsOf))}</Typography.Text>}
        </div>
        <LinkButton type="primary" to={rebalancePath(locale)}>
          {texts.portfolio.toPlanner}
        </LinkButton>
      </Flex>
      {portfolio.isPending ? (
        <div aria-busy="true">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : portfolio.isError ? (
        <LoadFailed message={texts.portfolio.loadError} onRetry={() => void portfolio.refetch()} />
      ) : (
        <>
          <PortfolioFigures portfolio={portfolio.data} />
          <PositionsTable portfolio={portfolio.data} />
        </>
      )}
      <OrdersHistory />
    </Flex>
  );
}

function PortfolioFigures({ portfolio }: { portfolio: Portfolio }) {
  const texts = usePortfolioTexts().portfolio;
  const invested = portfolio.positions.reduce((sum, position) => sum + position.value, 0);
  const gainLoss = portfolio.positions.reduce((sum, position) => sum + position.gainLoss, 0);
  const figures = [
    { key: 'total', title: texts.totalValue, value: formatKr(portfolio.totalValue) },
    { key: 'invested', title: texts.invested, value: formatKr(invested) },
    { key: 'cash', title: texts.cash, value: formatKr(portfolio.cash) },
    { key: 'gain', title: texts.gainLoss, value: <Typography.Text type={signType(gainLoss)}>{formatSignedKr(gainLoss)}</Typography.Text> },
  ];
  return (
    <Row gutter={[16, 16]}>
      {figures.map((figure) => (
        <Col key={figure.key} xs={24} sm={12} lg={6}>
          <Card size="small" data-testid={`portfolio-${figure.key}`}>
            <Statistic title={figure.title} valueRender={() => figure.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
