import { Card, Flex, Skeleton } from 'antd';

// Apart from the views: the page shows it while their chunk (with the chart library) loads, without loading it.

/** Cards of the shape the series take, while they load. */
export function StatisticsSkeleton() {
  return (
    <Flex vertical gap={16} aria-busy="true">
      {[0, 1].map((index) => (
        <Card key={index} size="small">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ))}
    </Flex>
  );
}
