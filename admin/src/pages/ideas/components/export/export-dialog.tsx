import { useState } from 'react';
import { App, Button, Checkbox, Form, Input, Modal, Radio, Typography } from 'antd';
import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import {
  EXPORT_FIELD_GROUP_KEYS,
  EXPORT_FIELD_GROUP_LABELS,
  EXPORT_FORMATS,
  customExportFileName,
  exportIdeas,
  type ExportFieldGroup,
  type ExportFormat,
  type Idea,
} from '@platform/shared';
import { downloadText } from '../../../../utils/download';
import { serverMessage } from '../../../../utils/server-message';
import { EXPORT_FORMAT_LABELS } from './export-formats';
import { TextViewDialog } from './text-view-dialog';

interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Every idea matching the current filters, with all fields. */
  loadIdeas: () => Promise<Idea[]>;
}

const defaultFileName = (format: ExportFormat) => customExportFileName(new Date(), format);

/** Export Ideas: field groups, a format and a file name; downloads the file or shows it as text. */
export function ExportDialog({ open, onClose, loadIdeas }: ExportDialogProps) {
  const { message } = App.useApp();
  const [groups, setGroups] = useState<ExportFieldGroup[]>([...EXPORT_FIELD_GROUP_KEYS]);
  const [format, setFormat] = useState<ExportFormat>('json');
  const [fileName, setFileName] = useState(() => defaultFileName('json'));
  const [loading, setLoading] = useState<'download' | 'view' | null>(null);
  const [textIdeas, setTextIdeas] = useState<Idea[] | null>(null);

  const changeFormat = (next: ExportFormat) => {
    setFormat(next);
    // Keep a name the user typed, only swapping its extension.
    setFileName((name) => (name.trim() === '' ? defaultFileName(next) : name.replace(/\.(json|csv|md)$/i, '') + `.${next}`));
  };

  const withIdeas = async (kind: 'download' | 'view', use: (ideas: Idea[]) => void) => {
    setLoading(kind);
    try {
      const ideas = await loadIdeas();
      if (ideas.length === 0) message.info('No ideas match the current filters.');
      else use(ideas);
    } catch (error) {
      message.error(serverMessage(error, 'Failed to load the ideas to export'));
    } finally {
      setLoading(null);
    }
  };

  const download = () =>
    withIdeas('download', (ideas) => {
      const name = fileName.trim() || defaultFileName(format);
      downloadText(exportIdeas(ideas, format, groups), name);
      message.success(`Exported ${ideas.length} idea(s)`);
    });

  return (
    <>
      <Modal
        open={open}
        title="Export Ideas"
        width={620}
        onCancel={onClose}
        footer={[
          <Button key="text" icon={<FileTextOutlined />} onClick={() => withIdeas('view', setTextIdeas)} loading={loading === 'view'} disabled={groups.length === 0}>
            View Ideas as Text
          </Button>,
          <Button key="download" type="primary" icon={<DownloadOutlined />} onClick={download} loading={loading === 'download'} disabled={groups.length === 0}>
            Download
          </Button>,
        ]}
      >
        <Typography.Paragraph type="secondary">Exports every idea that matches the current search and filters.</Typography.Paragraph>
        <Form layout="vertical" component="div">
          <Form.Item label="Fields to include">
            <Checkbox.Group
              value={groups}
              onChange={(values) => setGroups(values as ExportFieldGroup[])}
              options={EXPORT_FIELD_GROUP_KEYS.map((value) => ({ value, label: EXPORT_FIELD_GROUP_LABELS[value] }))}
              style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', rowGap: 4 }}
            />
          </Form.Item>
          <Form.Item label="Format">
            <Radio.Group
              value={format}
              onChange={(event) => changeFormat(event.target.value)}
              optionType="button"
              options={EXPORT_FORMATS.map((value) => ({ value, label: EXPORT_FORMAT_LABELS[value] }))}
            />
          </Form.Item>
          <Form.Item label="File name" htmlFor="idea-export-file-name">
            <Input id="idea-export-file-name" value={fileName} onChange={(event) => setFileName(event.target.value)} />
          </Form.Item>
        </Form>
      </Modal>
      <TextViewDialog
        open={textIdeas !== null}
        ideas={textIdeas ?? []}
        groups={groups}
        initialFormat={format}
        onClose={() => setTextIdeas(null)}
      />
    </>
  );
}
