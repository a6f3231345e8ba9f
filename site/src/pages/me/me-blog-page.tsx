import { useEffect } from 'react';
import { Divider, Typography } from 'antd';
import { useLocation } from 'react-router';
import { formatDate } from '@platform/shared';
import { usePageMeta } from '../../components/use-page-meta';
import { useT } from '../../i18n';
import { latestPosts } from './me-sections';
import { MeLayout } from './me-layout';
import { profileConfig } from './profile.config';

/** /me/blog: every post, newest first; /me/blog#slug jumps to one. */
export default function MeBlogPage() {
  const t = useT();
  const { hash } = useLocation();
  usePageMeta({ title: `${t.me.nav.blog} – ${profileConfig.name}`, description: t.me.blogIntro });

  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash]);

  return (
    <MeLayout>
      <Typography.Title style={{ marginTop: 48 }}>{t.me.nav.blog}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16 }}>
        {t.me.blogIntro}
      </Typography.Paragraph>
      {latestPosts(profileConfig.posts).map((post, index) => (
        <article key={post.slug} id={post.slug} style={{ scrollMarginTop: 80 }}>
          {index > 0 && <Divider />}
          <Typography.Title level={2}>{post.title}</Typography.Title>
          <Typography.Text type="secondary">
            {formatDate(post.date)} · {t.me.readingTime(post.readingMinutes)}
          </Typography.Text>
          <Typography.Paragraph strong style={{ marginTop: 16 }}>
            {post.excerpt}
          </Typography.Paragraph>
          {post.paragraphs.map((paragraph) => (
            <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
          ))}
        </article>
      ))}
    </MeLayout>
  );
}
