import { useParams } from 'react-router';
import { IdeaDetailPage } from './detail/idea-detail-page';

/** Route /ideas/:id. Keyed by the id, so following a synergy link to another idea starts afresh. */
export function IdeaShow() {
  const { id = '' } = useParams();
  return <IdeaDetailPage key={id} id={id} />;
}

export default IdeaShow;
