import { publicRoutes } from '../../../route-access';

// The public data API's OpenAPI document: open to anyone, since it describes the API and holds no data.
export default publicRoutes([{ method: 'GET', path: '/public/v1/openapi.json', handler: 'api::public-data.public-data.openapi' }]);
