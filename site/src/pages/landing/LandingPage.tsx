import { SiteLayout } from '../../components/SiteLayout';
import { Hero } from './Hero';
import { ProductGrid } from './ProductGrid';

export default function LandingPage() {
  return (
    <SiteLayout>
      <Hero />
      <ProductGrid />
    </SiteLayout>
  );
}
