import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

interface LabelledFieldProps {
  /** The input's id: the label points at it, so a click or a screen reader finds the input. */
  id: string;
  label: string;
  /** Shown at the right of the label (copy buttons). */
  extra?: ReactNode;
  children: ReactNode;
}

/** A label above its input. */
export function LabelledField({ id, label, extra, children }: LabelledFieldProps) {
  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 4 }}>
        <Typography.Text strong>
          <label htmlFor={id}>{label}</label>
        </Typography.Text>
        {extra}
      </Flex>
      {children}
    </div>
  );
}
