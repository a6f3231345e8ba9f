import { ClockCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Tag } from 'antd';
import { useLocale } from '../../i18n';
import { formatUpdated } from './market-format';
import { useMarketTexts } from './market-texts';

/** When the figures on screen were computed, and a button that fetches them again (spinning while it does). */
export function MarketHeader({ timestamp, refreshing, onRefresh }: { timestamp: string | null; refreshing: boolean; onRefresh: () => void }) {
  const texts = useMarketTexts();
  const locale = useLocale();
  return (
    <Flex align="center" justify="flex-end" gap={12} wrap style={{ marginBottom: 8 }}>
      {timestamp && (
        <Tag icon={<ClockCircleOutlined aria-hidden />} color="blue" role="status" style={{ marginInlineEnd: 0 }}>
          {texts.updated(formatUpdated(timestamp, locale))}
        </Tag>
      )}
      <Button icon={<ReloadOutlined aria-hidden />} loading={refreshing} onClick={onRefresh}>
        {texts.refresh}
      </Button>
    </Flex>
  );
}
