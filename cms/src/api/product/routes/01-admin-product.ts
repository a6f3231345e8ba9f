import { adminRoutes } from '../../../route-access';

// /admin/products/recent before /admin/products/:productId, which would otherwise take it.
export default adminRoutes([
  { method: 'GET', path: '/admin/products', handler: 'api::product.admin-product.find' },
  { method: 'GET', path: '/admin/products/recent', handler: 'api::product.admin-product.recent' },
  { method: 'GET', path: '/admin/products/:productId', handler: 'api::product.admin-product.findOne' },
  { method: 'PUT', path: '/admin/products/:productId', handler: 'api::product.admin-product.update' },
  { method: 'DELETE', path: '/admin/products/:productId', handler: 'api::product.admin-product.delete' },
  { method: 'POST', path: '/admin/products/:productId/upload-image', handler: 'api::product.admin-product.uploadImage' },
  { method: 'DELETE', path: '/admin/products/:productId/upload-image', handler: 'api::product.admin-product.removeImage' },
]);
