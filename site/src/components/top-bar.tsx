import { Flex, Layout } from 'antd';
import { Link } from 'react-router';
import { useCurrentUser } from '../auth';
import { localePath, useLocale, useT } from '../i18n';
import { LanguageSwitcher } from './language-switcher';
import { LinkButton } from './link-button';
import { UserMenu } from './user-menu';

/** Platform name, language switcher and the sign-in button or user menu (`account={false}` on the auth pages). */
export function TopBar({ account = true }: { account?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { user, loading } = useCurrentUser();

  return (
    <Layout.Header style={{ background: '#fff', borderBottom: '1px solid #f0f0f0', paddingInline: 24 }}>
      <Flex align="center" justify="space-between" style={{ height: '100%' }}>
        <Link to={localePath(locale)} style={{ fontSize: 20, fontWeight: 600, color: 'inherit' }}>
          {t.platformName}
        </Link>
        <Flex align="center" gap={16}>
          <LanguageSwitcher />
          {account && !loading && (user ? (
            <UserMenu user={user} />
          ) : (
            <LinkButton type="primary" to={localePath(locale, '/auth/sign-in')}>
              {t.topBar.signIn}
            </LinkButton>
          ))}
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
