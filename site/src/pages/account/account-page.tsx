import { Col, Flex, Row, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useLocation, useSearchParams } from 'react-router';
import { isAdmin, type PlatformUser } from '@platform/shared';
import { isEmailVerified } from '../../auth';
import { RequireUser } from '../../components/require-user';
import { SiteLayout } from '../../components/site-layout';
import { useLocale, useT } from '../../i18n';
import { signInPath } from '../../site-paths';
import { redirectTarget } from '../auth/redirect';
import { AccountInfoCard } from './account-info-card';
import { GmailCard } from './gmail-card';
import { MyProducts } from './my-products';
import { ProfileForm } from './profile-form';
import { VerificationAlert } from './verification-alert';

/** /account (Min konto); `?from=` gives a way back to where the user came from (e.g. the admin app). */
export default function AccountPage() {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <RequireUser signInPath={signInPath(locale, pathname + search)}>
      {(user) => (
        <SiteLayout>
          <Account user={user} />
        </SiteLayout>
      )}
    </RequireUser>
  );
}

function BackLink() {
  const t = useT();
  const locale = useLocale();
  const from = useSearchParams()[0].get('from');
  if (!from) return null;
  const target = redirectTarget(from, locale);
  const content = (
    <>
      <ArrowLeftOutlined /> {t.account.back}
    </>
  );
  // The admin app is another SPA: a plain link loads it.
  return target.fullPageLoad ? <a href={target.path}>{content}</a> : <Link to={target.path}>{content}</Link>;
}

function Account({ user }: { user: PlatformUser }) {
  const t = useT();
  return (
    <div style={{ paddingTop: 32 }}>
      <BackLink />
      <Flex align="center" gap={12} style={{ margin: '8px 0 24px' }}>
        <Typography.Title style={{ margin: 0 }}>{t.account.title}</Typography.Title>
        {isAdmin(user) && <Tag color="purple">{t.account.adminBadge}</Tag>}
      </Flex>
      {!isEmailVerified(user) && <VerificationAlert email={user.email} />}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          <ProfileForm user={user} />
          <MyProducts />
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap={24}>
            <AccountInfoCard user={user} />
            <GmailCard user={user} />
          </Flex>
        </Col>
      </Row>
    </div>
  );
}
