import type { HTMLAttributes, ReactNode } from 'react';
import { Flex, Form, Input, InputNumber, Select, Tag, Typography } from 'antd';
import {
  LISTING_DRAFT_LIMITS,
  LISTING_FACILITIES,
  PROPERTY_CITIES,
  propertyTypeLabel,
  WIZARD_LISTING_TYPES,
  WIZARD_PROPERTY_TYPES,
  type ListingFacility,
} from '@platform/shared';
import { useLocale } from '../../../i18n';
import { useListingsTexts } from '../listings-texts';
import type { WizardDraft, WizardErrors, WizardField } from './wizard-draft';

export interface StepProps {
  draft: WizardDraft;
  errors: WizardErrors;
  change: (patch: Partial<WizardDraft>) => void;
}

/** A labelled field with its error under it; the label points at the control by id. */
export function Field({ id, label, errors, children }: { id: WizardField; label: ReactNode; errors: WizardErrors; children: ReactNode }) {
  const error = errors[id];
  return (
    <Form.Item label={label} htmlFor={`listing-${id}`} validateStatus={error ? 'error' : undefined} help={error} style={{ marginBottom: 16 }}>
      {children}
    </Form.Item>
  );
}

const fieldId = (field: WizardField) => `listing-${field}`;

function NumberInput({ field, draft, change, min = 0, max, suffix }: StepProps & { field: NumberField; min?: number; max: number; suffix?: string }) {
  return (
    <InputNumber<number>
      id={fieldId(field)}
      value={draft[field]}
      min={min}
      max={max}
      precision={0}
      suffix={suffix}
      style={{ width: '100%', maxWidth: 280 }}
      onChange={(value) => change({ [field]: value ?? null })}
    />
  );
}

type NumberField = 'price' | 'squareMeters' | 'bedrooms' | 'bathrooms' | 'parkingSpaces' | 'yearBuilt';

export function BasicStep(props: StepProps) {
  const { draft, errors, change } = props;
  const texts = useListingsTexts();
  const words = texts.wizard;
  const locale = useLocale();
  const sale = draft.listingType === 'sale';
  return (
    <>
      <Field id="address" label={words.address} errors={errors}>
        <Input
          id={fieldId('address')}
          value={draft.address}
          maxLength={LISTING_DRAFT_LIMITS.address}
          autoComplete="street-address"
          onChange={(event) => change({ address: event.target.value })}
        />
      </Field>
      <Field id="propertyType" label={words.propertyType} errors={errors}>
        <Select
          id={fieldId('propertyType')}
          value={draft.propertyType}
          style={{ maxWidth: 280 }}
          options={WIZARD_PROPERTY_TYPES.map((type) => ({ value: type, label: propertyTypeLabel(type, locale) }))}
          onChange={(propertyType) => change({ propertyType })}
        />
      </Field>
      <Field id="listingType" label={words.listingType} errors={errors}>
        <Select
          id={fieldId('listingType')}
          value={draft.listingType}
          style={{ maxWidth: 280 }}
          options={WIZARD_LISTING_TYPES.map((type) => ({ value: type, label: texts.listingTypes[type] }))}
          onChange={(listingType) => change({ listingType })}
        />
      </Field>
      <Field id="price" label={sale ? words.price : words.rent} errors={errors}>
        <NumberInput {...props} field="price" max={LISTING_DRAFT_LIMITS.price} suffix={sale ? words.kr : words.krPerMonth} />
      </Field>
    </>
  );
}

export function DetailsStep(props: StepProps) {
  const words = useListingsTexts().wizard;
  const { errors } = props;
  return (
    <>
      <Field id="squareMeters" label={words.squareMeters} errors={errors}>
        <NumberInput {...props} field="squareMeters" max={LISTING_DRAFT_LIMITS.squareMeters} />
      </Field>
      <Field id="bedrooms" label={words.bedrooms} errors={errors}>
        <NumberInput {...props} field="bedrooms" max={LISTING_DRAFT_LIMITS.rooms} />
      </Field>
      <Field id="bathrooms" label={words.bathrooms} errors={errors}>
        <NumberInput {...props} field="bathrooms" max={LISTING_DRAFT_LIMITS.rooms} />
      </Field>
      <Field id="parkingSpaces" label={words.parkingSpaces} errors={errors}>
        <NumberInput {...props} field="parkingSpaces" max={LISTING_DRAFT_LIMITS.parkingSpaces} />
      </Field>
      <Field id="yearBuilt" label={words.yearBuilt} errors={errors}>
        <NumberInput {...props} field="yearBuilt" min={LISTING_DRAFT_LIMITS.yearBuiltMin} max={new Date().getFullYear()} />
      </Field>
    </>
  );
}

