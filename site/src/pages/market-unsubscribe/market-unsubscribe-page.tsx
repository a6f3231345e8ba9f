import { useState } from 'react';
import { MailOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useSearchParams } from 'react-router';
import { ApiError, apiFetch } from '../../api/http';
import { LinkButton } from '../../components/link-button';
import { PageResult } from '../../components/page-result';
import { SiteLayout } from '../../components/site-layout';
import { usePageMeta } from '../../components/use-page-meta';
import { localePath, useLocale, useT } from '../../i18n';
import { unsubscribeMessage, useUnsubscribeTexts, type UnsubscribeTexts } from './unsubscribe-texts';

type State =
  | { status: 'asking' }
  | { status: 'sending' }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string; final: boolean };

/**
 * /{locale}/market-intelligence/unsubscribe?token=…, the link in every market report mail; public. Nothing happens
 * until the button is pressed: mail scanners that open links must not unsubscribe anyone.
 */
export default function MarketUnsubscribePage() {
  const t = useT();
  const texts = useUnsubscribeTexts();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  usePageMeta({ title: `${texts.pageTitle} – ${t.platformName}`, robots: 'noindex' });
  return (
    <SiteLayout>
      <Card style={{ maxWidth: 640, margin: '48px auto 0' }}>
        {token ? (
          <Unsubscribe token={token} texts={texts} />
        ) : (
          <PageResult status="warning" title={texts.incompleteTitle} subTitle={texts.incompleteText} />
        )}
      </Card>
    </SiteLayout>
  );
}

function Unsubscribe({ token, texts }: { token: string; texts: UnsubscribeTexts }) {
  const [state, setState] = useState<State>({ status: 'asking' });

  async function unsubscribe() {
    setState({ status: 'sending' });
    try {
      const answer = await apiFetch<{ message: string }>('/api/market-intelligence/unsubscribe', { method: 'POST', body: { token } });
      setState({ status: 'done', message: unsubscribeMessage(answer.message, texts) });
    } catch (error) {
      // A refused link stays refused; a lost connection or a server fault may pass.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;
      const message = error instanceof ApiError && error.message ? unsubscribeMessage(error.message, texts) : texts.network;
      setState({ status: 'failed', message, final: refused });
    }
  }

  if (state.status === 'done') return <PageResult status="success" title={state.message} extra={<FrontPageLink texts={texts} />} />;
  if (state.status === 'failed' && state.final) return <PageResult status="warning" title={state.message} extra={<FrontPageLink texts={texts} />} />;
  return (
    <PageResult
      status={state.status === 'failed' ? 'error' : 'info'}
      icon={state.status === 'failed' ? undefined : <MailOutlined />}
      title={state.status === 'failed' ? state.message : texts.title}
      subTitle={texts.text}
      extra={
        <Button type="primary" size="large" loading={state.status === 'sending'} onClick={unsubscribe}>
          {texts.confirm}
        </Button>
      }
    />
  );
}

function FrontPageLink({ texts }: { texts: UnsubscribeTexts }) {
  const locale = useLocale();
  return <LinkButton to={localePath(locale)}>{texts.toFrontPage}</LinkButton>;
}
