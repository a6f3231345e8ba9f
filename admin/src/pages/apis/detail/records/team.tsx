import { Form, Input } from 'antd';
import type { ApiTeamMember } from '@platform/shared';
import { NONE } from '../../labels';
import type { RecordKind } from './record-tab';

type MemberBody = Omit<ApiTeamMember, 'id'>;

export const TEAM: RecordKind<ApiTeamMember, MemberBody, MemberBody> = {
  kind: 'team',
  noun: 'member',
  empty: 'The team has no members yet',
  columns: [
    { title: 'Name', dataIndex: 'name', key: 'name', width: 200 },
    { title: 'Role', dataIndex: 'role', key: 'role', width: 160, render: (text: string) => text || NONE },
    {
      title: 'E-mail',
      dataIndex: 'email',
      key: 'email',
      ellipsis: { showTitle: true },
      render: (email: string) => (email ? <a href={`mailto:${email}`}>{email}</a> : NONE),
    },
  ],
  fields: (
    <>
      <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: 'Name is required.' }]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="role" label="Role">
        <Input placeholder="Backend developer" />
      </Form.Item>
      <Form.Item name="email" label="E-mail" rules={[{ type: 'email', message: 'Enter a valid e-mail address.' }]}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
    </>
  ),
  blank: () => ({ name: '', role: '', email: '' }),
  toForm: ({ name, role, email }) => ({ name, role, email }),
  toBody: ({ name, role, email }) => ({ name: name.trim(), role: (role ?? '').trim(), email: (email ?? '').trim() }),
  describe: (member) => member.name,
};
