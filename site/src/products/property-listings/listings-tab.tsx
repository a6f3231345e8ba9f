import { useRef } from 'react';
import { Alert, Card, Col, Empty, Flex, Pagination, Row, Skeleton, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { LISTINGS_PAGE_MAX, LISTINGS_PAGE_SIZE, type PropertyListingQuery } from '@platform/shared';
import { LoadFailed } from '../../components/load-failed';
import { useLocale } from '../../i18n';
import { propertyListingPath } from '../../site-paths';
import { ListingCard } from './listing-card';
import { ListingFilters } from './listing-filters';
import { useListingSearch } from './listings-api';
import { formatCount } from './listings-format';
import { useListingsTexts } from './listings-texts';
import { readListingQuery, writeListingQuery } from './search-params';

const SKELETON_CARDS = 6;

/** The listings tab: the filters, kept in the address, and the listings the server found for them. */
export function ListingsTab() {
  const [params, setParams] = useSearchParams();
  const query = readListingQuery(params);
  const change = (next: PropertyListingQuery) => setParams(writeListingQuery(params, next));
  return (
    <Flex vertical gap={8}>
      <CreatedBanner />
      <ListingFilters query={query} onChange={change} />
      <ListingResults query={query} onPage={(page) => change({ ...query, page })} />
    </Flex>
  );
}

/** After publishing, the wizard comes here with `?created=true&id=`: say so, with the way to the new listing. */
function CreatedBanner() {
  const texts = useListingsTexts();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  if (params.get('created') !== 'true' || !id) return null;
  const close = () => {
    const next = new URLSearchParams(params);
    next.delete('created');
    next.delete('id');
    setParams(next, { replace: true });
  };
  return (
    <Alert
      type="success"
      showIcon
      closable
      onClose={close}
      message={texts.created.title}
      description={<Link to={propertyListingPath(locale, id)}>{texts.created.link}</Link>}
    />
  );
}

function ListingResults({ query, onPage }: { query: PropertyListingQuery; onPage: (page: number) => void }) {
  const texts = useListingsTexts();
  const result = useListingSearch(query);
  // The first answer of this visit decides which failure it is: the listings could not be loaded at all, or a
  // change of the filters could not be answered.
  const loadedOnce = useRef(false);
  const section = useRef<HTMLElement>(null);
  if (result.isSuccess && !result.isPlaceholderData) loadedOnce.current = true;

  if (result.isError) {
    return <LoadFailed message={loadedOnce.current ? texts.errors.filterFailed : texts.errors.loadFailed} onRetry={() => void result.refetch()} />;
  }

  const answer = result.data;
  if (!answer) return <CardSkeletons />;
  // Stale results of other filters are shown dimmed while the new ones load, never counted as theirs.
  const current = !result.isPlaceholderData;
  return (
    <section ref={section} aria-label={texts.results.label} aria-busy={result.isFetching} style={{ scrollMarginTop: 80 }}>
      <Flex vertical gap={16}>
        <Typography.Text strong aria-live="polite" data-testid="listings-total">
          {current ? texts.results.total(formatCount(answer.total), answer.total === 1) : '\u00a0'}
        </Typography.Text>
        {current && answer.total === 0 ? (
          <Empty description={<EmptyText />} />
        ) : (
          <>
            <Row gutter={[16, 16]} style={{ opacity: current ? 1 : 0.6, transition: 'opacity 0.2s' }}>
              {answer.listings.map((listing) => (
                <Col key={listing.finnCode} xs={24} sm={12} lg={8}>
                  <ListingCard listing={listing} />
                </Col>
              ))}
            </Row>
            <Pagination
              align="center"
              current={query.page}
              pageSize={LISTINGS_PAGE_SIZE}
              // The server pages no further than its last page.
              total={Math.min(answer.total, LISTINGS_PAGE_MAX * LISTINGS_PAGE_SIZE)}
              showSizeChanger={false}
              hideOnSinglePage
              onChange={(page) => {
                onPage(page);
                // The new page starts at its top (scrollIntoView is missing where there is no layout).
                section.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
              }}
            />
          </>
        )}
      </Flex>
    </section>
  );
}

function EmptyText() {
  const texts = useListingsTexts();
  return (
    <Flex vertical>
      <Typography.Text strong>{texts.results.emptyTitle}</Typography.Text>
      <Typography.Text type="secondary">{texts.results.emptyText}</Typography.Text>
    </Flex>
  );
}

export function CardSkeletons() {
  return (
    <Row gutter={[16, 16]} data-testid="listing-skeletons">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Col key={index} xs={24} sm={12} lg={8}>
          <Card cover={<Skeleton.Image active style={{ width: '100%', height: 180 }} />}>
            <Skeleton active paragraph={{ rows: 2 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
