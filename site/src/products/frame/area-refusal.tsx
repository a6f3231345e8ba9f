import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Flex } from 'antd';
import { useNavigate } from 'react-router';
import type { PlatformUser } from '@platform/shared';
import { LinkButton } from '../../components/link-button';
import { PageResult } from '../../components/page-result';
import { localePath, useLocale } from '../../i18n';
import { useStartTrial, type TrialOffer } from '../../pages/products/use-start-trial';
import { useFrameTexts } from './frame-texts';
import { rememberTrialPrompt, trialPromptShown } from './trial-prompt-memory';

interface AreaRefusalProps {
  user: PlatformUser;
  offer: TrialOffer;
  /** The server's reason, as it worded it. */
  message: string;
  trialAvailable: boolean;
  /** False while the product's name and trial length are still loading: the prompt waits for them. */
  offerReady: boolean;
  backTo: string;
  accountPath: string;
  onTrialStarted: () => void;
  /** The area's own offer beside the trial (shown under the buttons). */
  extra?: ReactNode;
}

/**
 * The area refused: the server's reason and, when a trial can be started, 'Prøv gratis'. The trial prompt opens by
 * itself the first time a user meets the refusal for a product; declining it leaves the area.
 */
export function AreaRefusal({ user, offer, message, trialAvailable, offerReady, backTo, accountPath, onTrialStarted, extra }: AreaRefusalProps) {
  const texts = useFrameTexts();
  const locale = useLocale();
  const navigate = useNavigate();
  const trial = useStartTrial(onTrialStarted);
  const error = trial.errorFor(offer.productId);

  // The prompt opens by itself once per user and product (storage remembers it), when there is a trial to offer.
  useEffect(() => {
    if (!trialAvailable || !offerReady || trialPromptShown(user.id, offer.productId)) return;
    rememberTrialPrompt(user.id, offer.productId);
    trial.start(offer, { onCancel: () => navigate(localePath(locale)) });
  }, [trialAvailable, offerReady]); // the offer and the user are fixed while the frame shows this view

  return (
    <PageResult
      status="403"
      title={texts.refusedTitle(offer.name)}
      subTitle={message}
      extra={
        <Flex vertical gap={16} align="center">
          <Flex gap={8} wrap justify="center">
            {trialAvailable && (
              <Button type="primary" loading={trial.pending === offer.productId} onClick={() => trial.start(offer)}>
                {texts.tryFree}
              </Button>
            )}
            <LinkButton to={accountPath}>{texts.myAccount}</LinkButton>
            <LinkButton to={backTo}>{texts.backToOverview}</LinkButton>
          </Flex>
          {error && <Alert type="error" showIcon message={error} />}
          {extra}
        </Flex>
      }
    />
  );
}
