import { DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatApiDate, type ApiCustomer } from '@platform/shared';
import { NONE } from '../../labels';
import type { RecordKind } from './record-tab';

type CustomerBody = Omit<ApiCustomer, 'id'>;
type CustomerForm = Omit<CustomerBody, 'since'> & { since: Dayjs | null };

export const CUSTOMERS: RecordKind<ApiCustomer, CustomerForm, CustomerBody> = {
  kind: 'customers',
  noun: 'customer',
  empty: 'No customers yet',
  columns: [
    { title: 'Name', dataIndex: 'name', key: 'name', width: 200 },
    { title: 'Company', dataIndex: 'company', key: 'company', width: 180, render: (text: string) => text || NONE },
    { title: 'Plan', dataIndex: 'plan', key: 'plan', width: 120, render: (text: string) => text || NONE },
    { title: 'Since', dataIndex: 'since', key: 'since', width: 130, render: (since: string) => formatApiDate(since || null) },
  ],
  fields: (
    <>
      <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Name is required.' }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="company" label="Company">
        <Input />
      </Form.Item>
      <Form.Item name="plan" label="Plan">
        <Input placeholder="enterprise" />
      </Form.Item>
      <Form.Item name="since" label="Since">
        <DatePicker format="YYYY-MM-DD" style={{ width: '100%' }} />
      </Form.Item>
    </>
  ),
  blank: () => ({ name: '', company: '', plan: '', since: dayjs() }),
  toForm: ({ name, company, plan, since }) => ({ name, company, plan, since: since ? dayjs(since) : null }),
  toBody: ({ name, company, plan, since }) => ({
    name: name.trim(),
    company: (company ?? '').trim(),
    plan: (plan ?? '').trim(),
    since: since ? since.format('YYYY-MM-DD') : '',
  }),
  describe: (customer) => customer.name,
};
