import { useState } from 'react';
import { InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Collapse, Flex, Input, Spin, Typography, Upload } from 'antd';
import { DATASET_LIMITS, DATASET_MESSAGES, type DatasetSummary } from '@platform/shared';
import { ApiError } from '../../../api/http';
import { isAreaRefusal } from '../../frame/area-api';
import { useDatasetApi, useDatasetChanged } from './analytics-api';
import { useAnalyticsTexts } from './analytics-texts';

/** The file's text as UTF-8 (a BOM is dropped by the decoder). */
function readText(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}

interface DatasetUploadProps {
  productId: string;
  /** After a stored upload (the summary is already in the shared cache). */
  onUploaded?: (summary: DatasetSummary) => void;
}

/**
 * A CSV file dropped or chosen (read here, in the browser) or CSV text pasted, sent to the server, which reads it and
 * keeps it as the user's dataset. The server's refusal is shown as it answered it, naming the row or column.
 */
export function DatasetUpload({ productId, onUploaded }: DatasetUploadProps) {
  const texts = useAnalyticsTexts();
  const api = useDatasetApi(productId);
  const changed = useDatasetChanged(productId);
  const { message } = App.useApp();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');

  async function send(fileName: string, csv: string) {
    setFailure(null);
    setSending(true);
    try {
      const summary = await api.upload({ fileName, csv });
      changed(summary);
      setPasted('');
      message.success(texts.uploaded(summary.fileName));
      onUploaded?.(summary);
    } catch (error) {
      if (!isAreaRefusal(error)) setFailure(error instanceof ApiError && error.message ? error.message : texts.uploadFailed);
    } finally {
      setSending(false);
    }
  }

  async function sendFile(file: File) {
    setFailure(null);
    if (!/\.(csv|txt)$/i.test(file.name) && !/csv|text\/plain/.test(file.type)) return setFailure(texts.notCsv);
    // The server would refuse it too, but only after the whole file had been sent.
    if (file.size > DATASET_LIMITS.bytes) return setFailure(DATASET_MESSAGES.tooLarge);
    let text: string;
    try {
      text = await readText(file);
    } catch {
      return setFailure(texts.readFailed);
    }
    await send(file.name, text);
  }

  return (
    <Spin spinning={sending} tip={texts.uploading}>
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {texts.formatHelp}
        </Typography.Paragraph>
        <Upload.Dragger
          accept=".csv,.txt,text/csv"
          multiple={false}
          showUploadList={false}
          disabled={sending}
          beforeUpload={(file) => {
            void sendFile(file);
            // The file is sent as text by our own call, not by the upload component.
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined aria-hidden />
          </p>
          <p className="ant-upload-text">{texts.dropTitle}</p>
          <p className="ant-upload-hint">{texts.dropHint}</p>
        </Upload.Dragger>
        <Collapse
          items={[
            {
              key: 'paste',
              label: texts.pasteTitle,
              children: (
                <Flex vertical gap={8}>
                  <label htmlFor={`${productId}-csv-text`}>{texts.pasteLabel}</label>
                  <Input.TextArea
                    id={`${productId}-csv-text`}
                    rows={6}
                    value={pasted}
                    placeholder={texts.pastePlaceholder}
                    onChange={(event) => setPasted(event.target.value)}
                    style={{ fontFamily: 'monospace' }}
                  />
                  <div>
                    <Button type="primary" disabled={pasted.trim() === '' || sending} onClick={() => void send(texts.pastedName, pasted)}>
                      {texts.pasteSend}
                    </Button>
                  </div>
                </Flex>
              ),
            },
          ]}
        />
        {failure && <Alert type="error" showIcon role="alert" message={texts.uploadFailed} description={failure} />}
      </Flex>
    </Spin>
  );
}
