import type { ReactNode } from 'react';
import { Alert, Card, Col, Descriptions, Flex, Image, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { formatDate, formatNok, PRODUCT_PLACEHOLDER_IMAGE, propertyTypeLabel, RENT_SUFFIX, type PropertyListingDetail } from '@platform/shared';
import { ApiError } from '../../api/http';
import { useCurrentUser } from '../../auth';
import { LinkButton } from '../../components/link-button';
import { LoadFailed } from '../../components/load-failed';
import { PageResult } from '../../components/page-result';
import { ProductImage } from '../../components/product-image';
import { useLocale, type Locale } from '../../i18n';
import { myListingsPath, propertyListingsPath } from '../../site-paths';
import { SaveToggle } from './listing-card';
import { useListingDetail } from './listings-api';
import { ListingsFrame } from './listings-frame';
import { formatCount, formatListingPrice, formatPercent } from './listings-format';
import { useListingsTexts, type ListingsTexts } from './listings-texts';
import { SellerContactForm } from './seller-contact-form';

/** /{locale}/products/property-listings/{finnCode}: every stored field, the pictures, the derived figures and the seller contact. */
export default function ListingDetailPage() {
  const { finnCode = '' } = useParams();
  const texts = useListingsTexts();
  const locale = useLocale();
  const detail = useListingDetail(finnCode);
  const title = detail.data ? listingTitle(detail.data, locale) : undefined;

  let body: ReactNode;
  if (detail.isError && detail.error instanceof ApiError && detail.error.status === 404) {
    body = (
      <PageResult
        status="404"
        title={texts.detail.notFoundTitle}
        subTitle={texts.detail.notFoundText}
        extra={
          <LinkButton type="primary" to={propertyListingsPath(locale)}>
            {texts.detail.back}
          </LinkButton>
        }
      />
    );
  } else if (detail.isError) {
    body = <LoadFailed message={texts.detail.loadFailed} onRetry={() => void detail.refetch()} />;
  } else if (!detail.data) {
    body = <Skeleton active paragraph={{ rows: 12 }} />;
  } else {
    body = <ListingDetail listing={detail.data} />;
  }

  return (
    <ListingsFrame pageTitle={title}>
      <Flex vertical gap={16}>
        <Link to={propertyListingsPath(locale)}>
          <ArrowLeftOutlined /> {texts.detail.back}
        </Link>
        {body}
      </Flex>
    </ListingsFrame>
  );
}

const listingTitle = (listing: PropertyListingDetail, locale: Locale) => (locale === 'en' && listing.titleEn) || listing.title;

function ListingDetail({ listing }: { listing: PropertyListingDetail }) {
  const texts = useListingsTexts();
  const locale = useLocale();
  const { user } = useCurrentUser();
  const title = listingTitle(listing, locale);

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={16}>
        <ListingOverview
          listing={listing}
          notices={
            <>
              {listing.status === 'unpublished' && <Alert type="warning" showIcon message={texts.detail.unpublished} />}
              {listing.mine && (
                <Alert type="info" showIcon message={texts.detail.mine} action={<Link to={myListingsPath(locale)}>{texts.detail.manage}</Link>} />
              )}
            </>
          }
        />
      </Col>
      <Col xs={24} lg={8}>
        <Flex vertical gap={16}>
          <SaveToggle finnCode={listing.finnCode} saved={listing.saved} title={title} withLabel />
          <Figures listing={listing} texts={texts} locale={locale} />
          {!listing.mine && (
            <Card title={<h2 style={{ font: 'inherit', margin: 0 }}>{texts.contact.title}</h2>}>
              {listing.sample ? (
                <Alert type="info" showIcon message={texts.contact.sample} />
              ) : (
                <>
                  <Typography.Paragraph type="secondary">{texts.contact.intro}</Typography.Paragraph>
                  <SellerContactForm key={user?.id ?? 'visitor'} finnCode={listing.finnCode} />
                </>
              )}
            </Card>
          )}
        </Flex>
      </Col>
    </Row>
  );
}

/**
 * The listing as a reader sees it: pictures, headline, price, key facts, facilities and description. The wizard's
 * preview shows a draft through the same component, so the preview is the page.
 */
