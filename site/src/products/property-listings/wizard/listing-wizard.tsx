import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Flex, Form, Steps, Typography } from 'antd';
import { useNavigate } from 'react-router';
import {
  LISTING_DRAFT_DEFAULTS,
  validateListingDraft,
  WIZARD_STEP_ANIMATION_MS,
  WIZARD_STEPS,
  type PlatformUser,
  type PropertyListingDraft,
  type WizardStep,
} from '@platform/shared';
import { ApiError } from '../../../api/http';
import { usePrefersReducedMotion } from '../../../components/use-prefers-reduced-motion';
import { useLocale } from '../../../i18n';
import { propertyListingsPath } from '../../../site-paths';
import { usePublishDraft } from '../listings-api';
import { useListingsTexts } from '../listings-texts';
import { AiStep } from './ai-step';
import { ImagesStep, releaseImage, type WizardImage } from './images-step';
import { ReviewStep } from './review-step';
import {
  clearStoredDraft,
  EMPTY_DRAFT,
  firstStepOf,
  loadStoredDraft,
  storeDraft,
  toErrors,
  withContactFrom,
  type WizardDraft,
  type WizardErrors,
} from './wizard-draft';
import { BasicStep, ContactStep, DetailsStep, FacilitiesStep, LocationStep, type StepProps } from './wizard-fields';

const STEP_IN = 'listing-wizard-step-in';
const STEP_KEYFRAMES = `@keyframes ${STEP_IN} { from { opacity: 0; transform: translateX(24px); } to { opacity: 1; transform: none; } }`;

/** The draft with an emptied number as 0, for showing a draft that has not been checked whole. */
const shownDraft = (draft: WizardDraft): PropertyListingDraft => ({
  ...LISTING_DRAFT_DEFAULTS,
  ...draft,
  price: draft.price ?? 0,
  squareMeters: draft.squareMeters ?? 0,
  bedrooms: draft.bedrooms ?? 0,
  bathrooms: draft.bathrooms ?? 0,
  parkingSpaces: draft.parkingSpaces ?? 0,
  yearBuilt: draft.yearBuilt ?? 0,
});

/**
 * The eight-step listing wizard: each step is checked by the shared rules before Next, the whole draft before
 * publishing, and the server checks it again; its refusals land on their fields. The draft is kept in the tab's
 * storage until it is published.
 */
export function ListingWizard({ user }: { user: PlatformUser }) {
  const texts = useListingsTexts();
  const words = texts.wizard;
  const locale = useLocale();
  const navigate = useNavigate();
  const reducedMotion = usePrefersReducedMotion();
  const publish = usePublishDraft();

  const [{ draft, step }, setState] = useState(() => {
    const stored = loadStoredDraft(user.id);
    return { draft: withContactFrom(stored?.draft ?? EMPTY_DRAFT, user), step: stored?.step ?? ('basic' as WizardStep) };
  });
  const [errors, setErrors] = useState<WizardErrors>({});
  const [images, setImages] = useState<WizardImage[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const published = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  const shownImages = useRef(images);
  shownImages.current = images;

  useEffect(() => {
    if (!published.current) storeDraft(user.id, { draft, step });
  }, [user.id, draft, step]);

  // The previews' local addresses live as long as the wizard.
  useEffect(() => () => shownImages.current.forEach(releaseImage), []);

  // A new step takes the focus to its heading, so a screen reader says where the user is.
  useEffect(() => {
    if (firstStep.current) firstStep.current = false;
    else heading.current?.focus();
  }, [step]);

  const index = WIZARD_STEPS.indexOf(step);
  const goTo = (next: WizardStep) => setState((state) => ({ ...state, step: next }));

  function change(patch: Partial<WizardDraft>) {
    setState((state) => ({ ...state, draft: { ...state.draft, ...patch } }));
    // An edited field's error goes away.
    setErrors((shown) => {
      const left = { ...shown };
      for (const field of Object.keys(patch)) delete left[field as keyof WizardErrors];
      return left;
    });
  }

  function next() {
    const check = validateListingDraft(draft, locale, { step });
    if (!check.ok) return setErrors(toErrors(check.errors));
    setErrors({});
    goTo(WIZARD_STEPS[index + 1]);
  }

  function back() {
    if (index > 0) goTo(WIZARD_STEPS[index - 1]);
  }

  async function submit() {
    setFailure(null);
    const check = validateListingDraft(draft, locale);
    if (!check.ok) {
      setErrors(toErrors(check.errors));
      setFailure(words.fixErrors);
      return goTo(firstStepOf(check.errors.map((error) => error.field)));
    }
    try {
      const answer = await publish.mutateAsync({ draft: check.value, images: images.map((image) => image.file), locale });
      published.current = true;
      clearStoredDraft(user.id);
      navigate(`${propertyListingsPath(locale)}?created=true&id=${encodeURIComponent(answer.listingId)}`);
    } catch (error) {
      const refusal = error instanceof ApiError ? error : null;
      setFailure(refusal?.message || words.publishFailed);
      if (refusal?.fieldErrors.length) {
        setErrors(toErrors(refusal.fieldErrors));
        goTo(firstStepOf(refusal.fieldErrors.map((field) => field.field as keyof WizardErrors)));
      }
    }
  }

  const props: StepProps = { draft, errors, change };
  const checked = validateListingDraft(draft, locale);
  const body: Record<WizardStep, ReactNode> = {
    basic: <BasicStep {...props} />,
    details: <DetailsStep {...props} />,
    location: <LocationStep {...props} />,
    facilities: <FacilitiesStep {...props} />,
    contact: <ContactStep {...props} />,
    ai: <AiStep {...props} />,
    images: <ImagesStep images={images} onChange={setImages} error={errors.images} />,
    review: <ReviewStep draft={checked.ok ? checked.value : shownDraft(draft)} images={images} />,
  };

  return (
    <Flex vertical gap={24}>
      <style>{STEP_KEYFRAMES}</style>
      <Steps
        size="small"
        current={index}
        onChange={(target) => target < index && goTo(WIZARD_STEPS[target])}
        items={WIZARD_STEPS.map((name, at) => ({ title: words.steps[name], disabled: at > index }))}
      />
      <Card>
        <div
          key={step}
          data-testid="wizard-step"
          style={{ animation: reducedMotion ? undefined : `${STEP_IN} ${WIZARD_STEP_ANIMATION_MS}ms ease-out` }}
        >
          <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }} ref={heading} tabIndex={-1}>
            {words.steps[step]}
          </Typography.Title>
          {failure && <Alert type="error" showIcon message={failure} closable onClose={() => setFailure(null)} style={{ marginBottom: 16 }} />}
          <Form layout="vertical" component="div">
            {body[step]}
          </Form>
        </div>
      </Card>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Button onClick={back} disabled={index === 0}>
          {words.back}
        </Button>
        <Typography.Text type="secondary">{words.draftKept}</Typography.Text>
        {step === 'review' ? (
          <Button type="primary" size="large" loading={publish.isPending} onClick={() => void submit()}>
            {words.review.publish}
          </Button>
        ) : (
          <Button type="primary" onClick={next}>
            {words.next}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
