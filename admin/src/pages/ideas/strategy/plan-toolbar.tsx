import { Button, Dropdown, Select, Space } from 'antd';
import { DownOutlined, ExportOutlined, ImportOutlined, SaveOutlined } from '@ant-design/icons';
import { PLAN_COMPANIES, PLAN_COMPANY_LABELS, type PlanCompany, type PlanExportFormat } from '@platform/shared';

export const COMPANY_OPTIONS = PLAN_COMPANIES.map((value) => ({ value, label: PLAN_COMPANY_LABELS[value] }));

export type ExportAction = { kind: 'download' | 'view'; format: PlanExportFormat };

const EXPORT_ITEMS: { key: string; label: string; action: ExportAction }[] = [
  { key: 'download-json', label: 'Download JSON', action: { kind: 'download', format: 'json' } },
  { key: 'download-md', label: 'Download Markdown', action: { kind: 'download', format: 'md' } },
  { key: 'view-json', label: 'View JSON', action: { kind: 'view', format: 'json' } },
  { key: 'view-md', label: 'View Markdown', action: { kind: 'view', format: 'md' } },
];

interface PlanToolbarProps {
  company: PlanCompany;
  onCompanyChange: (company: PlanCompany) => void;
  /** Nothing to export or save yet (loading, or the load failed). */
  disabled: boolean;
  exportDisabled: boolean;
  saving: boolean;
  onImport: () => void;
  onExport: (action: ExportAction) => void;
  onSave: () => void;
}

/** Company selector, Import, Export (download or view, JSON or Markdown) and Save Strategic Plan. */
export function PlanToolbar({ company, onCompanyChange, disabled, exportDisabled, saving, onImport, onExport, onSave }: PlanToolbarProps) {
  return (
    <Space wrap>
      <Select<PlanCompany> aria-label="Company" value={company} onChange={onCompanyChange} options={COMPANY_OPTIONS} style={{ minWidth: 210 }} />
      <Button icon={<ImportOutlined />} onClick={onImport} disabled={disabled || saving}>
        Import
      </Button>
      <Dropdown
        disabled={disabled || exportDisabled}
        trigger={['click']}
        menu={{
          items: EXPORT_ITEMS.map(({ key, label }) => ({ key, label })),
          onClick: ({ key }) => {
            const item = EXPORT_ITEMS.find((i) => i.key === key);
            if (item) onExport(item.action);
          },
        }}
      >
        <Button icon={<ExportOutlined />} disabled={disabled || exportDisabled}>
          Export <DownOutlined />
        </Button>
      </Dropdown>
      <Button type="primary" icon={<SaveOutlined />} onClick={onSave} loading={saving} disabled={disabled}>
        Save Strategic Plan
      </Button>
    </Space>
  );
}
