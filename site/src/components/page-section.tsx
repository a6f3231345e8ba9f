import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** A titled section of a long page, labelled by its heading for screen readers and #anchors. */
export function PageSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={{ marginTop: 56 }}>
      <Typography.Title level={2} id={id}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
