import { Card, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { isInquiryType } from '@platform/shared';
import { SiteLayout } from '../../components/site-layout';
import { usePageMeta } from '../../components/use-page-meta';
import { useT } from '../../i18n';
import { InquiryForm } from './inquiry-form';

/** /{locale}/contact: the contact form; `?type=consultancy` (or another type) chooses what it is about. */
export default function ContactPage() {
  const t = useT();
  const type = useSearchParams()[0].get('type');
  usePageMeta({ title: `${t.contact.title} – ${t.platformName}`, description: t.contact.metaDescription });
  return (
    <SiteLayout>
      <div style={{ maxWidth: 720, margin: '0 auto', paddingTop: 48 }}>
        <Typography.Title>{t.contact.title}</Typography.Title>
        <Typography.Paragraph style={{ fontSize: 16 }}>{t.contact.intro}</Typography.Paragraph>
        <Card>
          <InquiryForm name="contact" initialType={isInquiryType(type) ? type : undefined} />
        </Card>
      </div>
    </SiteLayout>
  );
}
