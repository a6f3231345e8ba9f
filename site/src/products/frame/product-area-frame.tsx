import { useMemo, type ReactNode } from 'react';
import { App, Layout, Skeleton } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_NAMES, TRIAL_DAYS, type PlatformUser, type ProductId } from '@platform/shared';
import { useCurrentUser } from '../../auth';
import { productQueries } from '../../api/queries';
import { LinkButton } from '../../components/link-button';
import { LoadFailed } from '../../components/load-failed';
import { PageFallback } from '../../components/page-fallback';
import { PageResult } from '../../components/page-result';
import { RequireUser } from '../../components/require-user';
import { usePageMeta } from '../../components/use-page-meta';
import { localePath, useLocale, useT } from '../../i18n';
import { accountPath } from '../../site-paths';
import { useProductLoginPath } from './use-product-login-path';
import { AreaHeader } from './area-header';
import { AreaRefusal } from './area-refusal';
import { AreaSessionContext, type AreaSession } from './area-session';
import { useFrameTexts } from './frame-texts';
import { useAreaAccess } from './use-area-access';

export interface ProductAreaFrameProps {
  /** A product of the registry, or one made by the wizard. */
  productId: string;
  /** The area's heading in the header (e.g. 'Kjøretøydata'). */
  title: string;
  /** 'Back to overview' target; default the locale's landing page. */
  backTo?: string;
  /** Rendered only once the server said the user may use the product. */
  children: ReactNode;
  /** A product without sign-in (its hasAuth off): anyone may enter, signed in or not; the server still decides. */
  public?: boolean;
  /** The area's own links in the header menu, before the frame's. */
  headerExtra?: ReactNode;
  /** Shown under the refusal, e.g. what a user without access may still do. */
  refusalExtra?: ReactNode;
}

/**
 * Every product area: signed-in users only (others go to the product's sign-in page, which brings them back); the
 * server decides on entry whether the user may use the product, and the area shows only then. Refused users see the
 * reason and, where there is one, the trial.
 */
export function ProductAreaFrame(props: ProductAreaFrameProps) {
  const signInPath = useProductLoginPath(props.productId);
  if (props.public) return <PublicAreaFrame {...props} />;
  return <RequireUser signInPath={signInPath}>{(user) => <AreaFrame key={user.id} user={user} {...props} />}</RequireUser>;
}

function PublicAreaFrame(props: ProductAreaFrameProps) {
  const { user, loading } = useCurrentUser();
  if (loading) return <PageFallback />;
  return <AreaFrame key={user?.id ?? 'anonymous'} user={user} {...props} />;
}

function AreaFrame({ productId, title, backTo, children, user, headerExtra, refusalExtra }: ProductAreaFrameProps & { user: PlatformUser | null }) {
  const t = useT();
  const texts = useFrameTexts();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { state, recheck, refused } = useAreaAccess(productId);
  const signInPath = useProductLoginPath(productId);
  // The public product page names the product, its trial length and its status chip; the area works without it.
  const product = useQuery(productQueries.one(productId, locale));
  usePageMeta({ title: `${title} – ${t.platformName}` });

  const home = backTo ?? localePath(locale);
  const toAccount = accountPath(locale, pathname);
  const access = state.status === 'open' ? state.access : null;
  const session = useMemo<AreaSession | null>(
    () => (access ? { productId, user, access, onRefused: refused } : null),
    [access, productId, user, refused],
  );

  let body: ReactNode;
  if (state.status === 'checking') {
    body = (
      <div aria-busy="true" aria-label={texts.checking}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (state.status === 'signedOut' || (state.status === 'refused' && !user)) {
    body = <Navigate to={signInPath} replace />;
  } else if (state.status === 'refused' && user) {
    body = (
      <AreaRefusal
        user={user}
        offer={{
          productId,
          name: product.data?.name ?? PRODUCT_NAMES[productId as ProductId] ?? productId,
          trialDays: product.data?.trialDays ?? TRIAL_DAYS,
        }}
        offerReady={!product.isPending}
        message={state.message}
        trialAvailable={state.trialAvailable}
        backTo={home}
        accountPath={toAccount}
        onTrialStarted={recheck}
        extra={refusalExtra}
      />
    );
  } else if (state.status === 'notFound') {
    body = (
      <PageResult
        status="404"
        title={texts.notFoundTitle}
        subTitle={texts.notFoundText}
        extra={
          <LinkButton type="primary" to={home}>
            {texts.backToOverview}
          </LinkButton>
        }
      />
    );
  } else if (state.status === 'failed') {
    body = <LoadFailed message={texts.loadFailed} onRetry={recheck} />;
  } else {
    body = <AreaSessionContext.Provider value={session}>{children}</AreaSessionContext.Provider>;
  }

  return (
    // antd's App here: the trial prompt and the areas' messages get the locale and theme.
    <App component={false}>
      <Layout style={{ minHeight: '100vh' }}>
        <AreaHeader
          title={title}
          user={user}
          status={product.data?.status ?? null}
          access={access}
          backTo={home}
          accountPath={toAccount}
          signInPath={signInPath}
          extra={headerExtra}
        />
        <Layout.Content style={{ width: '100%', maxWidth: 1200, margin: '0 auto', padding: '24px 24px 48px' }}>{body}</Layout.Content>
      </Layout>
    </App>
  );
}
