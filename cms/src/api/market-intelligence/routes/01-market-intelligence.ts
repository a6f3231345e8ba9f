import { MARKET_PRODUCT_ID } from '@platform/shared';
import { productAreaRoutes } from '../../../route-access';

// The Market Intelligence page's data calls: part of the data product, so administrators, subscribers and users
// on a trial of 'data' only.
export default productAreaRoutes(MARKET_PRODUCT_ID, [
  { method: 'GET', path: '/market-intelligence/simple', handler: 'api::market-intelligence.market-intelligence.simple', use: 'apiCalls' },
  {
    method: 'GET',
    path: '/market-intelligence/statistics/:topic',
    handler: 'api::market-intelligence.market-intelligence.statistics',
    use: 'apiCalls',
  },
  { method: 'GET', path: '/market-intelligence/export', handler: 'api::market-intelligence.market-intelligence.download', use: 'dataDownloads' },
  { method: 'POST', path: '/market-intelligence/subscriptions', handler: 'api::market-intelligence.market-intelligence.subscribe', use: 'apiCalls' },
]);
