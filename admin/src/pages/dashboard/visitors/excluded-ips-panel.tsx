import { useState } from 'react';
import { App, Button, Flex, Form, Input, Popconfirm, Table, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { HttpError } from '@refinedev/core';
import { VISIT_ANALYTICS_MESSAGES, formatDate, type ExcludedIp } from '@platform/shared';
import { LoadFailed } from '../../../components/load-failed';
import { serverMessage } from '../../../utils/server-message';
import { VISITOR_TEXTS, orNone } from './labels';
import { useExcludedIps, useExcludedIpWrites, type ExcludedIpInput } from './use-visitor-data';

/** Which field a refusal of the server belongs to: the note's own limit, else the address. */
const fieldOf = (message: string): keyof ExcludedIpInput => (message === VISIT_ANALYTICS_MESSAGES.noteTooLong ? 'note' : 'address');

/**
 * The addresses whose visits are left out of every figure: add one with a note, remove one after confirming.
 * `onChanged` fetches the analytics again, so the excluded traffic leaves the figures at once.
 */
export function ExcludedIpsPanel({ onChanged }: { onChanged: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ExcludedIpInput>();
  const { excludedIps, loading, failed, reload } = useExcludedIps();
  const { add, remove, adding } = useExcludedIpWrites();
  const [removing, setRemoving] = useState<number | null>(null);

  const afterChange = async () => {
    await reload();
    onChanged();
  };

  const submit = async (values: ExcludedIpInput) => {
    try {
      const added = await add({ address: values.address.trim(), note: (values.note ?? '').trim() });
      form.resetFields();
      message.success(VISITOR_TEXTS.added(added?.address ?? values.address.trim()));
      await afterChange();
    } catch (error) {
      const refusal = error as HttpError;
      const text = serverMessage(refusal, VISITOR_TEXTS.addFailed);
      // A refusal about the entry itself (400, 409) is shown on its field; anything else above the list.
      if (refusal?.statusCode === 400 || refusal?.statusCode === 409) form.setFields([{ name: fieldOf(text), errors: [text] }]);
      else message.error(text);
    }
  };

  const removeEntry = async (entry: ExcludedIp) => {
    setRemoving(entry.id);
    try {
      await remove(entry.id);
      message.success(VISITOR_TEXTS.removed(entry.address));
      await afterChange();
    } catch (error) {
      message.error(serverMessage(error, VISITOR_TEXTS.removeFailed));
      // Gone already (404) or not: the list shows what the server has now.
      void reload();
    } finally {
      setRemoving(null);
    }
  };

  const columns: TableColumnsType<ExcludedIp> = [
    { title: 'Adresse', dataIndex: 'address', key: 'address', render: (address: string) => <Typography.Text code>{address}</Typography.Text> },
    { title: 'Notat', dataIndex: 'note', key: 'note', render: (note: string) => orNone(note) },
    { title: 'Lagt til', dataIndex: 'createdAt', key: 'createdAt', width: 120, render: (iso: string) => formatDate(iso) },
    {
      title: 'Handling',
      key: 'actions',
      width: 100,
      render: (_, entry) => (
        <Popconfirm
          title={VISITOR_TEXTS.removeConfirm(entry.address)}
          okText={VISITOR_TEXTS.removeExcluded}
          cancelText="Avbryt"
          onConfirm={() => removeEntry(entry)}
        >
          <Button
            danger
            size="small"
            icon={<DeleteOutlined />}
            loading={removing === entry.id}
            aria-label={`${VISITOR_TEXTS.removeExcluded} ${entry.address}`}
          >
            {VISITOR_TEXTS.removeExcluded}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{VISITOR_TEXTS.excludedIntro}</Typography.Text>
      <Form<ExcludedIpInput>
        form={form}
        layout="inline"
        onFinish={submit}
        aria-label={VISITOR_TEXTS.addExcluded}
        onValuesChange={(changed) => form.setFields(Object.keys(changed).map((name) => ({ name: name as keyof ExcludedIpInput, errors: [] })))}
        style={{ rowGap: 8 }}
      >
        <Form.Item
          name="address"
          label={VISITOR_TEXTS.address}
          rules={[{ required: true, whitespace: true, message: VISITOR_TEXTS.addressRequired }]}
        >
          <Input placeholder="203.0.113.7 eller 192.0.2.0/24" style={{ width: 240 }} autoComplete="off" />
        </Form.Item>
        <Form.Item name="note" label={VISITOR_TEXTS.note}>
          <Input style={{ width: 260 }} autoComplete="off" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={adding}>
            {VISITOR_TEXTS.addExcluded}
          </Button>
        </Form.Item>
      </Form>
      {failed ? (
        <LoadFailed message={VISITOR_TEXTS.excludedFailed} onRetry={() => void reload()} />
      ) : (
        <Table<ExcludedIp>
          size="small"
          rowKey="id"
          loading={loading}
          columns={columns}
          dataSource={excludedIps}
          pagination={false}
          locale={{ emptyText: VISITOR_TEXTS.noExcluded }}
          scroll={{ x: 'max-content' }}
        />
      )}
    </Flex>
  );
}
