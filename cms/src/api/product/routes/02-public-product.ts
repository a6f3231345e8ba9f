import { publicRoutes } from '../../../route-access';

// /products/featured before /products/:id, which would otherwise take it.
export default publicRoutes([
  { method: 'GET', path: '/products', handler: 'api::product.public-product.find' },
  { method: 'GET', path: '/products/featured', handler: 'api::product.public-product.featured' },
  { method: 'GET', path: '/products/:id', handler: 'api::product.public-product.findOne' },
]);
