import { useState } from 'react';
import { Alert, Button, Form, Modal, Select, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { FREE_PROPERTY_REPORT, PROPERTY_AREAS, type PropertyReportRequest } from '@platform/shared';
import { getToken } from '../../auth';
import { localePath, useLocale } from '../../i18n';
import { downloadFile } from '../frame/file-download';
import { REPORTS_PATH, reportFileName } from './property-tools-api';
import { AREA_OPTIONS } from './report-fields';
import { ReportFailure } from './report-dialog';
import { usePropertyToolsTexts } from './property-tools-texts';

type State = { status: 'idle' } | { status: 'busy' } | { status: 'done' } | { status: 'failed'; error: unknown };

/**
 * The free sample report (the market analysis) for any signed-in user: it calls the server with the stored sign-in
 * itself, since it is also shown where the area refused the user and no area session exists.
 */
export function FreeReportButton() {
  const texts = usePropertyToolsTexts();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [area, setArea] = useState(PROPERTY_AREAS[0].id);
  const [state, setState] = useState<State>({ status: 'idle' });

  const download = async () => {
    setState({ status: 'busy' });
    const request: PropertyReportRequest = { type: FREE_PROPERTY_REPORT, area, locale };
    try {
      await downloadFile(REPORTS_PATH, reportFileName(request), getToken(), request);
      setState({ status: 'done' });
    } catch (error) {
      setState({ status: 'failed', error });
    }
  };
  const close = () => {
    setOpen(false);
    setState({ status: 'idle' });
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{texts.freeReport.button}</Button>
      <Modal open={open} title={texts.freeReport.title} onCancel={close} footer={null} destroyOnHidden>
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Paragraph style={{ margin: 0 }}>{texts.freeReport.text}</Typography.Paragraph>
          <Form layout="vertical" onFinish={() => void download()}>
            <Form.Item label={texts.reports.area} htmlFor="free-report-area">
              <Select id="free-report-area" value={area} onChange={setArea} options={AREA_OPTIONS} showSearch optionFilterProp="label" />
            </Form.Item>
            {state.status === 'failed' && (
              <div style={{ marginBottom: 16 }}>
                <ReportFailure error={state.error} fallback={texts.reports.downloadFailed} />
              </div>
            )}
            {state.status === 'done' && <Alert type="success" showIcon message={texts.reports.downloaded} style={{ marginBottom: 16 }} />}
            <Button type="primary" htmlType="submit" loading={state.status === 'busy'}>
              {texts.reports.download}
            </Button>
          </Form>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {texts.freeReport.others}{' '}
            <Link to={localePath(locale, '/pricing')} style={{ textDecoration: 'underline' }}>
              {texts.reports.seePricing}
            </Link>
          </Typography.Paragraph>
        </Space>
      </Modal>
    </>
  );
}
