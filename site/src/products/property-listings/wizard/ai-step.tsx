import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Flex, Input, Switch, Typography } from 'antd';
import { formatNok, LISTING_DRAFT_LIMITS, RENT_SUFFIX, type AiPricingAnswer } from '@platform/shared';
import { ApiError } from '../../../api/http';
import { useLocale } from '../../../i18n';
import { fetchAiDescription, fetchAiPricing, fetchRegisterFacts } from '../listings-api';
import { useListingsTexts } from '../listings-texts';
import { Field, type StepProps } from './wizard-fields';

type Outcome = { type: 'success' | 'info' | 'warning' | 'error'; text: ReactNode } | null;

/** A refused helper call says which facts it needs (the server names them), else its own message. */
function failureText(error: unknown, fallback: string, needsFacts: string): ReactNode {
  if (error instanceof ApiError && error.fieldErrors.length) {
    return `${needsFacts}: ${error.fieldErrors.map((field) => field.message).join('; ')}`;
  }
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** One helper: its switch, what it does, and its button and answer while switched on. */
function Helper(props: { id: string; title: string; help: string; on: boolean; onToggle: (on: boolean) => void; children: ReactNode }) {
  return (
    <Card size="small">
      <Flex vertical gap={8}>
        <Flex align="center" gap={12}>
          <Switch id={props.id} checked={props.on} onChange={props.onToggle} />
          <label htmlFor={props.id}>
            <Typography.Text strong>{props.title}</Typography.Text>
          </label>
        </Flex>
        <Typography.Text type="secondary">{props.help}</Typography.Text>
        {props.on && props.children}
      </Flex>
    </Card>
  );
}

/**
 * The AI options: an ad text composed on the server from the draft's facts, a price from comparable stored listings
 * with what it rests on, and year built and area from the address register sample. Each answer fills the draft's
 * fields, which stay editable.
 */
export function AiStep({ draft, errors, change }: StepProps) {
  const words = useListingsTexts().wizard;
  const locale = useLocale();
  const [busy, setBusy] = useState<'description' | 'pricing' | 'register' | null>(null);
  const [descriptionOutcome, setDescriptionOutcome] = useState<Outcome>(null);
  const [pricing, setPricing] = useState<AiPricingAnswer | null>(null);
  const [pricingOutcome, setPricingOutcome] = useState<Outcome>(null);
  const [registerOutcome, setRegisterOutcome] = useState<Outcome>(null);

  async function describe() {
    setBusy('description');
    setDescriptionOutcome(null);
    try {
      const { text } = await fetchAiDescription(draft, locale);
      change({ description: text });
    } catch (error) {
      setDescriptionOutcome({ type: 'error', text: failureText(error, words.ai.failed, words.ai.needsFacts) });
    } finally {
      setBusy(null);
    }
  }

  async function suggestPrice() {
    setBusy('pricing');
    setPricing(null);
    setPricingOutcome(null);
    try {
      setPricing(await fetchAiPricing(draft));
    } catch (error) {
      setPricingOutcome({ type: 'error', text: failureText(error, words.ai.failed, words.ai.needsFacts) });
    } finally {
      setBusy(null);
    }
  }

  async function lookUp() {
    setBusy('register');
    setRegisterOutcome(null);
    try {
      const facts = await fetchRegisterFacts(draft.address.trim(), draft.postalCode.trim());
      change({
        ...(facts.yearBuilt !== null ? { yearBuilt: facts.yearBuilt } : {}),
        ...(facts.squareMeters !== null ? { squareMeters: facts.squareMeters } : {}),
      });
      setRegisterOutcome({ type: 'success', text: words.ai.registerFound });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setRegisterOutcome({ type: 'info', text: words.ai.registerNotFound });
      else setRegisterOutcome({ type: 'error', text: failureText(error, words.ai.failed, words.ai.needsFacts) });
    } finally {
      setBusy(null);
    }
  }

  const perSqm = (answer: AiPricingAnswer) => formatNok(answer.pricePerSqm);
  const suggested = (answer: AiPricingAnswer) =>
    draft.listingType === 'sale' ? formatNok(answer.price) : `${formatNok(answer.price)}${RENT_SUFFIX[locale]}`;

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {words.ai.intro}
      </Typography.Paragraph>

      <Helper
        id="listing-useAIDescription"
        title={words.ai.description}
        help={words.ai.descriptionHelp}
        on={draft.useAIDescription}
        onToggle={(on) => change({ useAIDescription: on })}
      >
        <div>
          <Button onClick={() => void describe()} loading={busy === 'description'}>
            {words.ai.describe}
          </Button>
        </div>
        {descriptionOutcome && <Alert type={descriptionOutcome.type} showIcon message={descriptionOutcome.text} />}
      </Helper>

      <Helper
        id="listing-useAIPricing"
        title={words.ai.pricing}
        help={words.ai.pricingHelp}
        on={draft.useAIPricing}
        onToggle={(on) => change({ useAIPricing: on })}
      >
        <div>
          <Button onClick={() => void suggestPrice()} loading={busy === 'pricing'}>
            {words.ai.suggestPrice}
          </Button>
        </div>
        {pricing && (
          <Alert
            type={pricing.fallback ? 'warning' : 'success'}
            showIcon
            data-testid="price-suggestion"
            message={<Typography.Text strong>{suggested(pricing)}</Typography.Text>}
            description={
              pricing.basis && !pricing.fallback
                ? `${words.ai.priceBasis(pricing.basis.count, pricing.basis.city)} (${perSqm(pricing)}/m²)`
                : words.ai.priceFallback(perSqm(pricing))
            }
            action={
              draft.price === pricing.price ? (
                <Typography.Text type="success">{words.ai.priceUsed}</Typography.Text>
              ) : (
                <Button size="small" onClick={() => change({ price: pricing.price })}>
                  {words.ai.usePrice}
                </Button>
              )
            }
          />
        )}
        {pricingOutcome && <Alert type={pricingOutcome.type} showIcon message={pricingOutcome.text} />}
      </Helper>

      <Helper
        id="listing-useMatrikkelData"
        title={words.ai.register}
        help={words.ai.registerHelp}
        on={draft.useMatrikkelData}
        onToggle={(on) => change({ useMatrikkelData: on })}
      >
        <div>
          <Button onClick={() => void lookUp()} loading={busy === 'register'}>
            {words.ai.lookUp}
          </Button>
        </div>
        {registerOutcome && <Alert type={registerOutcome.type} showIcon message={registerOutcome.text} data-testid="register-outcome" />}
      </Helper>

      <Field id="description" label={words.ai.descriptionLabel} errors={errors}>
        <Input.TextArea
          id="listing-description"
          value={draft.description}
          maxLength={LISTING_DRAFT_LIMITS.description}
          autoSize={{ minRows: 5, maxRows: 16 }}
          onChange={(event) => change({ description: event.target.value })}
        />
      </Field>
    </Flex>
  );
}
