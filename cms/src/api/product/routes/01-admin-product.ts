import { adminRoutes } from '../../../route-access';

// /admin/products/recent and /admin/products/sync before /admin/products/:productId, which would otherwise take them.
export default adminRoutes([
  { method: 'GET', path: '/admin/products', handler: 'api::product.admin-product.find' },
  { method: 'GET', path: '/admin/products/recent', handler: 'api::product.admin-product.recent' },
  { method: 'POST', path: '/admin/products', handler: 'api::product.admin-product-wizard.create' },
  { method: 'POST', path: '/admin/products/generate-files', handler: 'api::product.admin-product-wizard.generateFiles' },
  { method: 'GET', path: '/admin/products/sync', handler: 'api::product.admin-product-wizard.missing' },
  { method: 'POST', path: '/admin/products/sync', handler: 'api::product.admin-product-wizard.sync' },
  { method: 'GET', path: '/admin/products/:productId/scaffold.zip', handler: 'api::product.admin-product-wizard.scaffoldZip' },
  { method: 'GET', path: '/admin/products/:productId', handler: 'api::product.admin-product.findOne' },
  { method: 'PUT', path: '/admin/products/:productId', handler: 'api::product.admin-product.update' },
  { method: 'DELETE', path: '/admin/products/:productId', handler: 'api::product.admin-product.delete' },
  { method: 'POST', path: '/admin/products/:productId/upload-image', handler: 'api::product.admin-product.uploadImage' },
  { method: 'DELETE', path: '/admin/products/:productId/upload-image', handler: 'api::product.admin-product.removeImage' },
]);
