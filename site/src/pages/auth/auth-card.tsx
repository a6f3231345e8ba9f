import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { SiteLayout } from '../../components/site-layout';

/** The sign-in/sign-up frame: the site's top bar (no account actions) and a centred card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SiteLayout account={false}>
      <Card style={{ maxWidth: 420, margin: '48px auto 0' }}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </SiteLayout>
  );
}
