import { Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import type { VehicleListing } from '@platform/shared';
import { ApiError } from '../../api/http';
import { LoadFailed } from '../../components/load-failed';
import { useAutoTexts } from './auto-texts';
import { SEARCH_PAGE_SIZE, type VehicleSearchState } from './search-params';
import { formatCount, formatKm, formatPrice } from './vehicle-format';
import { useVehicleSearch } from './vehicle-queries';

/** The listings found, the number of hits and the pages; the previous page stays while the next one loads. */
export function SearchResults({ search, onPage }: { search: VehicleSearchState; onPage: (page: number) => void }) {
  const texts = useAutoTexts();
  const result = useVehicleSearch(search);

  if (result.isError) {
    // A refused search (400) says why in the server's words.
    const reason = result.error instanceof ApiError && result.error.status === 400 ? result.error.message : '';
    return <LoadFailed message={reason || texts.search.loadError} onRetry={() => void result.refetch()} />;
  }

  const columns: TableColumnsType<VehicleListing> = [
    {
      key: 'vehicle',
      title: texts.search.columns.vehicle,
      render: (_, listing) => (
        <Typography.Text strong>
          {listing.brand} {listing.model}
        </Typography.Text>
      ),
    },
    { key: 'year', title: texts.search.columns.year, dataIndex: 'year' },
    { key: 'mileage', title: texts.search.columns.mileage, dataIndex: 'mileage', align: 'right', render: (km: number) => formatKm(km) },
    { key: 'location', title: texts.search.columns.location, dataIndex: 'locationLabel' },
    {
      key: 'fuel',
      title: texts.search.columns.fuel,
      dataIndex: 'fuel_type',
      render: (fuel: VehicleListing['fuel_type']) => texts.fuels[fuel] ?? fuel,
    },
    {
      key: 'transmission',
      title: texts.search.columns.transmission,
      dataIndex: 'transmission',
      render: (gearbox: VehicleListing['transmission']) => texts.transmissions[gearbox] ?? gearbox,
    },
    {
      key: 'price',
      title: texts.search.columns.price,
      dataIndex: 'price',
      align: 'right',
      render: (price: number | null) =>
        price === null ? <Typography.Text type="secondary">{texts.search.noPrice}</Typography.Text> : formatPrice(price, texts.search.noPrice),
    },
  ];

  const answer = result.data;
  // Stale results of another query are not passed off as this one's.
  const current = answer && !result.isPlaceholderData ? answer : undefined;
  return (
    <section aria-label={texts.search.results} aria-busy={result.isFetching}>
      <Flex vertical gap={12}>
        <Typography.Text strong aria-live="polite" data-testid="search-total">
          {current ? texts.search.hits(formatCount(current.total)) : '\u00a0'}
        </Typography.Text>
        {current && current.total === 0 ? (
          <Empty description={texts.search.noResults(search.query)} />
        ) : (
          <Table<VehicleListing>
            rowKey="id"
            columns={columns}
            dataSource={answer?.listings ?? []}
            loading={result.isFetching}
            scroll={{ x: 'max-content' }}
            pagination={{
              current: search.page,
              pageSize: SEARCH_PAGE_SIZE,
              total: answer?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: onPage,
            }}
          />
        )}
      </Flex>
    </section>
  );
}
