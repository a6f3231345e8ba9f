import { App, Input, Modal, Typography } from 'antd';
import type { PlanExportFormat } from '@platform/shared';
import { PLAN_FORMAT_LABELS } from './plan-export';
import { PLAN_TEXTS } from './plan-messages';
import { copyText } from '../../../utils/clipboard';
import { copyCloseFooter } from '../../../components/copy-close-footer';

interface PlanTextDialogProps {
  /** The shown export; null keeps the dialog closed. */
  view: { format: PlanExportFormat; text: string; fileName: string } | null;
  onClose: () => void;
}

/** View JSON / View Markdown: the export in a read-only box with a Copy button. */
export function PlanTextDialog({ view, onClose }: PlanTextDialogProps) {
  const { message } = App.useApp();

  const copy = async () => {
    if (!view) return;
    try {
      await copyText(view.text);
      message.success(PLAN_TEXTS.copied);
    } catch (error) {
      // The spec has copy failures logged; the hint tells the user what to do instead.
      console.error('Strategic plan: copy to clipboard failed', error);
      message.error(PLAN_TEXTS.copyFailed);
    }
  };

  return (
    <Modal
      open={view !== null}
      title={view ? `Strategic Plan as ${PLAN_FORMAT_LABELS[view.format]}` : undefined}
      width={860}
      onCancel={onClose}
      footer={copyCloseFooter(copy, onClose)}
    >
      {view && (
        <>
          <Typography.Paragraph type="secondary">{view.fileName}</Typography.Paragraph>
          <Input.TextArea
            aria-label={`Strategic plan as ${PLAN_FORMAT_LABELS[view.format]}`}
            readOnly
            value={view.text}
            autoSize={{ minRows: 12, maxRows: 24 }}
            style={{ fontFamily: 'monospace', fontSize: 12 }}
          />
        </>
      )}
    </Modal>
  );
}
