import { adminRoutes } from '../../../route-access';

export default adminRoutes([
  { method: 'GET', path: '/admin/products/:productId', handler: 'api::product.admin-product.findOne' },
  { method: 'PUT', path: '/admin/products/:productId', handler: 'api::product.admin-product.update' },
]);
