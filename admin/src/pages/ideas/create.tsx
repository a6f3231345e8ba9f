import { Create } from '@refinedev/antd';
import { Result } from 'antd';

/** Route /ideas/new; the idea form comes in the next step of the build. */
export function IdeaCreate() {
  return (
    <Create title="New Idea" footerButtons={() => null}>
      <Result status="info" title="The idea form comes in the next step." subTitle="Until then, ideas can be added through the API." />
    </Create>
  );
}

export default IdeaCreate;
