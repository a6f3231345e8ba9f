import type { ReactNode } from 'react';
import { Flex, Layout, Typography } from 'antd';
import { Link } from 'react-router';
import { isAdmin, type PlatformUser, type ProductAccess, type ProductStatus } from '@platform/shared';
import { LanguageSwitcher } from '../../components/language-switcher';
import { ProductAccessTag } from '../../components/product-access-tag';
import { ProductStatusTag } from '../../components/product-status-tag';
import { ADMIN_PRODUCTS_PATH } from '../../site-paths';
import { useFrameTexts } from './frame-texts';

interface AreaHeaderProps {
  title: string;
  /** Null for an anonymous visitor of a product without sign-in: a sign-in link instead of the account's. */
  user: PlatformUser | null;
  /** Known once the product's public page has loaded; no chip until then. */
  status: ProductStatus | null;
  /** Known once the server has let the user in. */
  access: ProductAccess | null;
  backTo: string;
  accountPath: string;
  signInPath: string;
  /** The area's own links, first in the menu. */
  extra?: ReactNode;
}

/** Every area's header: its title with the product's status and the user's access, and the area menu. */
export function AreaHeader({ title, user, status, access, backTo, accountPath, signInPath, extra }: AreaHeaderProps) {
  const texts = useFrameTexts();
  const admin = user !== null && isAdmin(user);
  return (
    <Layout.Header style={{ background: '#fff', borderBottom: '1px solid #f0f0f0', height: 'auto', lineHeight: 'normal', padding: '12px 24px' }}>
      <Flex align="center" justify="space-between" gap={16} wrap style={{ maxWidth: 1200, margin: '0 auto' }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
            {title}
          </Typography.Title>
          {status && <ProductStatusTag status={status} />}
          {access && user && <ProductAccessTag access={access} isAdmin={admin} />}
        </Flex>
        <nav aria-label={texts.areaMenu}>
          <Flex align="center" gap={16} wrap>
            {extra}
            <LanguageSwitcher />
            <Link to={backTo}>{texts.backToOverview}</Link>
            {user ? <Link to={accountPath}>{texts.myAccount}</Link> : <Link to={signInPath}>{texts.signIn}</Link>}
            {/* A plain link: the admin app is a separate SPA and needs a full page load. */}
            {admin && <a href={ADMIN_PRODUCTS_PATH}>{texts.adminProducts}</a>}
          </Flex>
        </nav>
      </Flex>
    </Layout.Header>
  );
}
