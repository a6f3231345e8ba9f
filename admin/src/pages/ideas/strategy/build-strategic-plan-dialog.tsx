import { useState } from 'react';
import { Alert, App, Button, Input, Modal, Spin, Typography } from 'antd';
import { DownloadOutlined, EyeOutlined, SaveOutlined } from '@ant-design/icons';
import { PLAN_LIMITS, PLAN_MESSAGES, planEmptyMessage, type Idea, type PlanExportFormat } from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { useSavePlan, useSaveSelections } from './plan-queries';
import { downloadPlan } from './plan-export';
import { PLAN_TEXTS } from './plan-messages';
import { PlanPreviewDialog } from './plan-preview-dialog';
import { IdeaPicker } from './idea-picker';
import { useBuildPlan } from './use-build-plan';

export interface BuildStrategicPlanDialogProps {
  open: boolean;
  onClose: () => void;
  /** The ideas to pick from; all of them (not one page), as the overall plan covers every company. */
  ideas: Idea[];
}

/**
 * Build Strategic Plan (main ideas page): tick ideas and add notes, then download the overall plan, preview it, or
 * save it (the plain selections and the overall plan's selected ideas).
 */
export function BuildStrategicPlanDialog({ open, onClose, ideas }: BuildStrategicPlanDialogProps) {
  const { message } = App.useApp();
  const build = useBuildPlan(open, ideas);
  const savePlan = useSavePlan();
  const saveSelections = useSaveSelections();
  const [saving, setSaving] = useState(false);
  const [previewing, setPreviewing] = useState(false);

  const download = (format: PlanExportFormat) => downloadPlan(build.plan, 'overall', ideas, format);

  const save = async () => {
    setSaving(true);
    try {
      await saveSelections(build.selections);
      await savePlan('overall', build.plan);
      message.success(PLAN_TEXTS.saved);
      onClose();
    } catch (error) {
      // The spec only logs this failure on the main page; the message tells the user it did not work.
      console.error('Strategic plan: save from the ideas page failed', error);
      message.error(PLAN_MESSAGES.saveFailed(serverMessage(error, '') || undefined));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Modal
        open={open}
        title="Build Strategic Plan"
        width={860}
        onCancel={() => !saving && onClose()}
        maskClosable={!saving}
        footer={[
          <Button key="preview" icon={<EyeOutlined />} onClick={() => setPreviewing(true)} disabled={build.loading}>
            Preview
          </Button>,
          <Button key="json" icon={<DownloadOutlined />} onClick={() => download('json')} disabled={build.loading}>
            Download JSON
          </Button>,
          <Button key="md" icon={<DownloadOutlined />} onClick={() => download('md')} disabled={build.loading}>
            Download Markdown
          </Button>,
          <Button key="save" type="primary" icon={<SaveOutlined />} onClick={save} loading={saving} disabled={build.loading || build.loadFailed}>
            Save Strategic Plan
          </Button>,
        ]}
      >
        <Typography.Paragraph type="secondary">
          Select the ideas for the overall strategic plan and add notes to them. Ideas are sorted by strategic fit, highest first.
        </Typography.Paragraph>
        {build.loadFailed && <Alert type="warning" showIcon message={PLAN_TEXTS.buildLoadFailed} style={{ marginBottom: 12 }} />}
        {build.loading ? (
          <Spin tip="Loading the strategic plan…">
            <div style={{ height: 120 }} />
          </Spin>
        ) : (
          <IdeaPicker
            ideas={ideas}
            selected={build.ticked}
            max={PLAN_LIMITS.listItems}
            emptyText={planEmptyMessage('overall')}
            onToggle={(idea, checked) => build.toggle(idea.id, checked)}
            renderSelected={(idea) => (
              <Input.TextArea
                aria-label={`Notes for ${idea.title}`}
                placeholder="Notes: why this idea, what comes first…"
                value={build.notes[idea.id] ?? ''}
                onChange={(event) => build.setNote(idea.id, event.target.value)}
                autoSize={{ minRows: 1, maxRows: 4 }}
                maxLength={PLAN_LIMITS.text}
              />
            )}
          />
        )}
      </Modal>
      <PlanPreviewDialog open={previewing} plan={build.plan} onClose={() => setPreviewing(false)} onDownload={download} />
    </>
  );
}
