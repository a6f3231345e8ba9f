import { productAreaRoutes } from '../../../route-access';

// The product area frame's first call: whether the user may use the product (as the area's data calls decide it),
// counted as an opening of the product.
export default productAreaRoutes(null, [
  { method: 'POST', path: '/product-areas/:productId/open', handler: 'api::product-subscription.product-access.openArea', use: 'open' },
]);
