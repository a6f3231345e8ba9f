import { useEffect, useState, type ReactNode } from 'react';
import { App, Button, Card, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatNok, propertyTypeLabel, type PropertyListingCard } from '@platform/shared';
import { useCurrentUser } from '../../auth';
import { ProductImage } from '../../components/product-image';
import { useLocale } from '../../i18n';
import { propertyListingPath, signInPath } from '../../site-paths';
import { useSaveListing } from './listings-api';
import { formatCount, formatListingPrice } from './listings-format';
import { useListingsTexts } from './listings-texts';

interface ListingCardProps {
  listing: PropertyListingCard;
  /** Above the title (the owner's status chip). */
  extra?: ReactNode;
  /** Below the facts (the owner's actions). */
  actions?: ReactNode[];
  /** The owner's own listings have no heart. */
  saveable?: boolean;
}

/** One listing in a grid: picture (placeholder when missing or broken), title, place, price and facts; opens the listing. */
export function ListingCard({ listing, extra, actions, saveable = true }: ListingCardProps) {
  const texts = useListingsTexts();
  const locale = useLocale();
  const to = propertyListingPath(locale, listing.finnCode);
  return (
    <Card
      data-testid="listing-card"
      hoverable
      actions={actions}
      cover={
        <div style={{ position: 'relative' }}>
          <Link to={to} tabIndex={-1} aria-hidden>
            <ProductImage src={listing.mainImage} alt={texts.card.imageAlt(listing.title)} height={180} />
          </Link>
          {saveable && (
            <div style={{ position: 'absolute', top: 8, right: 8 }}>
              <SaveToggle finnCode={listing.finnCode} saved={listing.saved} title={listing.title} />
            </div>
          )}
        </div>
      }
      styles={{ body: { padding: 16 } }}
    >
      <Flex vertical gap={4}>
        {extra}
        <Typography.Text type="secondary">
          {propertyTypeLabel(listing.propertyType, locale)} · {listing.locationLabel}
        </Typography.Text>
        <Link to={to} style={{ color: 'inherit' }}>
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }} ellipsis={{ rows: 2 }}>
            {listing.title}
          </Typography.Title>
        </Link>
        <Typography.Text strong style={{ fontSize: 18 }} data-testid="card-price">
          {formatListingPrice(listing, locale, texts.card.noPrice)}
        </Typography.Text>
        <Typography.Text data-testid="card-facts">
          {[
            texts.card.area(formatCount(listing.livingArea)),
            texts.card.bedrooms(listing.bedrooms),
            listing.sqmPrice === null ? null : texts.card.sqmPrice(formatNok(listing.sqmPrice)),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
        {listing.chips.length > 0 && (
          <Space size={[4, 4]} wrap>
            {listing.chips.map((chip) => (
              <Tag key={chip}>{texts.chips[chip]}</Tag>
            ))}
          </Space>
        )}
      </Flex>
    </Card>
  );
}

/**
 * The heart: saves or unsaves for a signed-in user (shown at once, put back if the server refuses); a visitor is
 * sent to sign in and comes back here.
 */
export function SaveToggle({ finnCode, saved, title, withLabel = false }: { finnCode: string; saved: boolean; title: string; withLabel?: boolean }) {
  const texts = useListingsTexts();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { user, loading } = useCurrentUser();
  const { message } = App.useApp();
  const save = useSaveListing();
  const [shown, setShown] = useState(saved);
  useEffect(() => setShown(saved), [saved]);

  const toggle = () => {
    if (!user) {
      navigate(signInPath(locale, pathname + search));
      return;
    }
    const next = !shown;
    setShown(next);
    save.mutate(
      { finnCode, save: next },
      {
        onError: () => {
          setShown(!next);
          void message.error(texts.card.saveFailed);
        },
      },
    );
  };

  const label = shown ? texts.card.unsave : texts.card.save;
  return (
    <Tooltip title={withLabel ? undefined : label}>
      <Button
        shape={withLabel ? 'default' : 'circle'}
        aria-label={withLabel ? undefined : `${label}: ${title}`}
        aria-pressed={shown}
        disabled={loading}
        loading={save.isPending}
        icon={shown ? <HeartFilled style={{ color: '#eb2f96' }} /> : <HeartOutlined />}
        onClick={toggle}
      >
        {withLabel ? label : null}
      </Button>
    </Tooltip>
  );
}
