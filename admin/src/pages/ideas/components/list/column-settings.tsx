import { Button, Checkbox, Flex, Popover } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { TOGGLEABLE_COLUMNS, type ToggleableColumn } from '../../labels';

interface ColumnSettingsProps {
  hidden: readonly ToggleableColumn[];
  onChange: (column: ToggleableColumn, visible: boolean) => void;
}

/** The Columns menu: one checkbox per column that can be hidden. */
export function ColumnSettings({ hidden, onChange }: ColumnSettingsProps) {
  const content = (
    <Flex vertical gap={4} role="group" aria-label="Visible columns">
      {TOGGLEABLE_COLUMNS.map(({ key, label }) => (
        <Checkbox key={key} checked={!hidden.includes(key)} onChange={(event) => onChange(key, event.target.checked)}>
          {label}
        </Checkbox>
      ))}
    </Flex>
  );
  return (
    <Popover content={content} title="Columns" trigger="click" placement="bottomRight">
      <Button icon={<SettingOutlined />}>Columns</Button>
    </Popover>
  );
}
