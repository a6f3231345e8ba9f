import { InputNumber } from 'antd';
import { fieldLabel } from '../field-labels';
import { EmptyValue, FieldBlock } from './field-block';
import { useIdeaForm } from './idea-form';

interface NumberFieldProps {
  name: string;
  min: number;
  max: number;
  /** Whole numbers only (rank, enthusiasm); the score takes decimals. */
  integer?: boolean;
  /** The value when the input is emptied; null leaves the field empty. */
  emptyValue?: number | null;
  suffix?: string;
}

/** A bounded number: its value in view mode, a number input in edit mode. */
export function NumberField({ name, min, max, integer, emptyValue = null, suffix }: NumberFieldProps) {
  const { values, editing, setField } = useIdeaForm();
  const label = fieldLabel(name);
  const value = typeof values[name] === 'number' ? (values[name] as number) : null;
  if (editing) {
    return (
      <FieldBlock label={label}>
        <InputNumber
          aria-label={label}
          value={value}
          min={min}
          max={max}
          step={integer ? 1 : 0.1}
          precision={integer ? 0 : undefined}
          style={{ width: '100%' }}
          onChange={(next) => setField(name, typeof next === 'number' ? next : emptyValue)}
        />
      </FieldBlock>
    );
  }
  return (
    <FieldBlock label={label}>
      {value === null ? (
        <EmptyValue />
      ) : (
        <span>
          {value}
          {suffix}
        </span>
      )}
    </FieldBlock>
  );
}
