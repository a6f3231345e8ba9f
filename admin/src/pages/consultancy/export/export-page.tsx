import { useState } from 'react';
import { useApiUrl, useOnError, type HttpError } from '@refinedev/core';
import { Alert, App, Button, Card, Flex, Form, Radio, Typography } from 'antd';
import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import {
  CONSULTANCY_EXPORT_FORMATS,
  CONSULTANCY_EXPORT_LABELS,
  CONSULTANCY_EXPORT_TYPES,
  consultancyExportFileName,
  todayInOslo,
  type ConsultancyExportFormat,
  type ConsultancyExportType,
} from '@platform/shared';
import { RouteLinkButton } from '../../../components/route-link-button';
import { fetchAttachment, saveBlob } from '../../../utils/download';
import { serverMessage } from '../../../utils/server-message';
import { CONSULTANCY_PATH } from '../labels';
import { EXPORT_FORMAT_LABELS, EXPORT_PATH, EXPORT_TEXTS as T } from './export-texts';

/** /consultancy/export: customers, candidates and tenders as CSV or JSON. */
export function ConsultancyExportPage() {
  const apiUrl = useApiUrl();
  const { message } = App.useApp();
  const { mutate: reportError } = useOnError();
  const [type, setType] = useState<ConsultancyExportType>('customers');
  const [format, setFormat] = useState<ConsultancyExportFormat>('csv');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // The file needs the bearer token, which a plain link cannot send: fetch it, then save it under the server's name.
  const download = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const query = new URLSearchParams({ type, format });
      const { data, name } = await fetchAttachment(`${apiUrl}/${EXPORT_PATH}?${query}`, consultancyExportFileName(type, format, todayInOslo()));
      saveBlob(data, name);
      message.success(T.downloaded(name));
    } catch (error) {
      // A 401 signs out, like any other call.
      reportError(error);
      setFailure(T.failed(serverMessage(error, T.serverSaid((error as Partial<HttpError>)?.statusCode ?? 0))));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={T.title}>
      <Flex vertical gap={16}>
        <RouteLinkButton to={CONSULTANCY_PATH} type="link" icon={<ArrowLeftOutlined />} style={{ alignSelf: 'start', padding: 0 }}>
          {T.back}
        </RouteLinkButton>
        <Typography.Paragraph style={{ margin: 0 }}>{T.intro}</Typography.Paragraph>
        <Form layout="vertical" style={{ maxWidth: 560 }} onFinish={() => void download()}>
          <Form.Item label={T.what}>
            <Radio.Group
              aria-label={T.what}
              // Each group its own name, so that choosing in one leaves the other's choice.
              name="export-type"
              value={type}
              onChange={(event) => setType(event.target.value as ConsultancyExportType)}
              options={CONSULTANCY_EXPORT_TYPES.map((value) => ({ value, label: CONSULTANCY_EXPORT_LABELS[value] }))}
            />
          </Form.Item>
          <Form.Item label={T.format}>
            <Radio.Group
              aria-label={T.format}
              name="export-format"
              value={format}
              onChange={(event) => setFormat(event.target.value as ConsultancyExportFormat)}
              options={CONSULTANCY_EXPORT_FORMATS.map((value) => ({ value, label: EXPORT_FORMAT_LABELS[value] }))}
            />
          </Form.Item>
          {failure && (
            <Alert type="error" showIcon closable role="alert" style={{ marginBottom: 16 }} message={failure} onClose={() => setFailure(null)} />
          )}
          <Button type="primary" htmlType="submit" icon={<DownloadOutlined />} loading={busy}>
            {busy ? T.downloading : T.download}
          </Button>
        </Form>
      </Flex>
    </Card>
  );
}

export default ConsultancyExportPage;
