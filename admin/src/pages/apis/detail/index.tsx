import { useParams } from 'react-router';
import { ApiDetailPage } from './api-detail-page';

/** Route /apis/:id. Keyed by the id, so another API's page starts afresh. */
export function ApiShow() {
  const { id = '' } = useParams();
  return <ApiDetailPage key={id} id={id} />;
}

export default ApiShow;
