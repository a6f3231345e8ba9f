import type { ReactNode } from 'react';
import { Flex, Layout, Menu } from 'antd';
import { Link, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher';
import { localePath, useLocale, useT } from '../../i18n';
import { profileConfig } from './profile.config';

const PAGES = ['', '/blog', '/companies', '/portfolio', '/resume', '/contact'] as const;
type NavKey = keyof ReturnType<typeof useT>['me']['nav'];
const NAV_KEYS: Record<(typeof PAGES)[number], NavKey> = {
  '': 'home',
  '/blog': 'blog',
  '/companies': 'companies',
  '/portfolio': 'portfolio',
  '/resume': 'resume',
  '/contact': 'contact',
};

/** The personal site's own frame: the persona's name, its pages, the language switcher. */
export function MeLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const page = PAGES.find((candidate) => candidate && pathname.endsWith(`/me${candidate}`)) ?? '';

  return (
    <Layout style={{ minHeight: '100vh', background: '#fff' }}>
      <Layout.Header style={{ background: '#fff', borderBottom: '1px solid #f0f0f0', paddingInline: 24 }}>
        <Flex align="center" justify="space-between" gap={16} style={{ height: '100%', maxWidth: 1100, margin: '0 auto' }}>
          <Link to={localePath(locale, '/me')} style={{ fontSize: 20, fontWeight: 600, color: 'inherit', whiteSpace: 'nowrap' }}>
            {profileConfig.name}
          </Link>
          <Menu
            mode="horizontal"
            aria-label={t.me.navLabel}
            selectedKeys={[NAV_KEYS[page]]}
            style={{ flex: 1, minWidth: 0, justifyContent: 'flex-end', borderBottom: 0 }}
            items={PAGES.map((path) => ({
              key: NAV_KEYS[path],
              label: <Link to={localePath(locale, `/me${path}`)}>{t.me.nav[NAV_KEYS[path]]}</Link>,
            }))}
          />
          <LanguageSwitcher />
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ width: '100%', maxWidth: 1100, margin: '0 auto', padding: '0 24px 64px' }}>{children}</Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', background: '#fafafa' }}>
        © {new Date().getFullYear()} {profileConfig.name}
      </Layout.Footer>
    </Layout>
  );
}
