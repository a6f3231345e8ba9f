import { IDEA_TEXT_FIELD_GROUPS, PITCH_WORD_GUIDES } from '@platform/shared';
import { TextField } from '../fields/text-field';
import { textOf, useIdeaForm } from '../fields/idea-form';
import { PitchWordCount } from './pitch-word-count';

const ONE_LINE = new Set(['hook_statement', 'value_proposition_one_line']);

/** Elevator Pitch: the pitch fields; the 30-second and 2-minute pitches count their words against ~75 and ~300. */
export function PitchTab() {
  const { values } = useIdeaForm();
  return (
    <>
      {IDEA_TEXT_FIELD_GROUPS.pitch.map((field) => {
        const guide = (PITCH_WORD_GUIDES as Record<string, number>)[field];
        return (
          <TextField
            key={field}
            name={field}
            short={ONE_LINE.has(field)}
            extra={guide ? <PitchWordCount text={textOf(values[field])} guide={guide} /> : undefined}
          />
        );
      })}
    </>
  );
}
