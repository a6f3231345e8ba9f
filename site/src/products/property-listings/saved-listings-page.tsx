import { Col, Empty, Row, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useToken } from '../../auth';
import { LinkButton } from '../../components/link-button';
import { LoadFailed } from '../../components/load-failed';
import { RequireUser } from '../../components/require-user';
import { useLocale } from '../../i18n';
import { propertyListingsPath, signInPath } from '../../site-paths';
import { ListingCard } from './listing-card';
import { listingQueries } from './listings-api';
import { ListingsFrame } from './listings-frame';
import { CardSkeletons } from './listings-tab';
import { useListingsTexts } from './listings-texts';

/** /{locale}/products/property-listings/saved: the signed-in user's saved properties; the heart unsaves. */
export default function SavedListingsPage() {
  const texts = useListingsTexts();
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <ListingsFrame pageTitle={texts.saved.title}>
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 8 }}>
        {texts.saved.title}
      </Typography.Title>
      <RequireUser signInPath={signInPath(locale, pathname)}>{() => <SavedListings />}</RequireUser>
    </ListingsFrame>
  );
}

function SavedListings() {
  const texts = useListingsTexts();
  const locale = useLocale();
  const saved = useQuery(listingQueries.saved(useToken()));
  if (saved.isError) return <LoadFailed message={texts.saved.loadFailed} onRetry={() => void saved.refetch()} />;
  if (!saved.data) return <CardSkeletons />;
  if (saved.data.length === 0) {
    return (
      <Empty description={texts.saved.empty}>
        <LinkButton type="primary" to={propertyListingsPath(locale)}>
          {texts.saved.browse}
        </LinkButton>
      </Empty>
    );
  }
  return (
    <Row gutter={[16, 16]}>
      {saved.data.map((listing) => (
        <Col key={listing.finnCode} xs={24} sm={12} lg={8}>
          <ListingCard listing={listing} />
        </Col>
      ))}
    </Row>
  );
}
