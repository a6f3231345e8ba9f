import { Layout, theme } from 'antd';
import { useGetIdentity, useLogout } from '@refinedev/core';
import type { RefineThemedLayoutHeaderProps } from '@refinedev/antd';
import { useLocation, useNavigate } from 'react-router';
import { TWO_FACTOR_PAGE_PATH } from '../../config/constants';
import type { AdminIdentity } from '../../providers/auth-provider';
import { UserMenu } from './user-menu';

/** The layout's top bar: for now only the user's avatar menu, on the right. */
export function AdminHeader({ sticky = true }: RefineThemedLayoutHeaderProps) {
  const { token } = theme.useToken();
  const { data: user } = useGetIdentity<AdminIdentity>();
  const { mutate: logout } = useLogout();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  return (
    <Layout.Header
      style={{
        backgroundColor: token.colorBgElevated,
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        padding: '0 24px',
        height: 64,
        ...(sticky ? { position: 'sticky', top: 0, zIndex: 1 } : {}),
      }}
    >
      {user && <UserMenu user={user} currentPath={pathname} onTwoFactor={() => navigate(TWO_FACTOR_PAGE_PATH)} onSignOut={() => logout()} />}
    </Layout.Header>
  );
}
