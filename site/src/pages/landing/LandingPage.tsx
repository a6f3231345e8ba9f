import { useLayoutEffect } from 'react';
import { SiteLayout } from '../../components/SiteLayout';
import { usePageMeta } from '../../components/usePageMeta';
import { useT } from '../../i18n';
import { removeFirstScreen } from '../../i18n/first-screen';
import { FeaturedCarousel } from './FeaturedCarousel';
import { Hero } from './Hero';
import { ProductGrid } from './ProductGrid';

export default function LandingPage() {
  const t = useT();
  usePageMeta({ title: t.hero.pageTitle, description: t.hero.metaDescription });
  // Before the browser paints: the HTML's first screen goes as this page's own appears.
  useLayoutEffect(removeFirstScreen, []);
  return (
    <SiteLayout>
      <Hero />
      <FeaturedCarousel />
      <ProductGrid />
    </SiteLayout>
  );
}
