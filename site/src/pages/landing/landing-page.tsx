import { SiteLayout } from '../../components/SiteLayout';
import { usePageMeta } from '../../components/usePageMeta';
import { useT } from '../../i18n';
import { FeaturedCarousel } from './FeaturedCarousel';
import { Hero } from './Hero';
import { ProductGrid } from './ProductGrid';

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
