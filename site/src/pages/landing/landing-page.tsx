import { SiteLayout } from '../../components/site-layout';
import { usePageMeta } from '../../components/use-page-meta';
import { useT } from '../../i18n';
import { FeaturedCarousel } from './featured-carousel';
import { Hero } from './hero';
import { ProductGrid } from './product-grid';

export default function LandingPage() {
  const t = useT();
  usePageMeta({ title: t.hero.pageTitle, description: t.hero.metaDescription });
  return (
    <SiteLayout>
      <Hero />
      <FeaturedCarousel />
      <ProductGrid />
    </SiteLayout>
  );
}
