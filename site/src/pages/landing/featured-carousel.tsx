import { useCallback, useEffect, useLayoutEffect, useRef, type ButtonHTMLAttributes } from 'react';
import { Card, Carousel, Col, ConfigProvider, Flex, Grid, Row, Skeleton, Typography } from 'antd';
import type { PublicProduct } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { productQueries, remoteState } from '../../api/queries';
import { useCurrentUser } from '../../auth';
import { LinkButton } from '../../components/link-button';
import { ProductImage } from '../../components/product-image';
import { ProductStatusTag } from '../../components/product-status-tag';
import { usePrefersReducedMotion } from '../../components/use-prefers-reduced-motion';
import { useLocale, useT } from '../../i18n';
import { removeFirstScreen } from '../../i18n/first-screen';
import { productLandingPath } from '../../site-paths';
import { productEntryPath } from './product-links';

const AUTOPLAY_MS = 5000;
const TRANSITION_MS = 600;
const SLIDE_HEIGHT = 320;
/** On a phone the picture goes under the text, smaller and whole. */
const NARROW_IMAGE_HEIGHT = 180;

// antd draws arrows and dots in white, made for photos; the slides here are light.
const SLIDE_CONTROLS = '#262626';
const CAROUSEL_THEME = { components: { Carousel: { colorBgContainer: SLIDE_CONTROLS } } };

/** react-slick hands its arrows slide counters that are not DOM attributes. */
function SlideArrow({
  currentSlide: _current,
  slideCount: _count,
  style,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  currentSlide?: number;
  slideCount?: number;
}) {
  return <button type="button" {...rest} style={{ ...style, color: SLIDE_CONTROLS }} />;
}

/** The featured products, one slide each; nothing at all when there are none or the call fails. */
export function FeaturedCarousel() {
  const t = useT();
  const locale = useLocale();
  // When the call fails the grid below reports it; the carousel just stays away.
  const state = remoteState(useQuery(productQueries.featured(locale)));
  const reducedMotion = usePrefersReducedMotion();
  // Below md the slide is text over picture, taller than wide: arrows at its middle would sit on the text, so a
  // phone gets the dots and swiping.
  const narrow = !Grid.useBreakpoint().md;
  const section = useRef<HTMLElement>(null);
  // react-slick hides the slides not on show (and its clones) with aria-hidden but leaves their links focusable;
  // inert takes them out of the tab order too, so keyboard and screen reader users meet only the slide they see.
  const syncHiddenSlides = useCallback(() => {
    section.current?.querySelectorAll('.slick-slide').forEach((slide) => slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true'));
  }, []);
  useEffect(syncHiddenSlides, [state, syncHiddenSlides]);
  // The landing's HTML showed the first slide already (its first screen): it gives way once this carousel can take
  // its place, before the browser paints, so the picture never blinks into a skeleton.
  useLayoutEffect(() => {
    if (state.status !== 'loading') removeFirstScreen();
  }, [state.status]);

  if (state.status === 'loading') {
    return (
      <Card style={{ marginBottom: 48 }} data-testid="featured-skeleton">
        <Skeleton active paragraph={{ rows: 5 }} />
      </Card>
    );
  }
  if (state.status === 'failed' || state.data.length === 0) return null;

  return (
    <section ref={section} aria-label={t.products.featuredTitle} style={{ marginBottom: 48 }}>
      <Typography.Title level={2}>{t.products.featuredTitle}</Typography.Title>
      <ConfigProvider theme={CAROUSEL_THEME}>
        <Carousel
          dots
          arrows={!narrow}
          prevArrow={<SlideArrow aria-label={t.products.previous} />}
          nextArrow={<SlideArrow aria-label={t.products.next} />}
          infinite
          autoplay={!reducedMotion}
          autoplaySpeed={AUTOPLAY_MS}
          speed={TRANSITION_MS}
          pauseOnHover
          pauseOnFocus
          afterChange={syncHiddenSlides}
          style={{ borderRadius: 12, overflow: 'hidden' }}
        >
          {state.data.map((product) => (
            <FeaturedSlide key={product.id} product={product} narrow={narrow} />
          ))}
        </Carousel>
      </ConfigProvider>
    </section>
  );
}

function FeaturedSlide({ product, narrow }: { product: PublicProduct; narrow: boolean }) {
  const t = useT();
  const locale = useLocale();
  const { user, loading } = useCurrentUser();

  return (
    <div data-testid="featured-slide">
      <Row style={{ background: `${product.color}14`, minHeight: SLIDE_HEIGHT }} align="middle">
        <Col xs={24} md={12} style={{ padding: narrow ? '24px 24px 16px' : '32px 48px 48px' }}>
          <Flex align="center" gap={8} wrap>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {product.name}
            </Typography.Title>
            <ProductStatusTag status={product.status} />
          </Flex>
          <Typography.Paragraph style={{ fontSize: 16, marginTop: 12 }}>{product.description}</Typography.Paragraph>
          <Flex gap={12} wrap>
            {!loading && (
              <LinkButton type="primary" to={productEntryPath(locale, product.id, Boolean(user))}>
                {user ? t.products.goToProduct : t.products.tryFree}
              </LinkButton>
            )}
            <LinkButton to={productLandingPath(locale, product.id)}>{t.products.learnMore}</LinkButton>
          </Flex>
        </Col>
        <Col xs={24} md={12}>
          <ProductImage
            src={product.featured_image}
            alt={t.products.imageAlt(product.name)}
            height={narrow ? NARROW_IMAGE_HEIGHT : SLIDE_HEIGHT}
            fit={narrow ? 'contain' : 'cover'}
            background={`${product.color}22`}
          />
        </Col>
      </Row>
    </div>
  );
}
