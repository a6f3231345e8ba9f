import { Flex, Statistic, Typography } from 'antd';
import type { ProductCounts as Counts } from '../../hooks/use-product-list';
import { PRODUCT_LIST_TEXTS } from '../../labels';

const { counts: LABELS } = PRODUCT_LIST_TEXTS;

/** 'Produkter' with how many there are: all, active, inactive and archived (over every product, not the filtered ones). */
export function ProductCounts({ counts, loading }: { counts: Counts; loading: boolean }) {
  const figure = (value: number) => (loading ? '–' : value);
  return (
    <Flex wrap align="center" gap={32} style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {PRODUCT_LIST_TEXTS.title}
      </Typography.Title>
      <Statistic title={LABELS.total} value={figure(counts.total)} />
      <Statistic title={LABELS.active} value={figure(counts.active)} valueStyle={{ color: '#237804' }} />
      <Statistic title={LABELS.inactive} value={figure(counts.inactive)} />
      <Statistic title={LABELS.archived} value={figure(counts.archived)} />
    </Flex>
  );
}
