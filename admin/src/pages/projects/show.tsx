import { useParams } from 'react-router';
import { ProjectDetailPage } from './detail/project-page';

/** Route /projects/:id. Keyed by the id, so another project's page starts afresh. */
export function ProjectShow() {
  const { id = '' } = useParams();
  return <ProjectDetailPage key={id} id={id} />;
}

export default ProjectShow;
