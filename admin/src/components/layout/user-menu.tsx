import { Avatar, Button, Dropdown, theme, type MenuProps } from 'antd';
import { HomeOutlined, LogoutOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { SITE_ROOT } from '../../config/constants';
import { accountUrl, goToSite } from '../../utils/site-navigation';

export interface UserMenuUser {
  email: string;
  username?: string;
  firstName?: string | null;
  lastName?: string | null;
}

interface UserMenuProps {
  user: UserMenuUser;
  /** The router path being shown (e.g. /ideas); "My account" brings the user back to it. */
  currentPath: string;
  onSignOut: () => void;
  /** Opens the user's own two-factor sign-in page. */
  onTwoFactor: () => void;
}

export function initialsOf(user: UserMenuUser): string {
  const fromName = [user.firstName, user.lastName].map((part) => part?.trim()?.[0] ?? '').join('');
  return (fromName || user.username?.[0] || user.email[0] || '?').toUpperCase();
}

/** The avatar in the header and its menu: who is signed in, the way back to the site, two-factor sign-in and sign-out. */
export function UserMenu({ user, currentPath, onSignOut, onTwoFactor }: UserMenuProps) {
  const { token } = theme.useToken();
  const items: MenuProps['items'] = [
    { key: 'email', label: user.email, disabled: true },
    { type: 'divider' },
    { key: 'overview', label: 'Back to overview', icon: <HomeOutlined /> },
    { key: 'account', label: 'My account', icon: <UserOutlined /> },
    { key: 'two-factor', label: 'Two-factor sign-in', icon: <SafetyOutlined /> },
    { type: 'divider' },
    { key: 'sign-out', label: 'Sign out', icon: <LogoutOutlined />, danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'overview') goToSite(SITE_ROOT);
    else if (key === 'account') goToSite(accountUrl(currentPath));
    else if (key === 'two-factor') onTwoFactor();
    else if (key === 'sign-out') onSignOut();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" shape="circle" aria-label="Account menu" style={{ padding: 0, height: 'auto' }}>
        <Avatar style={{ backgroundColor: token.colorPrimary }}>{initialsOf(user)}</Avatar>
      </Button>
    </Dropdown>
  );
}
