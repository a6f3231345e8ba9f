import { adminRoutes } from '../../../route-access';

const handler = (action: string) => `api::admin-user.admin-user.${action}`;

export default adminRoutes([
  { method: 'GET', path: '/admin/users', handler: handler('find') },
  { method: 'POST', path: '/admin/users', handler: handler('create') },
  { method: 'GET', path: '/admin/users/:id', handler: handler('findOne') },
  { method: 'PUT', path: '/admin/users/:id', handler: handler('update') },
  { method: 'DELETE', path: '/admin/users/:id', handler: handler('delete') },
  { method: 'POST', path: '/admin/users/:id/products/:productId', handler: handler('grant') },
  { method: 'DELETE', path: '/admin/users/:id/products/:productId', handler: handler('revoke') },
  { method: 'GET', path: '/admin/users/:id/payments', handler: handler('payments') },
  { method: 'POST', path: '/admin/users/:id/payments', handler: handler('registerPayment') },
  { method: 'GET', path: '/admin/users/:id/activity', handler: handler('activity') },
]);
