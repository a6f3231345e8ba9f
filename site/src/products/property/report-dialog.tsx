import { useState } from 'react';
import { Alert, App, Button, Form, Modal, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { PROPERTY_REPORT_LABELS, type PropertyReportType } from '@platform/shared';
import { ApiError } from '../../api/http';
import { localePath, useLocale } from '../../i18n';
import { isAreaRefusal } from '../frame/area-api';
import { useReportDownload } from './property-tools-api';
import { DEFAULT_REPORT_CHOICES, ReportFields, reportChoicesFor, type ReportChoices } from './report-fields';
import { usePropertyToolsTexts } from './property-tools-texts';

/** A refused report: the server's reason, and for a report that needs access, where to get it. */
export function ReportFailure({ error, fallback }: { error: unknown; fallback: string }) {
  const texts = usePropertyToolsTexts().reports;
  const locale = useLocale();
  const refused = error instanceof ApiError && error.status === 403;
  return (
    <Alert
      type="error"
      showIcon
      message={error instanceof ApiError && error.message ? error.message : fallback}
      description={refused ? <Link to={localePath(locale, '/pricing')}>{texts.seePricing}</Link> : undefined}
    />
  );
}

/** Generates one report as PDF: the area and the type's own choices, then the download through the server. */
export function ReportDialog({ type, onClose }: { type: PropertyReportType | null; onClose: () => void }) {
  return (
    <Modal open={type !== null} onCancel={onClose} footer={null} destroyOnHidden title={type ? <ReportTitle type={type} /> : null}>
      {type && <ReportForm type={type} onClose={onClose} />}
    </Modal>
  );
}

function ReportTitle({ type }: { type: PropertyReportType }) {
  return <>{PROPERTY_REPORT_LABELS[type][useLocale()]}</>;
}

function ReportForm({ type, onClose }: { type: PropertyReportType; onClose: () => void }) {
  const texts = usePropertyToolsTexts().reports;
  const locale = useLocale();
  const { message } = App.useApp();
  const download = useReportDownload();
  const [failure, setFailure] = useState<unknown>(null);

  const submit = (choices: ReportChoices) => {
    setFailure(null);
    download.mutate(
      { type, ...reportChoicesFor(type, choices), locale },
      {
        onSuccess: () => {
          message.success(texts.downloaded);
          onClose();
        },
        // The frame takes over on its own refusals; any other refusal is said here.
        onError: (error) => {
          if (!isAreaRefusal(error)) setFailure(error);
        },
      },
    );
  };

  return (
    <Form<ReportChoices> layout="vertical" initialValues={DEFAULT_REPORT_CHOICES} onFinish={submit}>
      <Typography.Paragraph type="secondary">{texts.holds[type]}</Typography.Paragraph>
      <ReportFields type={type} idPrefix="report" />
      {failure !== null && (
        <div style={{ marginBottom: 16 }}>
          <ReportFailure error={failure} fallback={texts.downloadFailed} />
        </div>
      )}
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={download.isPending}>
          {texts.download}
        </Button>
      </Space>
    </Form>
  );
}
