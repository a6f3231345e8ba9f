import { Flex, Timeline, Typography } from 'antd';
import { usePageMeta } from '../../components/use-page-meta';
import { useT } from '../../i18n';
import { DownloadCvButton } from './download-cv-button';
import { SkillTags } from './me-sections';
import { PageSection } from '../../components/page-section';
import { MeLayout } from './me-layout';
import { profileConfig } from './profile.config';

/** /me/resume: experience, education and skills, with the CV as a download. */
export default function MeResumePage() {
  const t = useT();
  usePageMeta({ title: `${t.me.nav.resume} – ${profileConfig.name}`, description: profileConfig.headline });
  return (
    <MeLayout>
      <Flex align="center" justify="space-between" wrap gap={16} style={{ marginTop: 48 }}>
        <Typography.Title style={{ margin: 0 }}>{t.me.nav.resume}</Typography.Title>
        <DownloadCvButton config={profileConfig} />
      </Flex>
      <PageSection title={t.me.experience} id="experience">
        <Timeline
          items={profileConfig.experience.map((job) => ({
            children: (
              <>
                <Typography.Text strong>
                  {job.role}, {job.organisation}
                </Typography.Text>{' '}
                <Typography.Text type="secondary">({job.period})</Typography.Text>
                <Typography.Paragraph style={{ marginBottom: 0 }}>{job.description}</Typography.Paragraph>
              </>
            ),
          }))}
        />
      </PageSection>
      <PageSection title={t.me.education} id="education">
        {profileConfig.education.map((entry) => (
          <Typography.Paragraph key={entry.degree}>
            <Typography.Text strong>{entry.degree}</Typography.Text>, {entry.school} ({entry.period})
          </Typography.Paragraph>
        ))}
      </PageSection>
      <PageSection title={t.me.skills} id="skills">
        <SkillTags skills={profileConfig.skills} />
      </PageSection>
    </MeLayout>
  );
}
