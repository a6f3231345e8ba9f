import { useMemo, useState } from 'react';
import { App, Input, Modal, Segmented } from 'antd';
import { EXPORT_FORMATS, exportIdeas, withoutBom, type ExportFieldGroup, type ExportFormat, type Idea } from '@platform/shared';
import { EXPORT_FORMAT_LABELS } from './export-formats';
import { copyText } from '../../../../utils/clipboard';
import { copyCloseFooter } from '../../../../components/copy-close-footer';

interface TextViewDialogProps {
  open: boolean;
  ideas: Idea[];
  groups: ExportFieldGroup[];
  initialFormat: ExportFormat;
  onClose: () => void;
}

/** View Ideas as Text: the export in a read-only box, in any of the three formats, with a copy button. */
export function TextViewDialog({ open, ideas, groups, initialFormat, onClose }: TextViewDialogProps) {
  const { message } = App.useApp();
  const [format, setFormat] = useState<ExportFormat>(initialFormat);
  // Text to read and copy, not a file: the CSV file's BOM would be an invisible character in the clipboard.
  const text = useMemo(() => withoutBom(exportIdeas(ideas, format, groups)), [ideas, format, groups]);

  const copy = async () => {
    try {
      await copyText(text);
      message.success('Copied to clipboard!');
    } catch (error) {
      console.error('Copy to clipboard failed', error);
      message.error('Could not copy; select the text and copy it by hand.');
    }
  };

  return (
    <Modal
      open={open}
      title="View Ideas as Text"
      width={860}
      onCancel={onClose}
      afterOpenChange={(visible) => visible && setFormat(initialFormat)}
      footer={copyCloseFooter(copy, onClose)}
    >
      <Segmented<ExportFormat>
        aria-label="Text format"
        value={format}
        onChange={setFormat}
        options={EXPORT_FORMATS.map((value) => ({ value, label: EXPORT_FORMAT_LABELS[value] }))}
        style={{ marginBottom: 12 }}
      />
      <Input.TextArea
        aria-label="Ideas as text"
        readOnly
        value={text}
        autoSize={{ minRows: 12, maxRows: 24 }}
        style={{ fontFamily: 'monospace', fontSize: 12 }}
      />
    </Modal>
  );
}
