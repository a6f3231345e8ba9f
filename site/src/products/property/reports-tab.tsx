import { useState } from 'react';
import { Button, Card, Col, Flex, Row, Space, Tag, Typography } from 'antd';
import { FREE_PROPERTY_REPORT, PROPERTY_REPORT_LABELS, PROPERTY_REPORT_TYPES, type PropertyReportType } from '@platform/shared';
import { useLocale } from '../../i18n';
import { ReportDialog } from './report-dialog';
import { ReportSubscriptions } from './report-subscriptions';
import { usePropertyToolsTexts } from './property-tools-texts';

/** The six report types as cards, each generated as PDF in a dialog, and the user's report subscriptions. */
export function ReportsTab() {
  const texts = usePropertyToolsTexts().reports;
  const locale = useLocale();
  const [open, setOpen] = useState<PropertyReportType | null>(null);

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={3}>{texts.title}</Typography.Title>
        <Typography.Paragraph type="secondary">{texts.intro}</Typography.Paragraph>
      </div>
      <Row gutter={[16, 16]}>
        {PROPERTY_REPORT_TYPES.map((type) => (
          <Col key={type} xs={24} sm={12} lg={8}>
            <Card style={{ height: '100%' }} data-testid={`report-card-${type}`}>
              <Flex vertical gap={12} style={{ height: '100%' }}>
                <Flex align="center" gap={8} wrap>
                  <Typography.Title level={5} style={{ margin: 0 }}>
                    {PROPERTY_REPORT_LABELS[type][locale]}
                  </Typography.Title>
                  {type === FREE_PROPERTY_REPORT && <Tag color="green">{texts.free}</Tag>}
                </Flex>
                <Typography.Paragraph style={{ margin: 0, flex: 1 }}>{texts.holds[type]}</Typography.Paragraph>
                <div>
                  <Button type="primary" onClick={() => setOpen(type)} aria-label={`${texts.generate}: ${PROPERTY_REPORT_LABELS[type][locale]}`}>
                    {texts.generate}
                  </Button>
                </div>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
      <ReportSubscriptions />
      <ReportDialog type={open} onClose={() => setOpen(null)} />
    </Space>
  );
}
