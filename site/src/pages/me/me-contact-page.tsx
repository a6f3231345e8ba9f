import { Card, Typography } from 'antd';
import { usePageMeta } from '../../components/use-page-meta';
import { useT } from '../../i18n';
import { ContactChips } from './contact-chips';
import { ExternalLink } from './me-sections';
import { MeLayout } from './me-layout';
import { profileConfig } from './profile.config';

/** /me/contact: the configured ways to get in touch. */
export default function MeContactPage() {
  const t = useT();
  usePageMeta({ title: `${t.me.nav.contact} – ${profileConfig.name}`, description: t.me.contactIntro });
  return (
    <MeLayout>
      <Typography.Title style={{ marginTop: 48 }}>{t.me.nav.contact}</Typography.Title>
      <Card style={{ maxWidth: 640 }}>
        <Typography.Paragraph style={{ fontSize: 16 }}>{t.me.contactIntro}</Typography.Paragraph>
        <ContactChips contact={profileConfig.contact} />
        <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0 }}>
          {profileConfig.consultancy.name}: <ExternalLink href={profileConfig.consultancy.url}>{t.me.consultancyCta}</ExternalLink>
        </Typography.Paragraph>
      </Card>
    </MeLayout>
  );
}
