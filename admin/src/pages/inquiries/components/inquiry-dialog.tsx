import { Alert, Modal, Skeleton } from 'antd';
import { INQUIRY_MESSAGES, type Inquiry } from '@platform/shared';
import { INQUIRY_TEXTS } from '../labels';
import { InquiryEditor } from './inquiry-editor';

interface InquiryDialogProps {
  /** The inquiry the address names (/inquiries/:id), or null when the dialog is closed. */
  id: number | null;
  inquiry: Inquiry | undefined;
  failed: boolean;
  onClose: () => void;
}

/** One inquiry in full, with its status and notes to edit; opened by a row or by a link to /inquiries/:id. */
export function InquiryDialog({ id, inquiry, failed, onClose }: InquiryDialogProps) {
  return (
    <Modal
      open={id !== null}
      title={inquiry ? INQUIRY_TEXTS.dialogTitle(inquiry.name) : INQUIRY_TEXTS.title}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      {inquiry ? (
        // Its own form per inquiry, so nothing typed for one is kept for the next.
        <InquiryEditor key={inquiry.id} inquiry={inquiry} onDone={onClose} />
      ) : failed ? (
        <Alert type="error" showIcon message={INQUIRY_MESSAGES.notFound} />
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
