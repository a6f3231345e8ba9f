import type { ReactNode } from 'react';
import { Badge, Space } from 'antd';
import { AppstoreOutlined, BulbOutlined, FileSearchOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { RouteLinkButton } from '../../../components/route-link-button';

const LINKS: Array<{ to: string; label: string; icon: ReactNode; counted?: boolean }> = [
  { to: '/users', label: 'Brukere', icon: <UserOutlined /> },
  { to: '/products', label: 'Produkter', icon: <AppstoreOutlined /> },
  { to: '/inquiries', label: 'Henvendelser', icon: <MessageOutlined />, counted: true },
  { to: '/logs', label: 'Systemlogger', icon: <FileSearchOutlined /> },
  { to: '/ideas', label: 'Ideer', icon: <BulbOutlined /> },
];

/** Buttons to the admin pages used most; the inquiries button carries the count of new ones. */
export function QuickAccess({ newInquiries }: { newInquiries: number | undefined }) {
  return (
    <nav aria-label="Hurtigtilgang" style={{ marginBottom: 16 }}>
      <Space wrap>
        {LINKS.map(({ to, label, icon, counted }) => {
          const button = (
            <RouteLinkButton key={to} to={to} icon={icon}>
              {label}
            </RouteLinkButton>
          );
          return counted ? (
            <Badge key={to} count={newInquiries ?? 0} title={`${newInquiries ?? 0} nye`}>
              {button}
            </Badge>
          ) : (
            button
          );
        })}
      </Space>
    </nav>
  );
}
