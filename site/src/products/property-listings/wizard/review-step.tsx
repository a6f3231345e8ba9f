import { useState } from 'react';
import { Button, Descriptions, Flex, Image, Modal, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import {
  composeListingTitle,
  listingAmenities,
  listingPlaceLabel,
  propertyTypeLabel,
  type ListingChip,
  type PropertyListingDetail,
  type PropertyListingDraft,
} from '@platform/shared';
import { useLocale } from '../../../i18n';
import { ListingOverview } from '../listing-detail-page';
import { formatListingPrice } from '../listings-format';
import { useListingsTexts } from '../listings-texts';
import type { WizardImage } from './images-step';

/** The chips a published listing gets from its facts, by the rule the server stores them with. */
function chipsOf(draft: PropertyListingDraft): ListingChip[] {
  const amenities = listingAmenities(draft.features, draft.parkingSpaces);
  return (['parking', 'balcony', 'garden'] as const).filter((chip) => amenities[chip]);
}

/** The draft as the listing page will read it once published: the same fields, no views yet, listed today. */
export function previewListing(draft: PropertyListingDraft, images: readonly WizardImage[], description: string): PropertyListingDetail {
  const sqmPrice = draft.squareMeters > 0 && draft.price > 0 ? Math.round(draft.price / draft.squareMeters) : null;
  return {
    finnCode: 'preview',
    title: composeListingTitle(draft, 'no'),
    titleEn: composeListingTitle(draft, 'en'),
    propertyType: draft.propertyType,
    listingType: draft.listingType,
    address: draft.address,
    city: draft.city,
    locationLabel: listingPlaceLabel(draft),
    price: draft.price,
    livingArea: draft.squareMeters,
    bedrooms: draft.bedrooms,
    bathrooms: draft.bathrooms,
    sqmPrice,
    mainImage: images[0]?.url || null,
    chips: chipsOf(draft),
    listedAt: new Date().toISOString(),
    saved: false,
    postalCode: draft.postalCode,
    neighborhood: draft.neighborhood || null,
    plotArea: null,
    built: draft.yearBuilt,
    energyLabel: null,
    parkingSpaces: draft.parkingSpaces,
    facilities: [...draft.features],
    description,
    images: images.map((image) => image.url).filter(Boolean),
    views: 0,
    soldAt: null,
    estimatedRentalPrice: null,
    estimatedYield: null,
    rentBasis: null,
    mine: true,
    sample: false,
    status: 'published',
  };
}

interface ReviewStepProps {
  /** The checked draft (trimmed, every step valid). */
  draft: PropertyListingDraft;
  images: WizardImage[];
}

/** Every fact of the draft, its pictures, and the preview dialog that shows it as the listing page will. */
export function ReviewStep({ draft, images }: ReviewStepProps) {
  const texts = useListingsTexts();
  const words = texts.wizard;
  const locale = useLocale();
  const [previewing, setPreviewing] = useState(false);
  const none = texts.detail.none;
  const sale = draft.listingType === 'sale';

  const items = [
    { key: 'address', label: words.address, children: draft.address },
    { key: 'propertyType', label: words.propertyType, children: propertyTypeLabel(draft.propertyType, locale) },
    { key: 'listingType', label: words.listingType, children: texts.listingTypes[draft.listingType] },
    { key: 'price', label: sale ? words.price : words.rent, children: formatListingPrice(draft, locale, none) },
    { key: 'squareMeters', label: words.squareMeters, children: draft.squareMeters },
    { key: 'bedrooms', label: words.bedrooms, children: draft.bedrooms },
    { key: 'bathrooms', label: words.bathrooms, children: draft.bathrooms },
    { key: 'parkingSpaces', label: words.parkingSpaces, children: draft.parkingSpaces },
    { key: 'yearBuilt', label: words.yearBuilt, children: draft.yearBuilt },
    { key: 'city', label: words.city, children: draft.city },
    { key: 'neighborhood', label: texts.detail.neighborhood, children: draft.neighborhood || none },
    { key: 'postalCode', label: words.postalCode, children: draft.postalCode },
    { key: 'features', label: texts.detail.facilities, children: draft.features.join(', ') || none },
    { key: 'contactName', label: words.contactName, children: draft.contactName },
    { key: 'contactEmail', label: words.contactEmail, children: draft.contactEmail },
    { key: 'contactPhone', label: texts.contact.phone, children: draft.contactPhone || none },
    {
      key: 'description',
      label: words.ai.descriptionLabel,
      span: 'filled' as const,
      children: draft.description ? (
        <span style={{ whiteSpace: 'pre-line' }}>{draft.description}</span>
      ) : (
        <Typography.Text type="secondary">{draft.useAIDescription ? words.review.autoDescription : none}</Typography.Text>
      ),
    },
  ];

  // An empty description with the AI option on is composed by the server; the preview shows none until then.
  const listing = previewListing(draft, images, draft.description);

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {words.review.intro}
      </Typography.Paragraph>
      <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} items={items} data-testid="review-facts" />
      <section aria-label={words.steps.images}>
        <Typography.Text strong>{images.length ? words.review.images(images.length) : words.review.noImages}</Typography.Text>
        {images.length > 0 && (
          <Flex gap={8} wrap style={{ marginTop: 8 }}>
            {images.map((image) => (
              <Image key={image.uid} src={image.url || undefined} alt={image.file.name} width={96} height={72} style={{ objectFit: 'cover' }} />
            ))}
          </Flex>
        )}
      </section>
      <div>
        <Button icon={<EyeOutlined />} onClick={() => setPreviewing(true)}>
          {words.review.preview}
        </Button>
      </div>
      <Modal
        open={previewing}
        title={words.review.previewTitle}
        width={900}
        onCancel={() => setPreviewing(false)}
        footer={<Button onClick={() => setPreviewing(false)}>{words.review.close}</Button>}
        destroyOnHidden
      >
        <ListingOverview listing={listing} />
      </Modal>
    </Flex>
  );
}
