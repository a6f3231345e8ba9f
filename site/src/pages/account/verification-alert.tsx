import { Alert, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { localePath, useLocale, useT } from '../../i18n';
import { ResendVerification } from '../auth/resend-verification';

/** Shown while the e-mail address is unverified: how to verify, and a new mail on request. */
export function VerificationAlert({ email }: { email: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Alert
      type="warning"
      showIcon
      message={t.verification.warningTitle}
      description={
        <Flex vertical gap={12}>
          <Typography.Text>
            {t.verification.warningText} <Link to={localePath(locale, '/auth/verify-email')}>{t.verification.howTo}</Link>
          </Typography.Text>
          <ResendVerification email={email} />
        </Flex>
      }
      style={{ marginBottom: 24 }}
    />
  );
}
