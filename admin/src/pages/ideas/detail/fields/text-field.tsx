import type { ReactNode } from 'react';
import { Input } from 'antd';
import { fieldLabel } from '../field-labels';
import { FieldBlock, TextView } from './field-block';
import { textOf, useIdeaForm } from './idea-form';

interface TextFieldProps {
  name: string;
  /** One line (a name, a heading) rather than a growing text area. */
  short?: boolean;
  /** Shown but never edited on this page (most planning fields). */
  readOnly?: boolean;
  extra?: ReactNode;
}

/** A free-text field: its text in view mode, an input in edit mode. */
export function TextField({ name, short, readOnly, extra }: TextFieldProps) {
  const { values, editing, setField } = useIdeaForm();
  const label = fieldLabel(name);
  const value = textOf(values[name]);
  let body: ReactNode = <TextView value={value} />;
  if (editing && !readOnly) {
    body = short ? (
      <Input aria-label={label} value={value} onChange={(e) => setField(name, e.target.value)} />
    ) : (
      <Input.TextArea
        aria-label={label}
        value={value}
        autoSize={{ minRows: 2, maxRows: 16 }}
        onChange={(e) => setField(name, e.target.value)}
      />
    );
  }
  return (
    <FieldBlock label={label} extra={extra}>
      {body}
    </FieldBlock>
  );
}
