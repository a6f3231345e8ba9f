import { useState } from 'react';
import { useGetIdentity, useInvalidateAuthStore } from '@refinedev/core';
import { Alert, Button, Card, Flex, Image, Modal, Skeleton, Space, Steps, Typography } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { TwoFactorSetup } from '@platform/shared';
import { LoadFailed } from '../../components/load-failed';
import { TwoFactorCodeForm } from '../../components/auth/two-factor-code-form';
import type { AdminIdentity } from '../../providers/auth-provider';
import { serverMessage } from '../../utils/server-message';
import { RecoveryCodes } from './recovery-codes';
import { useTwoFactor } from './use-two-factor';

const FEW_RECOVERY_CODES = 3;

/** What a code-confirmed action in a dialog does: renew the recovery codes, or turn two-factor sign-in off. */
type CodeAction = 'renew' | 'turn-off';

/**
 * The administrator's own two-factor sign-in: turning it on (scan, prove with a code, save the recovery codes), new
 * recovery codes and turning it off. Production mode sends an administrator without it here (the admin routes refuse).
 */
export function TwoFactorPage() {
  const twoFactor = useTwoFactor();
  const { data: identity } = useGetIdentity<AdminIdentity>();
  const invalidateAuth = useInvalidateAuthStore();
  const navigate = useNavigate();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [action, setAction] = useState<CodeAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const attempt = async (work: () => Promise<void>) => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(serverMessage(error, 'That did not work. Please try again.'));
    }
  };
  const { status } = twoFactor;

  let body: React.ReactNode;
  if (twoFactor.loading) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (twoFactor.error || !status)
    body = <LoadFailed message="Could not read your two-factor sign-in." onRetry={() => void twoFactor.reload()} retryLabel="Try again" />;
  else if (codes)
    body = (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <RecoveryCodes codes={codes} email={identity?.email} />
        <Button
          type="primary"
          onClick={async () => {
            setCodes(null);
            await Promise.all([twoFactor.reload(), invalidateAuth()]);
            if (status.required) navigate('/');
          }}
        >
          I have saved them
        </Button>
      </Space>
    );
  else if (setup)
    body = (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Steps
          direction="vertical"
          size="small"
          items={[
            {
              title: 'Scan the code',
              description: 'Open your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) and add an account by scanning.',
            },
            { title: 'Enter the code the app shows', description: 'Six digits, new every 30 seconds.' },
          ]}
        />
        <Flex gap={24} wrap align="center">
          <Image src={setup.qrCode} alt="QR code to scan with your authenticator app" width={200} height={200} preview={false} />
          <div>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
              Cannot scan? Type this key into the app:
            </Typography.Paragraph>
            <Typography.Text code copyable={{ text: setup.secret }} style={{ fontSize: 15, wordBreak: 'break-all' }}>
              {setup.secret.match(/.{1,4}/g)?.join(' ')}
            </Typography.Text>
          </div>
        </Flex>
        <div style={{ maxWidth: 320 }}>
          <TwoFactorCodeForm
            busy={twoFactor.busy}
            allowRecoveryCode={false}
            submitLabel="Turn on"
            onCode={(code) =>
              attempt(async () => {
                setCodes(await twoFactor.finishSetup(code));
                setSetup(null);
              })
            }
          />
          <Button type="link" onClick={() => setSetup(null)} style={{ paddingLeft: 0, marginTop: 8 }}>
            Cancel
          </Button>
        </div>
      </Space>
    );
  else if (!status.enabled)
    body = (
      <Space direction="vertical" size="middle">
        <Typography.Paragraph style={{ margin: 0 }}>
          Two-factor sign-in is <strong>off</strong>. With it on, signing in takes your password and a code from an app on your phone, so a stolen
          password alone does not open the admin area.
        </Typography.Paragraph>
        <Button type="primary" loading={twoFactor.busy} onClick={() => attempt(async () => setSetup(await twoFactor.startSetup()))}>
          Turn on two-factor sign-in
        </Button>
      </Space>
    );
  else
    body = (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Two-factor sign-in is <strong>on</strong>. {status.recoveryCodesLeft} of 10 recovery codes left.
        </Typography.Paragraph>
        {status.recoveryCodesLeft <= FEW_RECOVERY_CODES && (
          <Alert type="warning" showIcon message="Few recovery codes left: make new ones so you are not locked out if you lose your phone." />
        )}
        <Space wrap>
          <Button onClick={() => setAction('renew')}>New recovery codes</Button>
          {status.required ? (
            <Typography.Text type="secondary">Administrators must keep two-factor sign-in on.</Typography.Text>
          ) : (
            <Button danger onClick={() => setAction('turn-off')}>
              Turn off
            </Button>
          )}
        </Space>
      </Space>
    );

  return (
    <Flex justify="center" style={{ padding: 24 }}>
      <Card
        style={{ width: '100%', maxWidth: 640 }}
        title={
          <>
            <SafetyOutlined /> Two-factor sign-in
          </>
        }
      >
        {status?.required && !status.enabled && !codes && (
          <Alert
            type="info"
            showIcon
            message="Administrators must use two-factor sign-in"
            description="Turn it on to go on to the admin area."
            style={{ marginBottom: 16 }}
          />
        )}
        {failure && !action && <Alert type="error" showIcon role="alert" message={failure} style={{ marginBottom: 16 }} />}
        {body}
      </Card>
      <Modal
        open={action !== null}
        title={action === 'turn-off' ? 'Turn off two-factor sign-in?' : 'Make new recovery codes?'}
        footer={null}
        destroyOnHidden
        onCancel={() => {
          setAction(null);
          setFailure(null);
        }}
      >
        <Typography.Paragraph>
          {action === 'turn-off'
            ? 'Signing in will take your password alone. Enter a code to confirm.'
            : 'Your current recovery codes stop working. Enter a code to confirm.'}
        </Typography.Paragraph>
        {failure && <Alert type="error" showIcon role="alert" message={failure} style={{ marginBottom: 16 }} />}
        <TwoFactorCodeForm
          busy={twoFactor.busy}
          submitLabel={action === 'turn-off' ? 'Turn off' : 'Make new codes'}
          onCode={(code) =>
            attempt(async () => {
              if (action === 'turn-off') await twoFactor.turnOff(code);
              else setCodes(await twoFactor.renewRecoveryCodes(code));
              setAction(null);
              await twoFactor.reload();
            })
          }
        />
      </Modal>
    </Flex>
  );
}

export default TwoFactorPage;
