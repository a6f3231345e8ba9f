import { Space, Switch } from 'antd';
import type { DashboardFilters } from '@platform/shared';

const SWITCHES: Array<{ name: keyof DashboardFilters; label: string }> = [
  { name: 'excludeAdmins', label: 'Skjul admin-brukere' },
  { name: 'excludeTestUsers', label: 'Skjul testbrukere' },
];

/** The header's two switches; each change is a new read of every figure on the page (§4). */
export function FilterSwitches({ filters, onChange }: { filters: DashboardFilters; onChange: (name: keyof DashboardFilters, on: boolean) => void }) {
  return (
    <Space wrap size={16}>
      {SWITCHES.map(({ name, label }) => (
        <Space key={name} size={8}>
          <Switch id={`dashboard-${name}`} checked={filters[name]} onChange={(on) => onChange(name, on)} />
          <label htmlFor={`dashboard-${name}`}>{label}</label>
        </Space>
      ))}
    </Space>
  );
}
