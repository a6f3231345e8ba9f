import { Alert, App, Button, Card, Empty, Form, Input, Popconfirm, Select, Skeleton, Space, Table, Typography } from 'antd';
import {
  PROPERTY_REPORT_LABELS,
  PROPERTY_REPORT_TYPES,
  formatDateTime,
  propertyArea,
  propertyAreaLabel,
  type PropertyReportType,
  type ReportSubscription,
} from '@platform/shared';
import { ApiError } from '../../api/http';
import { LoadFailed } from '../../components/load-failed';
import { useLocale } from '../../i18n';
import { isAreaRefusal } from '../frame/area-api';
import { useAreaSession } from '../frame/area-session';
import { useReportSubscriptions } from './property-tools-api';
import { DEFAULT_REPORT_CHOICES, ReportFields, reportChoicesFor, type ReportChoices } from './report-fields';
import { ReportFailure } from './report-dialog';
import { usePropertyToolsTexts } from './property-tools-texts';

interface SubscribeValues extends ReportChoices {
  type: PropertyReportType;
  email: string;
}

const areaName = (id: string) => {
  const area = propertyArea(id);
  return area ? propertyAreaLabel(area) : id;
};

/** The user's monthly reports: subscribe, send one now, or stop one. */
export function ReportSubscriptions() {
  const texts = usePropertyToolsTexts().subscriptions;
  return (
    <Card title={texts.title}>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0 }}>{texts.intro}</Typography.Paragraph>
        <Alert type="info" showIcon message={texts.schedulerNote} />
        <SubscribeForm />
        <SubscriptionList />
      </Space>
    </Card>
  );
}

function SubscribeForm() {
  const texts = usePropertyToolsTexts().subscriptions;
  const locale = useLocale();
  const { user } = useAreaSession();
  const { message } = App.useApp();
  const { create } = useReportSubscriptions();
  const [form] = Form.useForm<SubscribeValues>();
  const type = Form.useWatch('type', form) ?? 'market-analysis';

  const submit = (values: SubscribeValues) => {
    create.mutate(
      { type: values.type, ...reportChoicesFor(values.type, values), email: values.email.trim() || undefined, frequency: 'monthly' },
      {
        onSuccess: () => message.success(texts.subscribed),
        onError: (error) => {
          // The server's word on a field goes under it; other refusals show above the button.
          if (error instanceof ApiError && error.fieldErrors.length > 0) {
            form.setFields(error.fieldErrors.map((field) => ({ name: field.field as keyof SubscribeValues, errors: [field.message] })));
          }
        },
      },
    );
  };

  const failure = create.error && !isAreaRefusal(create.error) && !(create.error instanceof ApiError && create.error.fieldErrors.length > 0);
  return (
    <Form<SubscribeValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 520 }}
      initialValues={{ ...DEFAULT_REPORT_CHOICES, type: 'market-analysis', email: user?.email ?? '' }}
      onFinish={submit}
    >
      <Form.Item name="type" label={texts.type} htmlFor="subscription-type">
        <Select id="subscription-type" options={PROPERTY_REPORT_TYPES.map((value) => ({ value, label: PROPERTY_REPORT_LABELS[value][locale] }))} />
      </Form.Item>
      <ReportFields type={type} idPrefix="subscription" />
      <Form.Item name="email" label={texts.email} htmlFor="subscription-email">
        <Input id="subscription-email" type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item label={texts.frequency}>
        <Typography.Text>{texts.monthly}</Typography.Text>
      </Form.Item>
      {failure && (
        <div style={{ marginBottom: 16 }}>
          <ReportFailure error={create.error} fallback={texts.subscribeFailed} />
        </div>
      )}
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {texts.subscribe}
      </Button>
    </Form>
  );
}

function SubscriptionList() {
  const { subscriptions: texts, reports: reportTexts } = usePropertyToolsTexts();
  const locale = useLocale();
  const { message } = App.useApp();
  const { list, send, remove } = useReportSubscriptions();

  const failed = (error: unknown, fallback: string) => {
    if (!isAreaRefusal(error)) message.error(error instanceof ApiError && error.message ? error.message : fallback);
  };
  const sendNow = (subscription: ReportSubscription) =>
    send.mutate(subscription.id, { onSuccess: (answer) => message.success(answer.message), onError: (error) => failed(error, texts.sendFailed) });
  const stop = (subscription: ReportSubscription) =>
    remove.mutate(subscription.id, { onSuccess: () => message.success(texts.removed), onError: (error) => failed(error, texts.removeFailed) });

  let body;
  if (list.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (list.isError) body = <LoadFailed message={texts.listFailed} onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0) body = <Empty description={texts.none} />;
  else
    body = (
      <Table<ReportSubscription>
        rowKey="id"
        pagination={false}
        dataSource={list.data}
        scroll={{ x: true }}
        columns={[
          { key: 'type', title: texts.type, render: (_, row) => PROPERTY_REPORT_LABELS[row.type][locale] },
          {
            key: 'area',
            title: reportTexts.area,
            render: (_, row) => (row.compareArea ? `${areaName(row.area)} / ${areaName(row.compareArea)}` : areaName(row.area)),
          },
          { key: 'email', title: texts.email, dataIndex: 'email' },
          { key: 'frequency', title: texts.frequency, render: () => texts.monthly },
          {
            key: 'lastSent',
            title: texts.lastSent,
            render: (_, row) =>
              row.lastSentAt ? formatDateTime(row.lastSentAt) : <Typography.Text type="secondary">{texts.neverSent}</Typography.Text>,
          },
          {
            key: 'actions',
            title: texts.actions,
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => sendNow(row)} loading={send.isPending && send.variables === row.id}>
                  {texts.sendNow}
                </Button>
                <Popconfirm
                  title={texts.removeTitle}
                  description={texts.removeText}
                  okText={texts.remove}
                  cancelText={reportTexts.cancel}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => stop(row)}
                >
                  <Button
                    size="small"
                    type="link"
                    danger
                    aria-label={`${texts.remove} ${PROPERTY_REPORT_LABELS[row.type][locale]} ${areaName(row.area)}`}
                  >
                    {texts.remove}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    );

  return (
    <section aria-labelledby="report-subscriptions-list">
      <Typography.Title level={4} id="report-subscriptions-list">
        {texts.listTitle}
      </Typography.Title>
      {body}
    </section>
  );
}
