import { useId, type ReactNode } from 'react';
import { Card, Col, Empty, Flex, Pagination, Row, Select, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { AREA_LISTING_SORTS, PROPERTY_AREAS, propertyAreaLabel, type AreaListingQuery } from '@platform/shared';
import { LoadFailed } from '../../components/load-failed';
import { ListingCard } from './listing-card';
import { formatCount } from './property-format';
import { useAreaListings } from './property-queries';
import { usePropertyTexts } from './property-texts';
import { readListingQuery, writeListingQuery } from './search-params';

const ALL = '';

/** A labelled Select: the label is the select's accessible name. */
/** A filter with its label; the label names the select's input (antd puts `id` there). */
function Field({ label, children }: { label: string; children: (inputId: string) => ReactNode }) {
  const inputId = useId();
  return (
    <Flex vertical gap={4}>
      <label htmlFor={inputId}>{label}</label>
      {children(inputId)}
    </Flex>
  );
}

/** The stored listings, filtered by area and status, sorted and paged by the server; everything lives in the address. */
export function SearchTab() {
  const texts = usePropertyTexts();
  const s = texts.search;
  const [params, setParams] = useSearchParams();
  const query = readListingQuery(params);
  const result = useAreaListings(query);
  const update = (changes: Partial<AreaListingQuery>) => setParams(writeListingQuery(params, { ...query, page: 1, ...changes }));

  const answer = result.data;
  // Stale results of another filter are not passed off as this one's count.
  const current = answer && !result.isPlaceholderData ? answer : undefined;

  return (
    <Flex vertical gap={24}>
      <Flex role="search" aria-label={s.label} gap={16} wrap>
        <Field label={s.area}>
          {(inputId) => (
            <Select
              id={inputId}
              value={query.area ?? ALL}
              onChange={(area: string) => update({ area: area || null })}
              options={[{ value: ALL, label: s.allAreas }, ...PROPERTY_AREAS.map((area) => ({ value: area.id, label: propertyAreaLabel(area) }))]}
              showSearch
              optionFilterProp="label"
              style={{ minWidth: 220 }}
            />
          )}
        </Field>
        <Field label={s.status}>
          {(inputId) => (
            <Select
              id={inputId}
              value={query.status}
              onChange={(status: AreaListingQuery['status']) => update({ status })}
              options={(['active', 'sold', 'all'] as const).map((status) => ({ value: status, label: s.statuses[status] }))}
              style={{ minWidth: 140 }}
            />
          )}
        </Field>
        <Field label={s.sort}>
          {(inputId) => (
            <Select
              id={inputId}
              value={query.sort}
              onChange={(sort: AreaListingQuery['sort']) => update({ sort })}
              options={AREA_LISTING_SORTS.map((sort) => ({ value: sort, label: s.sorts[sort] }))}
              style={{ minWidth: 180 }}
            />
          )}
        </Field>
      </Flex>
      {result.isError ? (
        <LoadFailed message={s.loadError} onRetry={() => void result.refetch()} />
      ) : (
        <section aria-label={s.results} aria-busy={result.isFetching}>
          <Flex vertical gap={16}>
            <Typography.Text strong aria-live="polite" data-testid="listings-total">
              {current ? s.hits(formatCount(current.total)) : '\u00a0'}
            </Typography.Text>
            {!answer ? (
              <Row gutter={[16, 16]}>
                {[0, 1, 2].map((index) => (
                  <Col key={index} xs={24} sm={12} lg={8}>
                    <Card>
                      <Skeleton active paragraph={{ rows: 4 }} />
                    </Card>
                  </Col>
                ))}
              </Row>
            ) : current && current.total === 0 ? (
              <Empty description={s.empty}>
                <Typography.Text type="secondary">{s.emptyHint}</Typography.Text>
              </Empty>
            ) : (
              <>
                <Row gutter={[16, 16]} style={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}>
                  {answer.listings.map((listing) => (
                    <Col key={listing.finnCode} xs={24} sm={12} lg={8}>
                      <ListingCard listing={listing} />
                    </Col>
                  ))}
                </Row>
                <Pagination
                  align="center"
                  current={query.page}
                  pageSize={query.pageSize}
                  total={answer.total}
                  showSizeChanger={false}
                  hideOnSinglePage
                  onChange={(page) => update({ page })}
                />
              </>
            )}
          </Flex>
        </section>
      )}
    </Flex>
  );
}
