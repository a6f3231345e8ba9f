import { useState } from 'react';
import { Alert, Button, Input, Modal, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { PLAN_COMPANY_LABELS, PLAN_IMPORT_MESSAGES, parsePlanImport, type PlanCompany, type StrategicPlan } from '@platform/shared';
import { readFileText } from '../../../utils/read-file-text';
import { serverMessage } from '../../../utils/server-message';
import { useSavePlan } from './plan-queries';
import { PLAN_TEXTS } from './plan-messages';

interface PlanImportDialogProps {
  open: boolean;
  company: PlanCompany;
  onClose: () => void;
  /** The plan as the server stored it. */
  onImported: (plan: StrategicPlan) => void;
}

/** The rejection text: the spec's message, with the server's reason when it gave one. */
export function importSaveFailed(error: unknown): string {
  const reason = serverMessage(error, '');
  return reason ? `${PLAN_IMPORT_MESSAGES.saveFailed}: ${reason}` : PLAN_IMPORT_MESSAGES.saveFailed;
}

/**
 * Import Strategic Plan: pasted or chosen JSON is checked here with the import rules (the first failing rule shown as
 * the spec words it), then saved for the company; the server checks it again.
 */
export function PlanImportDialog({ open, company, onClose, onImported }: PlanImportDialogProps) {
  const savePlan = useSavePlan();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    if (saving) return;
    setText('');
    setFileName(null);
    setError(null);
    onClose();
  };

  const changeText = (value: string) => {
    setText(value);
    setError(null);
  };

  const submit = async () => {
    const parsed = parsePlanImport(text);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const saved = await savePlan(company, parsed.plan, { imported: true });
      setSaving(false);
      onImported(saved);
      setText('');
      setFileName(null);
      onClose();
    } catch (e) {
      console.error('Strategic plan: import save failed', e);
      setError(importSaveFailed(e));
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Import Strategic Plan"
      width={720}
      onCancel={close}
      maskClosable={!saving}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={saving}>
          Cancel
        </Button>,
        <Button key="import" type="primary" onClick={submit} loading={saving} disabled={text.trim() === ''}>
          Import
        </Button>,
      ]}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Paste a plan as JSON or choose a .json file (an exported plan reads back). The import replaces the {PLAN_COMPANY_LABELS[company]} plan and
          saves it. Each goal needs a metric, a target and a timeline.
        </Typography.Paragraph>
        <Upload
          accept=".json,application/json"
          multiple={false}
          showUploadList={false}
          disabled={saving}
          beforeUpload={(file) => {
            readFileText(file).then(
              (content) => {
                setFileName(file.name);
                changeText(content);
              },
              (e) => {
                console.error('Strategic plan: reading the import file failed', e);
                setError(PLAN_TEXTS.fileUnreadable);
              },
            );
            // Read in the browser; nothing is uploaded.
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} disabled={saving}>
            {fileName ?? 'Choose a .json file'}
          </Button>
        </Upload>
        <Input.TextArea
          aria-label="Strategic plan JSON"
          value={text}
          onChange={(event) => changeText(event.target.value)}
          rows={12}
          disabled={saving}
          placeholder={'{\n  "vision": "…",\n  "shortTermGoals": [{ "text": "…", "metric": "…", "target": "…", "timeline": "0-6 months" }],\n  …\n}'}
          style={{ fontFamily: 'monospace' }}
        />
        {error && <Alert type="error" showIcon message={error} role="alert" />}
      </Space>
    </Modal>
  );
}
