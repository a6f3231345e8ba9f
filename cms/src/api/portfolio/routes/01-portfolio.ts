import { productAreaRoutes } from '../../../route-access';

// The portfolio product's calls: signed in with access to 'portfolio'. Reading the portfolio counts as opening the
// area, a simulation as a search, the PDF as a data download.
const handler = (action: string) => `api::portfolio.portfolio.${action}`;

export default productAreaRoutes('portfolio', [
  { method: 'GET', path: '/portfolio', handler: handler('find'), use: 'open' },
  { method: 'PUT', path: '/portfolio', handler: handler('update'), use: 'open' },
  { method: 'GET', path: '/portfolio/orders', handler: handler('orders'), use: 'open' },
  { method: 'POST', path: '/portfolio/rebalance/simulate', handler: handler('simulate'), use: 'searches' },
  { method: 'POST', path: '/portfolio/rebalance/execute', handler: handler('execute'), use: 'open' },
  { method: 'POST', path: '/portfolio/rebalance/pdf', handler: handler('pdf'), use: 'dataDownloads' },
]);