export function LocationStep({ draft, errors, change }: StepProps) {
  const words = useListingsTexts().wizard;
  return (
    <>
      <Field id="city" label={words.city} errors={errors}>
        <Select
          id={fieldId('city')}
          value={draft.city || undefined}
          placeholder={words.cityPlaceholder}
          style={{ maxWidth: 280 }}
          options={PROPERTY_CITIES.map((city) => ({ value: city, label: city }))}
          onChange={(city) => change({ city })}
        />
      </Field>
      <Field id="neighborhood" label={words.neighborhood} errors={errors}>
        <Input
          id={fieldId('neighborhood')}
          value={draft.neighborhood}
          maxLength={LISTING_DRAFT_LIMITS.neighborhood}
          onChange={(event) => change({ neighborhood: event.target.value })}
        />
      </Field>
      <Field id="postalCode" label={words.postalCode} errors={errors}>
        <Input
          id={fieldId('postalCode')}
          value={draft.postalCode}
          inputMode="numeric"
          maxLength={4}
          autoComplete="postal-code"
          style={{ maxWidth: 140 }}
          onChange={(event) => change({ postalCode: event.target.value })}
        />
      </Field>
    </>
  );
}

export function FacilitiesStep({ draft, errors, change }: StepProps) {
  const words = useListingsTexts().wizard;
  const toggle = (facility: ListingFacility, on: boolean) =>
    change({ features: LISTING_FACILITIES.filter((name) => (name === facility ? on : draft.features.includes(name))) });
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary" id="listing-features-intro">
        {words.facilitiesIntro}
      </Typography.Text>
      <Flex wrap gap={8} role="group" aria-labelledby="listing-features-intro">
        {LISTING_FACILITIES.map((facility) => {
          const checked = draft.features.includes(facility);
          // The tag is a span: these give it a checkbox's role, focus and keys (antd passes them on to the span).
          const asCheckbox: Pick<HTMLAttributes<HTMLSpanElement>, 'role' | 'aria-checked' | 'tabIndex' | 'onKeyDown'> = {
            role: 'checkbox',
            'aria-checked': checked,
            tabIndex: 0,
            onKeyDown: (event) => {
              if (event.key !== ' ' && event.key !== 'Enter') return;
              event.preventDefault();
              toggle(facility, !checked);
            },
          };
          return (
            <Tag.CheckableTag
              key={facility}
              checked={checked}
              onChange={(on) => toggle(facility, on)}
              style={{ fontSize: 14, padding: '4px 12px', border: '1px solid #d9d9d9' }}
              {...asCheckbox}
            >
              {facility}
            </Tag.CheckableTag>
          );
        })}
      </Flex>
      {errors.features && <Typography.Text type="danger">{errors.features}</Typography.Text>}
    </Flex>
  );
}

export function ContactStep({ draft, errors, change }: StepProps) {
  const words = useListingsTexts().wizard;
  return (
    <>
      <Typography.Paragraph type="secondary">{words.contactIntro}</Typography.Paragraph>
      <Field id="contactName" label={words.contactName} errors={errors}>
        <Input
          id={fieldId('contactName')}
          value={draft.contactName}
          maxLength={LISTING_DRAFT_LIMITS.contactName}
          autoComplete="name"
          onChange={(event) => change({ contactName: event.target.value })}
        />
      </Field>
      <Field id="contactEmail" label={words.contactEmail} errors={errors}>
        <Input
          id={fieldId('contactEmail')}
          type="email"
          value={draft.contactEmail}
          maxLength={LISTING_DRAFT_LIMITS.contactEmail}
          autoComplete="email"
          onChange={(event) => change({ contactEmail: event.target.value })}
        />
      </Field>
      <Field id="contactPhone" label={words.contactPhone} errors={errors}>
        <Input
          id={fieldId('contactPhone')}
          type="tel"
          value={draft.contactPhone}
          maxLength={LISTING_DRAFT_LIMITS.contactPhone}
          autoComplete="tel"
          onChange={(event) => change({ contactPhone: event.target.value })}
        />
      </Field>
    </>
  );
}
