import { Button } from 'antd';
import { LinkButton } from '../../components/link-button';
import { PageFallback } from '../../components/page-fallback';
import { localePath, useLocale, useT } from '../../i18n';
import type { ProductState } from './use-product';
import { PageResult } from '../../components/page-result';

/** Loading, unknown product (404) and failure, shared by the product's landing page and its gate. */
export function ProductStates({ state, retry }: { state: Exclude<ProductState, { status: 'ready' }>; retry: () => void }) {
  const t = useT();
  const locale = useLocale();
  if (state.status === 'loading') return <PageFallback />;
  const home = (
    <LinkButton key="home" type={state.status === 'notFound' ? 'primary' : 'default'} to={`${localePath(locale)}#products`}>
      {t.productLanding.toProducts}
    </LinkButton>
  );
  if (state.status === 'notFound') {
    return <PageResult status="404" title={t.productLanding.notFoundTitle} subTitle={t.productLanding.notFoundText} extra={home} />;
  }
  return (
    <PageResult
      status="error"
      title={t.productLanding.loadError}
      extra={[
        <Button key="retry" type="primary" onClick={retry}>
          {t.retry}
        </Button>,
        home,
      ]}
    />
  );
}
