import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { usePageMeta } from '../../components/use-page-meta';
import { useT } from '../../i18n';
import { MeLayout } from './me-layout';
import { profileConfig } from './profile.config';

/** /me/portfolio: selected projects, newest first. */
export default function MePortfolioPage() {
  const t = useT();
  usePageMeta({ title: `${t.me.nav.portfolio} – ${profileConfig.name}`, description: t.me.portfolioIntro });
  const projects = [...profileConfig.portfolio].sort((a, b) => b.year - a.year);
  return (
    <MeLayout>
      <Typography.Title style={{ marginTop: 48 }}>{t.me.nav.portfolio}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
        {t.me.portfolioIntro}
      </Typography.Paragraph>
      <Row gutter={[24, 24]}>
        {projects.map((project) => (
          <Col key={project.title} xs={24} md={12} lg={8}>
            <Card style={{ height: '100%' }}>
              <Typography.Text type="secondary">{project.year}</Typography.Text>
              <Typography.Title level={4} style={{ marginTop: 4 }}>
                {project.title}
              </Typography.Title>
              <Typography.Paragraph>{project.description}</Typography.Paragraph>
              <Flex gap={6} wrap>
                {project.tags.map((tag) => (
                  <Tag key={tag}>{tag}</Tag>
                ))}
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    </MeLayout>
  );
}
