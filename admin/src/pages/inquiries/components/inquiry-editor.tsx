import { useState } from 'react';
import { Alert, App, Button, Descriptions, Flex, Form, Input, Popconfirm, Select, Typography } from 'antd';
import { DeleteOutlined, LineChartOutlined } from '@ant-design/icons';
import { INQUIRY_LIMITS, INQUIRY_MESSAGES, INQUIRY_STATUSES, formatDateTime, type Inquiry, type InquiryUpdate } from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { useDeleteInquiry, useSaveInquiry } from '../hooks/use-inquiry-queries';
import { INQUIRY_TEXTS, NONE, STATUS_LABELS, TYPE_LABELS } from '../labels';
import { RouteLinkButton } from '../../../components/route-link-button';
import { StatusTag } from './status-tag';

const when = (value: string | null) => (value ? formatDateTime(value) : NONE);
const orNone = (value: string | null) => value || NONE;

/** The inquiry's facts and full message; status and notes are saved, the inquiry can be deleted after a confirmation. */
export function InquiryEditor({ inquiry, onDone }: { inquiry: Inquiry; onDone: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<InquiryUpdate>();
  const { save, saving } = useSaveInquiry();
  const { remove, deleting } = useDeleteInquiry();
  const [problem, setProblem] = useState<string | null>(null);
  const visitor = inquiry.metadata?.visitor_id;

  const submit = async (values: InquiryUpdate) => {
    setProblem(null);
    try {
      await save(inquiry.id, values);
      onDone();
    } catch (error) {
      console.error(`Failed to save inquiry ${inquiry.id}`, error);
      setProblem(serverMessage(error, INQUIRY_MESSAGES.updateFailed));
    }
  };

  const destroy = async () => {
    setProblem(null);
    try {
      await remove(inquiry.id);
      message.success(INQUIRY_TEXTS.deleted);
      onDone();
    } catch (error) {
      console.error(`Failed to delete inquiry ${inquiry.id}`, error);
      setProblem(serverMessage(error, INQUIRY_MESSAGES.deleteFailed));
    }
  };

  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'created', label: 'Opprettet', children: when(inquiry.created_at) },
          { key: 'type', label: 'Type', children: TYPE_LABELS[inquiry.inquiry_type] ?? inquiry.inquiry_type },
          { key: 'status', label: 'Status', children: <StatusTag status={inquiry.status} /> },
          { key: 'email', label: 'E-post', children: <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a> },
          { key: 'phone', label: 'Telefon', children: orNone(inquiry.phone) },
          { key: 'company', label: 'Firma', children: orNone(inquiry.company) },
          { key: 'service', label: 'Tjeneste', children: orNone(inquiry.service) },
          { key: 'source', label: 'Sendt fra', children: orNone(inquiry.source_url) },
          { key: 'responded', label: 'Besvart', children: when(inquiry.responded_at) },
          { key: 'closed', label: 'Lukket', children: when(inquiry.closed_at) },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Melding
      </Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{inquiry.message}</Typography.Paragraph>
      {visitor && (
        <RouteLinkButton
          icon={<LineChartOutlined />}
          to={`/dashboard?tab=analytics&visitor=${encodeURIComponent(visitor)}`}
          style={{ marginBottom: 16 }}
        >
          {INQUIRY_TEXTS.visits}
        </RouteLinkButton>
      )}
      <Form<InquiryUpdate>
        form={form}
        layout="vertical"
        initialValues={{ status: inquiry.status, notes: inquiry.notes ?? '' }}
        onFinish={submit}
        disabled={saving || deleting}
      >
        <Form.Item name="status" label="Status">
          <Select options={INQUIRY_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))} />
        </Form.Item>
        <Form.Item name="notes" label="Notater">
          <Input.TextArea rows={4} maxLength={INQUIRY_LIMITS.notes} showCount />
        </Form.Item>
        {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
        <Flex justify="space-between" gap={8} wrap>
          <Popconfirm
            title={INQUIRY_TEXTS.deleteConfirm}
            description={INQUIRY_TEXTS.deleteWarning}
            okText="Slett"
            cancelText="Avbryt"
            okButtonProps={{ danger: true, loading: deleting }}
            onConfirm={destroy}
          >
            <Button danger icon={<DeleteOutlined />}>
              Slett
            </Button>
          </Popconfirm>
          <Flex gap={8}>
            <Button onClick={onDone}>Avbryt</Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              Lagre
            </Button>
          </Flex>
        </Flex>
      </Form>
    </>
  );
}
