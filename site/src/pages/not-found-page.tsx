import { SiteLayout } from '../components/site-layout';
import { LinkButton } from '../components/link-button';
import { localePath, useLocale, useT } from '../i18n';
import { PageResult } from '../components/page-result';

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
