import { Menu } from 'antd';
import { Link } from 'react-router';
import type { ProductTemplate, PublicProductDetail } from '@platform/shared';
import { LinkButton } from '../../components/link-button';
import { PageResult } from '../../components/page-result';
import { useLocale } from '../../i18n';
import { productLandingPath } from '../../site-paths';
import { TemplatePage } from './template-pages';
import { hasParams, matchRoute, pageKind, routeHref } from './template-routes';
import { useTemplateTexts } from './template-texts';

/** A template area inside its frame: one menu entry per route, by the route's name, and the page of `routePath`. */
export function TemplateAreaView({ product, template, routePath }: { product: PublicProductDetail; template: ProductTemplate; routePath: string }) {
  const texts = useTemplateTexts();
  const locale = useLocale();
  const match = matchRoute(product.routes, routePath);
  const items = product.routes.map((route) =>
    // A route with a parameter has no address of its own: it opens from another page (a record in the list).
    hasParams(route.path)
      ? { key: route.path, disabled: true, label: <span title={texts.needsRecord}>{route.name}</span> }
      : { key: route.path, label: <Link to={routeHref(locale, product.id, route.path)}>{route.name}</Link> },
  );

  return (
    <>
      <nav aria-label={texts.navigation}>
        <Menu mode="horizontal" disabledOverflow selectedKeys={match ? [match.route.path] : []} items={items} style={{ marginBottom: 24 }} />
      </nav>
      {match ? (
        <TemplatePage product={product} match={match} kind={pageKind(template, match.route.path)} />
      ) : (
        <PageResult
          status="404"
          title={texts.notFoundTitle}
          subTitle={texts.notFoundText}
          extra={
            <LinkButton type="primary" to={routeHref(locale, product.id, '/')}>
              {texts.toRoot}
            </LinkButton>
          }
        />
      )}
      <p style={{ marginTop: 32 }}>
        <Link to={productLandingPath(locale, product.id)}>{texts.landing}</Link>
      </p>
    </>
  );
}
