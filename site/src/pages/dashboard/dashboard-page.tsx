import type { ReactNode } from 'react';
import { Card, Col, Empty, Flex, List, Row, Skeleton, Space, Statistic, Tag, Typography } from 'antd';
import { Link, useLocation } from 'react-router';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { isAdmin, productAction, type PlatformUser, type ProductAccess, type PropertyListingCard } from '@platform/shared';
import { accountQueries, remoteState } from '../../api/queries';
import { useToken } from '../../auth';
import { LinkButton } from '../../components/link-button';
import { LoadFailed } from '../../components/load-failed';
import { ProductAccessTag } from '../../components/product-access-tag';
import { ProductLaunchTag } from '../../components/product-launch-tag';
import { RequireUser } from '../../components/require-user';
import { SiteLayout } from '../../components/site-layout';
import { usePageMeta } from '../../components/use-page-meta';
import { localePath, useLocale, useT } from '../../i18n';
import { listingQueries } from '../../products/property-listings/listings-api';
import { formatListingPrice } from '../../products/property-listings/listings-format';
import {
  accountPath,
  ADMIN_PATH,
  createListingPath,
  myListingsPath,
  productPath,
  propertyListingPath,
  propertyListingsPath,
  savedListingsPath,
  signInPath,
} from '../../site-paths';
import { useDashboardTexts } from './dashboard-texts';

/** How many of the newest listings and saved properties the dashboard shows; the full lists are a link away. */
const NEWEST = 3;

/** /dashboard: the signed-in user's products, subscriptions, listings and saved properties at a glance. */
export default function DashboardPage() {
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <RequireUser signInPath={signInPath(locale, pathname)}>
      {(user) => (
        <SiteLayout>
          <Dashboard user={user} />
        </SiteLayout>
      )}
    </RequireUser>
  );
}

function Dashboard({ user }: { user: PlatformUser }) {
  const t = useT();
  const texts = useDashboardTexts();
  const locale = useLocale();
  const { pathname } = useLocation();
  usePageMeta({ title: `${texts.pageTitle} – ${t.platformName}`, robots: 'noindex' });
  const name = user.firstName?.trim() || user.email;
  return (
    <div style={{ paddingTop: 32 }}>
      <Typography.Title style={{ marginBottom: 4 }}>{texts.greeting(name)}</Typography.Title>
      <Typography.Paragraph type="secondary">{texts.intro}</Typography.Paragraph>
      <Space split="·" style={{ marginBottom: 24 }} wrap>
        <Link to={accountPath(locale, pathname)}>{texts.account}</Link>
        {/* A plain link: the admin app is a separate SPA and needs a full page load. */}
        {isAdmin(user) && <a href={ADMIN_PATH}>{texts.admin}</a>}
      </Space>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={8}>
          <MyProductsSection />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <MyListingsSection />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <SavedSection />
        </Col>
      </Row>
    </div>
  );
}