export function ListingOverview({ listing, notices }: { listing: PropertyListingDetail; notices?: ReactNode }) {
  const texts = useListingsTexts();
  const locale = useLocale();
  const none = texts.detail.none;
  const title = listingTitle(listing, locale);
  const sale = listing.listingType === 'sale';
  const listingTypeLabel = listing.propertyType === 'room' && !sale ? texts.listingTypes.room : texts.listingTypes[listing.listingType];
  const area = (value: number | null) => (value === null ? none : texts.card.area(formatCount(value)));

  const facts = [
    { key: 'price', label: sale ? texts.detail.price : texts.detail.rent, children: formatListingPrice(listing, locale, texts.card.noPrice) },
    { key: 'address', label: texts.detail.address, children: listing.address },
    { key: 'postalCode', label: texts.detail.postalCode, children: listing.postalCode },
    { key: 'place', label: texts.detail.place, children: listing.locationLabel },
    { key: 'neighborhood', label: texts.detail.neighborhood, children: listing.neighborhood ?? none },
    { key: 'propertyType', label: texts.detail.propertyType, children: propertyTypeLabel(listing.propertyType, locale) },
    { key: 'listingType', label: texts.detail.listingType, children: listingTypeLabel },
    { key: 'livingArea', label: texts.detail.livingArea, children: area(listing.livingArea) },
    { key: 'plotArea', label: texts.detail.plotArea, children: area(listing.plotArea) },
    { key: 'bedrooms', label: texts.detail.bedrooms, children: listing.bedrooms },
    { key: 'bathrooms', label: texts.detail.bathrooms, children: listing.bathrooms },
    { key: 'parkingSpaces', label: texts.detail.parkingSpaces, children: listing.parkingSpaces },
    { key: 'built', label: texts.detail.built, children: listing.built ?? none },
    { key: 'energyLabel', label: texts.detail.energyLabel, children: listing.energyLabel ?? none },
    { key: 'views', label: texts.detail.views, children: formatCount(listing.views) },
    { key: 'listedAt', label: texts.detail.listedAt, children: formatDate(listing.listedAt) },
    ...(listing.soldAt ? [{ key: 'soldAt', label: texts.detail.soldAt, children: formatDate(listing.soldAt) }] : []),
  ];

  return (
    <Flex vertical gap={16}>
      <Gallery images={listing.images} title={title} />
      {notices}
      <div>
        <Typography.Text type="secondary">
          {propertyTypeLabel(listing.propertyType, locale)} · {listing.locationLabel}
        </Typography.Text>
        <Typography.Title level={1} style={{ fontSize: 26, margin: '4px 0' }}>
          {title}
        </Typography.Title>
        <Typography.Text>
          {listing.address}, {listing.postalCode} {listing.city}
        </Typography.Text>
      </div>
      <Typography.Text strong style={{ fontSize: 24 }} data-testid="detail-price">
        {formatListingPrice(listing, locale, texts.card.noPrice)}
      </Typography.Text>
      <Descriptions title={texts.detail.facts} bordered size="small" column={{ xs: 1, sm: 2 }} items={facts} />
      <section>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {texts.detail.facilities}
        </Typography.Title>
        {listing.facilities.length || listing.chips.length ? (
          <Space size={[6, 6]} wrap>
            {listing.facilities.map((facility) => (
              <Tag key={facility}>{facility}</Tag>
            ))}
            {listing.chips.includes('new') && <Tag color="blue">{texts.chips.new}</Tag>}
          </Space>
        ) : (
          <Typography.Text type="secondary">{none}</Typography.Text>
        )}
      </section>
      <section>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {texts.detail.description}
        </Typography.Title>
        <Typography.Paragraph style={{ whiteSpace: 'pre-line' }} data-testid="detail-description">
          {listing.description}
        </Typography.Paragraph>
      </section>
    </Flex>
  );
}

/** The pictures, each opening the full-size preview; the placeholder when the listing has none. */
function Gallery({ images, title }: { images: string[]; title: string }) {
  const texts = useListingsTexts();
  if (images.length === 0) return <ProductImage src={null} alt={texts.detail.noImages} height={320} />;
  const [first, ...rest] = images;
  return (
    <Image.PreviewGroup>
      <Flex vertical gap={8} data-testid="gallery">
        <Image
          src={first}
          alt={texts.card.imageAlt(title)}
          width="100%"
          height={360}
          style={{ objectFit: 'cover' }}
          fallback={PRODUCT_PLACEHOLDER_IMAGE}
        />
        {rest.length > 0 && (
          <Flex gap={8} wrap>
            {rest.map((src, index) => (
              <Image
                key={src}
                src={src}
                alt={`${texts.card.imageAlt(title)} (${index + 2})`}
                width={120}
                height={80}
                style={{ objectFit: 'cover' }}
                fallback={PRODUCT_PLACEHOLDER_IMAGE}
              />
            ))}
          </Flex>
        )}
      </Flex>
    </Image.PreviewGroup>
  );
}

/** The derived figures, each with the formula it comes from, or why it is missing. */
function Figures({ listing, texts, locale }: { listing: PropertyListingDetail; texts: ListingsTexts; locale: Locale }) {
  const none = texts.detail.none;
  const sale = listing.listingType === 'sale';
  const sqmPrice = listing.sqmPrice === null ? none : `${formatNok(listing.sqmPrice)}/m²${sale ? '' : RENT_SUFFIX[locale]}`;
  const basis = listing.rentBasis;
  return (
    <Card title={<h2 style={{ font: 'inherit', margin: 0 }}>{texts.detail.figures}</h2>} data-testid="figures">
      <Flex vertical gap={12}>
        <Figure label={texts.detail.sqmPrice} value={sqmPrice} formula={texts.detail.sqmPriceFormula} />
        {!sale ? (
          <Typography.Text type="secondary">{texts.detail.rentalNoEstimate}</Typography.Text>
        ) : listing.estimatedRentalPrice === null ? (
          <Alert type="info" showIcon message={texts.detail.noComparables} />
        ) : (
          <>
            <Figure
              label={texts.detail.estimatedRent}
              value={`${formatNok(listing.estimatedRentalPrice)}${RENT_SUFFIX[locale]}`}
              formula={basis ? texts.detail.estimatedRentFormula(basis.count, basis.city) : undefined}
            />
            <Figure
              label={texts.detail.estimatedYield}
              value={listing.estimatedYield === null ? none : texts.detail.percent(formatPercent(listing.estimatedYield))}
              formula={texts.detail.estimatedYieldFormula}
            />
          </>
        )}
      </Flex>
    </Card>
  );
}

function Figure({ label, value, formula }: { label: string; value: string; formula?: string }) {
  return (
    <div>
      <Flex justify="space-between" gap={8}>
        <Typography.Text>{label}</Typography.Text>
        <Typography.Text strong>{value}</Typography.Text>
      </Flex>
      {formula && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formula}
        </Typography.Text>
      )}
    </div>
  );
}
