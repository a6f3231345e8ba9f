import type { ReactNode } from 'react';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { formatDate } from '@platform/shared';
import { localePath, useLocale, useT } from '../../i18n';
import type { BlogPost, ProfileCompany } from './profile.config';

/** An outside link: new tab, no opener. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children} <ExportOutlined style={{ fontSize: 12 }} />
    </a>
  );
}

export function CompanyCards({ companies }: { companies: ProfileCompany[] }) {
  const t = useT();
  return (
    <Row gutter={[24, 24]}>
      {companies.map((company) => (
        <Col key={company.name} xs={24} md={8}>
          <Card style={{ height: '100%' }} data-testid="company-card">
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              {company.name}
            </Typography.Title>
            <Typography.Text type="secondary">
              {company.role} · {t.me.founded(company.founded)}
            </Typography.Text>
            <Typography.Paragraph style={{ marginTop: 12 }}>{company.description}</Typography.Paragraph>
            <ExternalLink href={company.url}>{t.me.visitSite}</ExternalLink>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

export function PostSummary({ post }: { post: BlogPost }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card style={{ height: '100%' }}>
      <Typography.Text type="secondary">
        {formatDate(post.date)} · {t.me.readingTime(post.readingMinutes)}
      </Typography.Text>
      <Typography.Title level={4} style={{ marginTop: 8 }}>
        <Link to={`${localePath(locale, '/me/blog')}#${post.slug}`}>{post.title}</Link>
      </Typography.Title>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{post.excerpt}</Typography.Paragraph>
    </Card>
  );
}

export function SkillTags({ skills }: { skills: string[] }) {
  return (
    <Flex gap={8} wrap>
      {skills.map((skill) => (
        <Tag key={skill} color="blue" style={{ fontSize: 14, padding: '4px 10px' }}>
          {skill}
        </Tag>
      ))}
    </Flex>
  );
}

/** Newest first. */
export function latestPosts(posts: BlogPost[], count = posts.length): BlogPost[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date)).slice(0, count);
}
