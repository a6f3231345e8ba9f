import { SiteLayout } from '../../components/SiteLayout';
import { FeaturedCarousel } from './FeaturedCarousel';
import { Hero } from './Hero';
import { ProductGrid } from './ProductGrid';

export default function LandingPage() {
  return (
    <SiteLayout>
      <Hero />
      <FeaturedCarousel />
      <ProductGrid />
    </SiteLayout>
  );
}
