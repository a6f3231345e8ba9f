import { Button, Flex, Typography } from 'antd';
import { isAdmin } from '@platform/shared';
import { useCurrentUser } from '../../auth';
import { LinkButton } from '../../components/link-button';
import { localePath, useLocale, useT } from '../../i18n';
import { ADMIN_PATH } from '../../site-paths';

export function Hero() {
  const t = useT();
  const locale = useLocale();
  const { user, loading } = useCurrentUser();

  return (
    <section style={{ padding: '64px 0 48px', maxWidth: 720 }}>
      <Typography.Title>{t.hero.headline}</Typography.Title>
      <Typography.Paragraph style={{ fontSize: 18 }}>{t.hero.text}</Typography.Paragraph>
      {!loading && (
        <Flex gap={12} wrap>
          {!user && (
            <>
              <LinkButton type="primary" size="large" to={localePath(locale, '/auth/sign-up')}>
                {t.hero.signUp}
              </LinkButton>
              <LinkButton size="large" to={localePath(locale, '/auth/sign-in')}>
                {t.hero.signIn}
              </LinkButton>
            </>
          )}
          {/* A plain href: the admin app is a separate SPA and needs a full page load. */}
          {isAdmin(user) && (
            <Button type="primary" size="large" href={ADMIN_PATH}>
              {t.hero.adminDashboard}
            </Button>
          )}
          {user && !isAdmin(user) && (
            <Button size="large" href="#products">
              {t.hero.browseProducts}
            </Button>
          )}
        </Flex>
      )}
    </section>
  );
}
