import { Avatar, Dropdown, theme, type MenuProps } from 'antd';
import { Link } from 'react-router';
import { isAdmin, type PlatformUser } from '@platform/shared';
import { signOut } from '../auth';
import { localePath, useLocale, useT } from '../i18n';
import { ADMIN_PATH } from '../site-paths';

function initials(user: PlatformUser): string {
  const fromName = `${user.firstName?.[0] ?? ''}${user.lastName?.[0] ?? ''}`;
  return (fromName || user.email[0] || '?').toUpperCase();
}

/** The signed-in user's avatar with e-mail, account, admin (accessLevel above 4 only) and sign-out entries. */
export function UserMenu({ user }: { user: PlatformUser }) {
  const t = useT();
  const { token } = theme.useToken();
  const locale = useLocale();
  const items: MenuProps['items'] = [
    { key: 'email', label: user.email, disabled: true },
    { type: 'divider' },
    { key: 'account', label: <Link to={localePath(locale, '/account')}>{t.topBar.account}</Link> },
    // A plain link: the admin app is a separate SPA and needs a full page load.
    ...(isAdmin(user) ? [{ key: 'admin', label: <a href={ADMIN_PATH}>{t.topBar.adminDashboard}</a> }] : []),
    { key: 'sign-out', label: t.topBar.signOut, onClick: () => void signOut() },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <button type="button" aria-label={t.topBar.userMenu} style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer' }}>
        <Avatar style={{ backgroundColor: token.colorPrimary }}>{initials(user)}</Avatar>
      </button>
    </Dropdown>
  );
}
