import type { ReactNode } from 'react';
import { App, Avatar, Dropdown, Flex, Layout, Space, Tag, theme, Typography, type MenuProps } from 'antd';
import { HomeOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import type { PlatformUser } from '@platform/shared';
import { signOut, useCurrentUser } from '../../auth';
import { LanguageSwitcher } from '../../components/language-switcher';
import { LinkButton } from '../../components/link-button';
import { usePageMeta } from '../../components/use-page-meta';
import { localePath, useLocale, useT } from '../../i18n';
import {
  accountPath,
  createListingPath,
  dashboardPath,
  myListingsPath,
  propertyListingsPath,
  savedListingsPath,
  signInPath,
  signUpPath,
} from '../../site-paths';
import { useListingsTexts } from './listings-texts';

interface ListingsFrameProps {
  /** The browser tab's title; the product's name follows it. */
  pageTitle?: string;
  children: ReactNode;
}

/**
 * The property-listings product's own frame: the product is public and free, so it has no access check; a sticky
 * header with sign-in or the user's menu, the page, and the product's footer. antd's App lives here for the pages'
 * messages and confirm dialogs.
 */
export function ListingsFrame({ pageTitle, children }: ListingsFrameProps) {
  const t = useT();
  const texts = useListingsTexts();
  usePageMeta({ title: pageTitle ? `${pageTitle} – ${texts.title}` : `${texts.title} – ${t.platformName}` });
  return (
    <App component={false}>
      <Layout style={{ minHeight: '100vh' }}>
        <ListingsHeader />
        <Layout.Content style={{ width: '100%', maxWidth: 1200, margin: '0 auto', padding: '16px 24px 48px' }}>{children}</Layout.Content>
        <ListingsFooter />
      </Layout>
    </App>
  );
}

function ListingsHeader() {
  const t = useT();
  const texts = useListingsTexts();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const { user, loading } = useCurrentUser();
  const here = pathname + search;

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        background: '#fff',
        borderBottom: '1px solid #f0f0f0',
        height: 'auto',
        lineHeight: 'normal',
        padding: '12px 24px',
      }}
    >
      <Flex align="center" justify="space-between" gap={16} wrap style={{ maxWidth: 1200, margin: '0 auto' }}>
        <Flex align="center" gap={12} wrap>
          <Link to={localePath(locale)} aria-label={`${t.platformName} – ${texts.home}`} style={{ color: 'inherit', fontSize: 20 }}>
            <HomeOutlined />
          </Link>
          <Link to={propertyListingsPath(locale)} style={{ color: 'inherit' }}>
            <Typography.Text strong style={{ fontSize: 20 }}>
              {texts.title}
            </Typography.Text>
          </Link>
          <Tag color="green">{texts.free}</Tag>
        </Flex>
        <Flex align="center" gap={12} wrap>
          <LanguageSwitcher />
          {!loading &&
            (user ? (
              <>
                <LinkButton type="primary" icon={<PlusOutlined />} to={createListingPath(locale)}>
                  {texts.listProperty}
                </LinkButton>
                <ListingsUserMenu user={user} here={here} />
              </>
            ) : (
              <>
                <LinkButton to={signInPath(locale, here)}>{texts.signIn}</LinkButton>
                <LinkButton type="primary" to={signUpPath(locale, here)}>
                  {texts.signUp}
                </LinkButton>
              </>
            ))}
        </Flex>
      </Flex>
    </Layout.Header>
  );
}

const fullName = (user: PlatformUser) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** Name and e-mail, the user's pages, back to the platform and sign-out; account settings lead back here. */
function ListingsUserMenu({ user, here }: { user: PlatformUser; here: string }) {
  const texts = useListingsTexts();
  const locale = useLocale();
  const { token } = theme.useToken();
  const name = fullName(user);
  const initials = (`${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}` || user.email[0] || '?').toUpperCase();
  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      label: (
        <Flex vertical>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary">{user.email}</Typography.Text>
        </Flex>
      ),
    },
    { type: 'divider' },
    { key: 'dashboard', label: <Link to={dashboardPath(locale)}>{texts.menu.dashboard}</Link> },
    { key: 'mine', label: <Link to={myListingsPath(locale)}>{texts.menu.myListings}</Link> },
    { key: 'saved', label: <Link to={savedListingsPath(locale)}>{texts.menu.saved}</Link> },
    { key: 'account', label: <Link to={accountPath(locale, here)}>{texts.menu.account}</Link> },
    { key: 'platform', label: <Link to={localePath(locale)}>{texts.menu.backToPlatform}</Link> },
    { type: 'divider' },
    { key: 'sign-out', label: texts.menu.signOut, onClick: () => void signOut() },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <button type="button" aria-label={texts.userMenu} style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}>
        <Avatar style={{ backgroundColor: token.colorPrimary }}>{initials}</Avatar>
      </button>
    </Dropdown>
  );
}

function ListingsFooter() {
  const t = useT();
  const texts = useListingsTexts();
  const locale = useLocale();
  return (
    <Layout.Footer style={{ textAlign: 'center' }}>
      <nav aria-label={texts.footer.label} style={{ marginBottom: 8 }}>
        <Space split="·" wrap>
          <Link to={localePath(locale, '/products/api-platform')}>{texts.footer.api}</Link>
          <Link to={localePath(locale, '/about')}>{texts.footer.about}</Link>
          <Link to={localePath(locale, '/contact')}>{texts.footer.contact}</Link>
          <Link to={localePath(locale)}>{texts.footer.platform}</Link>
          <Link to={dashboardPath(locale)}>{texts.footer.dashboard}</Link>
        </Space>
      </nav>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        {texts.footer.note}
      </Typography.Paragraph>
      © {new Date().getFullYear()} {t.footer}
    </Layout.Footer>
  );
}
