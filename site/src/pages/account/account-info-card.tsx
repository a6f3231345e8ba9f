import { Card, Descriptions } from 'antd';
import { Link } from 'react-router';
import { ACCESS_LEVELS, formatDate, type AccessLevel, type PlatformUser } from '@platform/shared';
import { localePath, useLocale, useT } from '../../i18n';

export function AccountInfoCard({ user }: { user: PlatformUser }) {
  const t = useT();
  const locale = useLocale();
  const levelName = ACCESS_LEVELS[user.accessLevel as AccessLevel];
  return (
    <Card title={t.account.info.title}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t.account.info.email}>{user.email}</Descriptions.Item>
        {user.createdAt && <Descriptions.Item label={t.account.info.memberSince}>{formatDate(user.createdAt)}</Descriptions.Item>}
        <Descriptions.Item label={t.account.info.accessLevel}>
          {levelName ? `${user.accessLevel} – ${levelName}` : user.accessLevel}
        </Descriptions.Item>
      </Descriptions>
      <Link to={localePath(locale, '/account/subscriptions')}>{t.account.info.subscriptions}</Link>
    </Card>
  );
}
