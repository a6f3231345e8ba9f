import type { ReactNode } from 'react';
import { App, Layout, Space } from 'antd';
import { Link } from 'react-router';
import { localePath, useLocale, useT } from '../i18n';
import { TopBar } from './top-bar';

/**
 * Top bar, a centred content column and the footer; `account={false}` hides sign-in/user menu (auth pages).
 * antd's App lives here, not in the always-loaded shell: messages and confirm dialogs (App.useApp) get the locale
 * and theme, and their code loads with the pages that use them.
 */
export function SiteLayout({ children, account = true }: { children: ReactNode; account?: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <App component={false}>
      <Layout style={{ minHeight: '100vh' }}>
        <TopBar account={account} />
        <Layout.Content style={{ width: '100%', maxWidth: 1200, margin: '0 auto', padding: '0 24px 48px' }}>{children}</Layout.Content>
        <Layout.Footer style={{ textAlign: 'center' }}>
          <nav aria-label={t.footerLinks.label} style={{ marginBottom: 8 }}>
            <Space split="·">
              <Link to={localePath(locale, '/about')}>{t.footerLinks.about}</Link>
              <Link to={localePath(locale, '/contact')}>{t.footerLinks.contact}</Link>
            </Space>
          </nav>
          © {new Date().getFullYear()} {t.footer}
        </Layout.Footer>
      </Layout>
    </App>
  );
}
