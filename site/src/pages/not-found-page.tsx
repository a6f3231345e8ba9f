import { SiteLayout } from '../components/SiteLayout';
import { LinkButton } from '../components/LinkButton';
import { localePath, useLocale, useT } from '../i18n';
import { PageResult } from '../components/PageResult';

export default function NotFoundPage() {
  const t = useT();
  const locale = useLocale();
  return (
    <SiteLayout>
      <PageResult
        status="404"
        title={t.notFound.title}
        extra={
          <LinkButton type="primary" to={localePath(locale)}>
            {t.notFound.backHome}
          </LinkButton>
        }
      />
    </SiteLayout>
  );
}
