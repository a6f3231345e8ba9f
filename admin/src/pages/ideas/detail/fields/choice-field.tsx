import type { ReactNode } from 'react';
import { Select } from 'antd';
import { fieldLabel } from '../field-labels';
import { EmptyValue, FieldBlock } from './field-block';
import { useIdeaForm } from './idea-form';

interface ChoiceFieldProps {
  name: string;
  values: readonly string[];
  labels: Record<string, string>;
  /** The field may be left empty (tech preference, implementation phase). */
  optional?: boolean;
  /** How view mode shows a value; the plain label otherwise. */
  render?: (value: string) => ReactNode;
}

/** One of a fixed set of values (status, priority, company...): a select in edit mode. */
export function ChoiceField({ name, values: choices, labels, optional, render }: ChoiceFieldProps) {
  const { values, editing, setField } = useIdeaForm();
  const label = fieldLabel(name);
  const value = typeof values[name] === 'string' ? (values[name] as string) : undefined;
  let body: ReactNode;
  if (editing) {
    body = (
      <Select
        aria-label={label}
        value={value}
        allowClear={optional}
        placeholder={optional ? 'Not set' : undefined}
        style={{ width: '100%' }}
        options={choices.map((choice) => ({ value: choice, label: labels[choice] ?? choice }))}
        // A cleared optional field is sent as null, which the server accepts for it.
        onChange={(next: string | undefined) => setField(name, next ?? null)}
      />
    );
  } else if (value) {
    body = render ? render(value) : (labels[value] ?? value);
  } else {
    body = <EmptyValue />;
  }
  return <FieldBlock label={label}>{body}</FieldBlock>;
}
