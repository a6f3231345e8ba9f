import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { formatDate, type AreaListing } from '@platform/shared';
import { ProductImage } from '../../components/product-image';
import { useLocale } from '../../i18n';
import { propertyListingPath } from '../../site-paths';
import { formatCount, formatKr } from './property-format';
import { usePropertyTexts } from './property-texts';

// Read by screen readers, not shown: the icon says the same to the eye.
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** A stored listing: picture (placeholder when missing or broken), title opening the listing in a new tab, and its figures. */
export function ListingCard({ listing }: { listing: AreaListing }) {
  const texts = usePropertyTexts();
  const locale = useLocale();
  const s = texts.search;
  const href = propertyListingPath(locale, listing.finnCode);
  return (
    <Card
      data-testid="property-listing"
      style={{ height: '100%' }}
      styles={{ body: { padding: 16 } }}
      cover={<ProductImage src={listing.image} alt={s.imageAlt(listing.title)} height={170} />}
    >
      <Flex vertical gap={8}>
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          <a href={href} target="_blank" rel="noopener noreferrer">
            {listing.title} <ExportOutlined aria-hidden style={{ fontSize: 12 }} />
            <span style={VISUALLY_HIDDEN}> {s.newTab}</span>
          </a>
        </Typography.Title>
        <Typography.Text type="secondary">
          {listing.address}, {listing.postalCode} {listing.city}
        </Typography.Text>
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {listing.price === null ? s.noPrice : formatKr(listing.price)}
          </Typography.Text>
          {listing.soldAt && <Tag color="red">{s.sold(formatDate(listing.soldAt))}</Tag>}
        </Flex>
        <Descriptions
          size="small"
          column={2}
          items={[
            { key: 'area', label: s.livingArea, children: `${formatCount(listing.livingArea)} m²` },
            { key: 'sqm', label: s.pricePerSqm, children: formatKr(listing.pricePerSqm) },
            { key: 'days', label: s.daysOnMarket, children: formatCount(listing.daysOnMarket) },
            { key: 'views', label: s.views, children: formatCount(listing.views) },
          ]}
        />
      </Flex>
    </Card>
  );
}
