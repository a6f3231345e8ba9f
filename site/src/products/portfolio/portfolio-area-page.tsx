import { Link, useLocation } from 'react-router';
import { PORTFOLIO_PRODUCT_ID, PRODUCT_NAMES } from '@platform/shared';
import { useLocale } from '../../i18n';
import { ProductAreaFrame } from '../frame/product-area-frame';
import { portfolioHome, portfolioView, rebalancePath } from './portfolio-paths';
import { PortfolioView } from './portfolio-view';
import { RebalanceView } from './rebalance-view';
import { ReviewView } from './review-view';
import { usePortfolioTexts } from './portfolio-texts';

/**
 * /{locale}/products/portfolio-optimizer (canonical; /products/portfolio leads here) with /rebalance and /review: Min
 * Portefølje inside the product area frame. The three routes share this page, so moving between them keeps the frame.
 */
export default function PortfolioAreaPage() {
  const texts = usePortfolioTexts();
  const locale = useLocale();
  return (
    <ProductAreaFrame
      productId={PORTFOLIO_PRODUCT_ID}
      title={PRODUCT_NAMES.portfolio}
      headerExtra={
        <>
          <Link to={portfolioHome(locale)}>{texts.nav.portfolio}</Link>
          <Link to={rebalancePath(locale)}>{texts.nav.rebalance}</Link>
        </>
      }
    >
      <PortfolioViews />
    </ProductAreaFrame>
  );
}

function PortfolioViews() {
  const view = portfolioView(useLocation().pathname);
  if (view === 'rebalance') return <RebalanceView />;
  if (view === 'review') return <ReviewView />;
  return <PortfolioView />;
}
