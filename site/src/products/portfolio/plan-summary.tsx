import type { ReactNode } from 'react';
import { Card, Descriptions, Typography } from 'antd';
import { PORTFOLIO_SCORE_FORMULA, type RebalancePlan } from '@platform/shared';
import { useLocale } from '../../i18n';
import { FormulaLabel } from '../../components/formula-label';
import { formatCount, formatDeviation, formatKr, formatPct1, formatScore, formatSignedKr, signType } from './portfolio-format';
import { usePortfolioTexts } from './portfolio-texts';

/** The plan's figures, each before → after where it has both; the score names its formula. */
export function PlanSummary({ plan }: { plan: RebalancePlan }) {
  const texts = usePortfolioTexts().summary;
  const locale = useLocale();
  const both = (before: string, after: string) => texts.beforeAfter(before, after);
  const items: Array<{ key: string; label: ReactNode; value: ReactNode }> = [
    { key: 'turnover', label: texts.turnover, value: formatPct1(plan.turnoverPct) },
    { key: 'cost', label: texts.totalCost, value: formatKr(plan.totalCost) },
    { key: 'deviation', label: texts.maxDeviation, value: both(formatDeviation(plan.maxDeviationBefore), formatDeviation(plan.maxDeviationAfter)) },
    { key: 'positions', label: texts.positions, value: both(formatCount(plan.positionsBefore), formatCount(plan.positionsAfter)) },
    {
      key: 'score',
      label: <FormulaLabel label={texts.score} formula={PORTFOLIO_SCORE_FORMULA[locale]} />,
      value: both(formatScore(plan.scoreBefore), formatScore(plan.scoreAfter)),
    },
    { key: 'cash', label: texts.cash, value: both(formatKr(plan.cashBefore), formatKr(plan.cashAfter)) },
    {
      key: 'gain',
      label: texts.realisedGain,
      value: <Typography.Text type={signType(plan.realisedGain)}>{formatSignedKr(plan.realisedGain)}</Typography.Text>,
    },
  ];
  return (
    <Card title={texts.title} size="small" data-testid="plan-summary">
      <Descriptions
        column={1}
        size="small"
        items={items.map((item) => ({ key: item.key, label: item.label, children: <span data-testid={`summary-${item.key}`}>{item.value}</span> }))}
      />
    </Card>
  );
}
