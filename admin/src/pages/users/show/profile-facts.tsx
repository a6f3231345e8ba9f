import { Descriptions, Typography } from 'antd';
import { formatDate, formatDateTime, formatNok, type AdminUser } from '@platform/shared';
import { NONE, USER_TEXTS } from '../labels';

const yesNo = (value: boolean) => (value ? 'Ja' : 'Nei');

/** What the admin sees but does not edit here. */
export function ProfileFacts({ user }: { user: AdminUser }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        { key: 'email', label: 'E-post', children: user.email },
        { key: 'signUp', label: 'Registrert', children: user.signUpDate ? formatDate(user.signUpDate) : NONE },
        { key: 'lastLogin', label: 'Sist innlogget', children: user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Aldri' },
        { key: 'referral', label: 'Kom fra', children: user.referralSource || NONE },
        { key: 'gmail', label: 'Gmail koblet', children: yesNo(user.linkedGmail) },
        {
          key: 'vipps',
          label: 'Vipps koblet',
          children: (
            <span>
              {yesNo(user.linkedVipps)} <Typography.Text type="secondary">({USER_TEXTS.vippsNote})</Typography.Text>
            </span>
          ),
        },
        {
          key: 'twoFactor',
          label: 'Tofaktorinnlogging',
          children: user.twoFactorEnabled ? 'På' : 'Av',
        },
        { key: 'spent', label: 'Totalt betalt', children: formatNok(user.totalSpent) },
      ]}
    />
  );
}
