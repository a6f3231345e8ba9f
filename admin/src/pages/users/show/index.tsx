import { useParams } from 'react-router';
import { UserDetailPage } from './user-detail-page';

/** Route /users/:id. Keyed by the id, so another user's page starts afresh. */
export function UserShow() {
  const { id = '' } = useParams();
  return <UserDetailPage key={id} id={id} />;
}

export default UserShow;
