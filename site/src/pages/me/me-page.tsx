import { Avatar, Button, Card, Col, Flex, Row, Statistic, theme, Typography } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { LinkButton } from '../../components/link-button';
import { usePageMeta } from '../../components/use-page-meta';
import { localePath, useLocale, useT } from '../../i18n';
import { ContactChips } from './contact-chips';
import { DownloadCvButton } from './download-cv-button';
import { MeLayout } from './me-layout';
import { CompanyCards, latestPosts, PostSummary, SkillTags } from './me-sections';
import { PageSection } from '../../components/page-section';
import { profileConfig } from './profile.config';

const LATEST_POSTS = 3;
const QUICK_LINKS = ['blog', 'companies', 'portfolio', 'resume', 'contact'] as const;

/** /me: the personal profile landing page, built from profile.config.ts. */
export default function MePage() {
  const t = useT();
  const locale = useLocale();
  const config = profileConfig;
  const initials = config.name
    .split(' ')
    .map((part) => part[0])
    .join('');
  const { token } = theme.useToken();
  usePageMeta({ title: `${config.name} – ${config.headline}`, description: config.tagline });

  return (
    <MeLayout>
      <section style={{ padding: '64px 0 16px' }}>
        <Flex gap={32} align="center" wrap>
          <Avatar size={112} style={{ backgroundColor: token.colorPrimary, fontSize: 40 }}>
            {initials}
          </Avatar>
          <Flex vertical gap={8} style={{ flex: 1, minWidth: 260 }}>
            <Typography.Title style={{ margin: 0 }}>{config.name}</Typography.Title>
            <Typography.Title level={4} type="secondary" style={{ margin: 0 }}>
              {config.headline}
            </Typography.Title>
            <Typography.Text type="secondary">
              <EnvironmentOutlined /> {config.location}
            </Typography.Text>
            <Typography.Paragraph style={{ fontSize: 17, margin: '8px 0' }}>{config.tagline}</Typography.Paragraph>
            <ContactChips contact={config.contact} />
            <Flex gap={12} wrap style={{ marginTop: 8 }}>
              <DownloadCvButton config={config} />
              <LinkButton to={localePath(locale, '/me/contact')}>{t.me.nav.contact}</LinkButton>
            </Flex>
          </Flex>
        </Flex>
      </section>

      <PageSection title={t.me.about} id="about">
        {config.about.map((paragraph) => (
          <Typography.Paragraph key={paragraph} style={{ fontSize: 16 }}>
            {paragraph}
          </Typography.Paragraph>
        ))}
      </PageSection>

      <PageSection title={t.me.skills} id="skills">
        <SkillTags skills={config.skills} />
      </PageSection>

      <section aria-label={t.me.statsTitle} style={{ marginTop: 56 }}>
        <Row gutter={[24, 24]}>
          {(['companiesFounded', 'projectsCompleted', 'yearsExperience', 'articlesWritten'] as const).map((key) => (
            <Col key={key} xs={12} md={6}>
              <Card>
                <Statistic title={t.me.stats[key]} value={config.stats[key]} />
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <PageSection title={t.me.companies} id="companies">
        <CompanyCards companies={config.companies.slice(0, 3)} />
      </PageSection>

      <PageSection title={t.me.consultancy} id="consultancy">
        <Card style={{ background: '#f0f5ff', borderColor: '#adc6ff' }}>
          <Typography.Title level={3} style={{ marginTop: 0 }}>
            {config.consultancy.name}
          </Typography.Title>
          <Typography.Paragraph style={{ fontSize: 16 }}>{config.consultancy.pitch}</Typography.Paragraph>
          <ul>
            {config.consultancy.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
          <Button type="primary" href={config.consultancy.url} target="_blank" rel="noopener noreferrer">
            {t.me.consultancyCta}
          </Button>
        </Card>
      </PageSection>

      <PageSection title={t.me.latestPosts} id="latest-posts">
        <Row gutter={[24, 24]}>
          {latestPosts(config.posts, LATEST_POSTS).map((post) => (
            <Col key={post.slug} xs={24} md={8}>
              <PostSummary post={post} />
            </Col>
          ))}
        </Row>
        <Typography.Paragraph style={{ marginTop: 16 }}>
          <Link to={localePath(locale, '/me/blog')}>{t.me.allPosts}</Link>
        </Typography.Paragraph>
      </PageSection>

      <PageSection title={t.me.quickLinks} id="quick-links">
        <Flex gap={12} wrap>
          {QUICK_LINKS.map((key) => (
            <LinkButton key={key} to={localePath(locale, `/me/${key}`)}>
              {t.me.nav[key]}
            </LinkButton>
          ))}
        </Flex>
      </PageSection>
    </MeLayout>
  );
}
