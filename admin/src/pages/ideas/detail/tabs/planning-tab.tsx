import { Alert } from 'antd';
import { IDEA_TEXT_FIELD_GROUPS } from '@platform/shared';
import { TextField } from '../fields/text-field';
import { useIdeaForm } from '../fields/idea-form';

/** Planning: read-only except the execution plan. */
export function PlanningTab() {
  const { editing } = useIdeaForm();
  return (
    <>
      {editing && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="Only the execution plan can be edited here."
        />
      )}
      {IDEA_TEXT_FIELD_GROUPS.planning.map((field) => (
        <TextField key={field} name={field} readOnly={field !== 'execution_plan'} />
      ))}
    </>
  );
}
