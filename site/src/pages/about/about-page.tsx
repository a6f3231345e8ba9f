import { Flex, Typography } from 'antd';
import { LinkButton } from '../../components/link-button';
import { SiteLayout } from '../../components/site-layout';
import { usePageMeta } from '../../components/use-page-meta';
import { localePath, useLocale, useT } from '../../i18n';

/** /{locale}/about: what the platform is, in a few plain paragraphs. */
export default function AboutPage() {
  const t = useT();
  const locale = useLocale();
  usePageMeta({ title: `${t.about.title} – ${t.platformName}`, description: t.about.metaDescription });
  return (
    <SiteLayout>
      <div style={{ maxWidth: 720, margin: '0 auto', paddingTop: 48 }}>
        <Typography.Title>{t.about.title}</Typography.Title>
        {t.about.paragraphs.map((paragraph) => (
          <Typography.Paragraph key={paragraph} style={{ fontSize: 16 }}>
            {paragraph}
          </Typography.Paragraph>
        ))}
        <Flex gap={12} wrap style={{ marginTop: 24 }}>
          <LinkButton type="primary" to={`${localePath(locale)}#products`}>
            {t.about.products}
          </LinkButton>
          <LinkButton to={localePath(locale, '/contact')}>{t.about.contact}</LinkButton>
        </Flex>
      </div>
    </SiteLayout>
  );
}
