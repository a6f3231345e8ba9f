import { IDEA_TEXT_FIELD_GROUPS } from '@platform/shared';
import { TextField } from '../fields/text-field';

const ONE_LINE = new Set(['solution_name', 'target_user']);

/** Solution: the solution_* fields, from its name to the way to market. */
export function SolutionTab() {
  return (
    <>
      {IDEA_TEXT_FIELD_GROUPS.solution.map((field) => (
        <TextField key={field} name={field} short={ONE_LINE.has(field)} />
      ))}
    </>
  );
}
