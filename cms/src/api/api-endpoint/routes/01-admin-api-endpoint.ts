import { API_ENDPOINT_METHODS, API_REGISTRY_MESSAGES, validateApiEndpointInput, type ApiEndpointInput } from '@platform/shared';
import { adminResource } from '../../../admin-resource';
import { apiParent, RECORD_UIDS } from '../../../api-registry/registry-store';

/** An API's endpoints (its endpoint_count). */
export default adminResource<Partial<ApiEndpointInput>>({
  uid: RECORD_UIDS.endpoints,
  path: '/admin/apis/:id/endpoints',
  idParam: 'recordId',
  parent: apiParent(),
  fields: { list: ['id', 'method', 'path', 'description', 'auth', 'created_at'] },
  toApi: ({ created_at, ...row }) => ({ ...row, description: row.description ?? '', auth: row.auth !== false }),
  validate: validateApiEndpointInput,
  filters: ['method'],
  filterValues: { method: API_ENDPOINT_METHODS },
  sort: {
    fields: ['path', 'method', 'created_at'],
    default: [
      ['path', 'asc'],
      ['method', 'asc'],
      ['id', 'asc'],
    ],
  },
  search: ['path', 'description'],
  notFound: API_REGISTRY_MESSAGES.recordNotFound,
});
