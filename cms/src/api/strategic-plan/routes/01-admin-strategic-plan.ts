import { adminRoutes } from '../../../route-access';

export default adminRoutes([
  { method: 'GET', path: '/admin/strategic-plan', handler: 'api::strategic-plan.admin-strategic-plan.selections' },
  { method: 'POST', path: '/admin/strategic-plan', handler: 'api::strategic-plan.admin-strategic-plan.saveSelections' },
  { method: 'GET', path: '/admin/strategic-plan/save', handler: 'api::strategic-plan.admin-strategic-plan.plan' },
  { method: 'POST', path: '/admin/strategic-plan/save', handler: 'api::strategic-plan.admin-strategic-plan.savePlan' },
]);
