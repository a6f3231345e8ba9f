import { Typography } from 'antd';
import { usePageMeta } from '../../components/use-page-meta';
import { useT } from '../../i18n';
import { CompanyCards, ExternalLink } from './me-sections';
import { PageSection } from '../../components/page-section';
import { MeLayout } from './me-layout';
import { profileConfig } from './profile.config';

/** /me/companies: the companies, and the consultancy. */
export default function MeCompaniesPage() {
  const t = useT();
  usePageMeta({ title: `${t.me.nav.companies} – ${profileConfig.name}`, description: profileConfig.tagline });
  const { consultancy } = profileConfig;
  return (
    <MeLayout>
      <Typography.Title style={{ marginTop: 48 }}>{t.me.nav.companies}</Typography.Title>
      <CompanyCards companies={profileConfig.companies} />
      <PageSection title={t.me.consultancy} id="consultancy">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {consultancy.name}
        </Typography.Title>
        <Typography.Paragraph>{consultancy.pitch}</Typography.Paragraph>
        <ExternalLink href={consultancy.url}>{t.me.consultancyCta}</ExternalLink>
      </PageSection>
    </MeLayout>
  );
}