/** A section's card: its skeleton while loading, its error with a retry, else what `children` makes of the data. */
function Section<T>({
  title,
  extra,
  query,
  loadFailed,
  testId,
  children,
}: {
  title: string;
  extra: ReactNode;
  query: UseQueryResult<T>;
  loadFailed: string;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  const state = remoteState(query);
  return (
    <Card title={title} extra={extra} style={{ height: '100%' }} data-testid={testId}>
      {state.status === 'loading' && <Skeleton active />}
      {state.status === 'failed' && <LoadFailed message={loadFailed} onRetry={() => void query.refetch()} />}
      {state.status === 'ready' && children(state.data)}
    </Card>
  );
}

/** The products the user can use now or has a trial or subscription of; the rest are offered on the account page. */
const isTheirs = (access: ProductAccess) =>
  access.hasAccess || access.trialActive || access.subscriptionStatus === 'active' || access.subscriptionStatus === 'trial';

function MyProductsSection() {
  const texts = useDashboardTexts();
  const locale = useLocale();
  const { pathname } = useLocation();
  const query = useQuery(accountQueries.productAccess(useToken()));
  return (
    <Section
      title={texts.products.title}
      extra={<Link to={localePath(locale, '/account/subscriptions')}>{texts.products.all}</Link>}
      query={query}
      loadFailed={texts.products.loadFailed}
      testId="dashboard-products"
    >
      {({ products, isAdmin: admin }) => {
        const theirs = products.filter(isTheirs);
        if (theirs.length === 0) {
          return (
            <Empty description={texts.products.empty}>
              <LinkButton type="primary" to={accountPath(locale, pathname)}>
                {texts.products.tryFree}
              </LinkButton>
            </Empty>
          );
        }
        const trials = theirs.filter((access) => access.trialActive && access.subscriptionStatus !== 'active').length;
        return (
          <>
            <Flex gap={32} style={{ marginBottom: 8 }}>
              <Statistic title={texts.products.count} value={theirs.filter((access) => access.hasAccess).length} />
              <Statistic title={texts.products.trials} value={trials} />
            </Flex>
            <List
              dataSource={theirs}
              renderItem={(access) => (
                <List.Item
                  data-testid={`dashboard-product-${access.productId}`}
                  actions={[
                    productAction(access) === 'open' ? (
                      <LinkButton key="open" size="small" type="primary" to={productPath(locale, access.productId)}>
                        {texts.products.open}
                      </LinkButton>
                    ) : productAction(access) === 'coming' ? (
                      <ProductLaunchTag key="coming" launchDate={access.launchDate} />
                    ) : null,
                  ]}
                >
                  <Flex vertical gap={4}>
                    <Link to={productPath(locale, access.productId)}>
                      <Typography.Text strong>{access.name}</Typography.Text>
                    </Link>
                    <span>
                      <ProductAccessTag access={access} isAdmin={admin} />
                    </span>
                  </Flex>
                </List.Item>
              )}
            />
          </>
        );
      }}
    </Section>
  );
}

/** A listing's line: its title to the listing page, where it is and its price. */
function ListingLine({ listing, tag }: { listing: PropertyListingCard; tag?: ReactNode }) {
  const texts = useDashboardTexts();
  const locale = useLocale();
  return (
    <List.Item data-testid={`dashboard-listing-${listing.finnCode}`} extra={tag}>
      <List.Item.Meta
        title={<Link to={propertyListingPath(locale, listing.finnCode)}>{listing.title}</Link>}
        description={`${listing.locationLabel} · ${formatListingPrice(listing, locale, texts.noPrice)}`}
      />
    </List.Item>
  );
}

function MyListingsSection() {
  const texts = useDashboardTexts();
  const locale = useLocale();
  const query = useQuery(listingQueries.mine(useToken()));
  return (
    <Section
      title={texts.listings.title}
      extra={<Link to={myListingsPath(locale)}>{texts.listings.all}</Link>}
      query={query}
      loadFailed={texts.listings.loadFailed}
      testId="dashboard-listings"
    >
      {(mine) => (
        <>
          <Flex gap={32} align="flex-end" style={{ marginBottom: 8 }} wrap>
            <Statistic title={texts.listings.count} value={mine.length} />
            <Statistic title={texts.listings.published} value={mine.filter((listing) => listing.status === 'published').length} />
            <LinkButton to={createListingPath(locale)} type={mine.length === 0 ? 'primary' : 'default'}>
              {texts.listings.create}
            </LinkButton>
          </Flex>
          {mine.length === 0 ? (
            <Empty description={texts.listings.empty} />
          ) : (
            // The server sends the newest first.
            <List
              dataSource={mine.slice(0, NEWEST)}
              renderItem={(listing) => (
                <ListingLine
                  listing={listing}
                  tag={<Tag color={listing.status === 'published' ? 'green' : 'default'}>{texts.listings.status[listing.status]}</Tag>}
                />
              )}
            />
          )}
        </>
      )}
    </Section>
  );
}

function SavedSection() {
  const texts = useDashboardTexts();
  const locale = useLocale();
  const query = useQuery(listingQueries.saved(useToken()));
  return (
    <Section
      title={texts.saved.title}
      extra={<Link to={savedListingsPath(locale)}>{texts.saved.all}</Link>}
      query={query}
      loadFailed={texts.saved.loadFailed}
      testId="dashboard-saved"
    >
      {(saved) => (
        <>
          <Statistic title={texts.saved.count} value={saved.length} style={{ marginBottom: 8 }} />
          {saved.length === 0 ? (
            <Empty description={texts.saved.empty}>
              <LinkButton type="primary" to={propertyListingsPath(locale)}>
                {texts.saved.browse}
              </LinkButton>
            </Empty>
          ) : (
            // The server sends the most recently saved first.
            <List dataSource={saved.slice(0, NEWEST)} renderItem={(listing) => <ListingLine listing={listing} />} />
          )}
        </>
      )}
    </Section>
  );
}
