import { Card, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { isInquiryType } from '@platform/shared';
import { SiteLayout } from '../../components/site-layout';
import { usePageMeta } from '../../components/use-page-meta';
import { useT } from '../../i18n';
import { useOrderPrefill } from './contact-prefill';
import { InquiryForm } from './inquiry-form';

/**
 * /{locale}/contact: the contact form; `?type=consultancy` (or another type) chooses what it is about, and
 * `?product=…&plan=…` (an order from the pricing page) fills in the subject and the start of the message.
 */
export default function ContactPage() {
  const t = useT();
  const [params] = useSearchParams();
  const type = params.get('type');
  const order = useOrderPrefill(params);
  usePageMeta({ title: `${t.contact.title} – ${t.platformName}`, description: t.contact.metaDescription });
  return (
    <SiteLayout>
      <div style={{ maxWidth: 720, margin: '0 auto', paddingTop: 48 }}>
        <Typography.Title>{t.contact.title}</Typography.Title>
        <Typography.Paragraph style={{ fontSize: 16 }}>{t.contact.intro}</Typography.Paragraph>
        <Card>
          <InquiryForm name="contact" initialType={isInquiryType(type) ? type : undefined} service={order?.service} initialMessage={order?.message} />
        </Card>
      </div>
    </SiteLayout>
  );
}
