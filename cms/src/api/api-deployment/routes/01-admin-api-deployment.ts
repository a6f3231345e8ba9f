import { API_ENVIRONMENTS, API_REGISTRY_MESSAGES, validateApiDeploymentInput, type ApiDeploymentInput } from '@platform/shared';
import { adminResource } from '../../../admin-resource';
import { toIsoDate } from '../../../db-values';
import { apiParent, RECORD_UIDS } from '../../../api-registry/registry-store';
import { changeDeployment, recordDeployment } from '../../../api-registry/registry-writes';

/** An API's deployments, newest first; recording the newest sets the API's version (same transaction). */
export default adminResource<Partial<ApiDeploymentInput>>({
  uid: RECORD_UIDS.deployments,
  path: '/admin/apis/:id/deployments',
  idParam: 'recordId',
  parent: apiParent(),
  fields: { list: ['id', 'version', 'environment', 'deployed_at', 'deployed_by', 'created_at'] },
  toApi: ({ created_at, deployed_by, ...row }) => ({ ...row, deployed_at: toIsoDate(row.deployed_at), by: deployed_by ?? '' }),
  validate: validateApiDeploymentInput,
  filters: ['environment'],
  filterValues: { environment: API_ENVIRONMENTS },
  sort: {
    fields: ['deployed_at', 'version', 'environment', 'created_at'],
    default: [
      ['deployed_at', 'desc'],
      ['id', 'desc'],
    ],
  },
  search: ['version', 'deployed_by'],
  notFound: API_REGISTRY_MESSAGES.recordNotFound,
  write: {
    create: (input, { parentId }) => recordDeployment(parentId as number, input as ApiDeploymentInput),
    update: (id, input, { parentId }) => changeDeployment(parentId as number, id, input),
  },
});
