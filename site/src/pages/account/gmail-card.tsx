import { useEffect, useRef, useState } from 'react';
import { App, Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { GoogleOutlined } from '@ant-design/icons';
import { GMAIL_CONNECTION, type PlatformUser } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { disconnectGmail, linkGmail } from '../../api/account';
import { accountQueries, remoteState } from '../../api/queries';
import { updateCurrentUser } from '../../auth';
import { useLocale, useT } from '../../i18n';
import { errorText } from '../auth/error-text';
import { loadGoogleIdentity } from './google-identity';

/** Link or disconnect Gmail. Without a Google client id on the server the button says linking is not set up. */
export function GmailCard({ user }: { user: PlatformUser }) {
  const t = useT();
  const { message, modal } = App.useApp();
  const config = remoteState(useQuery(accountQueries.gmailConfig()));
  const connected = user.emailConnected === GMAIL_CONNECTION;

  function confirmDisconnect() {
    modal.confirm({
      title: t.account.gmail.confirmTitle,
      content: t.account.gmail.confirmText,
      okText: t.account.gmail.confirmOk,
      cancelText: t.account.gmail.confirmCancel,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          updateCurrentUser(await disconnectGmail());
          message.success(t.account.gmail.disconnected);
        } catch (error) {
          console.error('Gmail could not be disconnected', error);
          message.error(errorText(error, t));
        }
      },
    });
  }

  let body;
  if (connected) {
    body = (
      <Flex vertical gap={12} align="flex-start">
        <Tag icon={<GoogleOutlined />} color="green">
          {t.account.gmail.connected}
        </Tag>
        <Button danger onClick={confirmDisconnect}>
          {t.account.gmail.disconnect}
        </Button>
      </Flex>
    );
  } else if (config.status === 'loading') {
    body = <Skeleton.Button active />;
  } else if (config.status === 'failed' || !config.data) {
    body = (
      <Button icon={<GoogleOutlined />} disabled title={t.account.gmail.notConfigured}>
        {t.account.gmail.notConfiguredButton}
      </Button>
    );
  } else {
    body = (
      <GoogleButton
        clientId={config.data}
        onCredential={async (credential) => {
          try {
            updateCurrentUser(await linkGmail(credential));
            message.success(t.account.gmail.linked);
          } catch (error) {
            console.error('Gmail could not be linked', error);
            message.error(errorText(error, t));
          }
        }}
      />
    );
  }

  return (
    <Card title={t.account.gmail.title}>
      <Typography.Paragraph type="secondary">{t.account.gmail.text}</Typography.Paragraph>
      {body}
    </Card>
  );
}

/** Google's own sign-in button; its credential (an ID token) is what the server verifies. */
function GoogleButton({ clientId, onCredential }: { clientId: string; onCredential: (credential: string) => void }) {
  const t = useT();
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const callback = useRef(onCredential);
  callback.current = onCredential;

  useEffect(() => {
    let active = true;
    loadGoogleIdentity().then(
      (identity) => {
        if (!active || !container.current) return;
        identity.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (credential) callback.current(credential);
            else console.error('Google sign-in returned no credential');
          },
        });
        identity.renderButton(container.current, {
          type: 'standard',
          theme: 'outline',
          text: 'continue_with',
          locale: locale === 'no' ? 'no' : 'en',
        });
        setStatus('ready');
      },
      (error: unknown) => {
        console.error(error);
        if (active) setStatus('failed');
      },
    );
    return () => {
      active = false;
    };
  }, [clientId, locale]);

  return (
    <>
      {status === 'loading' && <Typography.Text type="secondary">{t.account.gmail.loading}</Typography.Text>}
      {status === 'failed' && <Typography.Text type="danger">{t.account.gmail.scriptFailed}</Typography.Text>}
      <div ref={container} />
    </>
  );
}
