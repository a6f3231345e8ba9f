import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

interface FieldBlockProps {
  label: string;
  /** Shown at the right of the label: a word count, a save button. */
  extra?: ReactNode;
  children: ReactNode;
}

/** One field: its label above its value or input. */
export function FieldBlock({ label, extra, children }: FieldBlockProps) {
  return (
    <div style={{ marginBottom: 20 }}>
      <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 4 }}>
        <Typography.Text strong>{label}</Typography.Text>
        {extra}
      </Flex>
      {children}
    </div>
  );
}

/** A muted dash for a field with no value. */
export function EmptyValue() {
  return <Typography.Text type="secondary">—</Typography.Text>;
}

/** A long text in view mode: its own line breaks kept. */
export function TextView({ value }: { value: unknown }) {
  if (typeof value !== 'string' || value.trim() === '') return <EmptyValue />;
  return <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</div>;
}
