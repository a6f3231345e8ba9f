import { Button, Modal } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { PlanExportFormat, StrategicPlan } from '@platform/shared';
import { PlanSections } from './sections/plan-sections';

interface PlanPreviewDialogProps {
  open: boolean;
  plan: StrategicPlan;
  onClose: () => void;
  onDownload: (format: PlanExportFormat) => void;
}

/** Strategic Plan Preview: the plan as it would be saved, every section read-only. */
export function PlanPreviewDialog({ open, plan, onClose, onDownload }: PlanPreviewDialogProps) {
  return (
    <Modal
      open={open}
      title="Strategic Plan Preview"
      width={1000}
      onCancel={onClose}
      footer={[
        <Button key="json" icon={<DownloadOutlined />} onClick={() => onDownload('json')}>
          Download JSON
        </Button>,
        <Button key="md" icon={<DownloadOutlined />} onClick={() => onDownload('md')}>
          Download Markdown
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          Close
        </Button>,
      ]}
    >
      <PlanSections plan={plan} />
    </Modal>
  );
}
