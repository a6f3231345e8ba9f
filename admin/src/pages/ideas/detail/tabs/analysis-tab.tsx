import { IDEA_TEXT_FIELD_GROUPS } from '@platform/shared';
import { TextField } from '../fields/text-field';

// `background` itself opens the Overview tab; the rest of the group is the analysis.
const ANALYSIS_FIELDS = IDEA_TEXT_FIELD_GROUPS.background.filter((field) => field !== 'background');

/** Analysis: why the idea matters and what is there already. */
export function AnalysisTab() {
  return (
    <>
      {ANALYSIS_FIELDS.map((field) => (
        <TextField key={field} name={field} />
      ))}
    </>
  );
}
