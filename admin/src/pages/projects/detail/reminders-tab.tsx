import { DatePicker, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  osloDay,
  osloToUtc,
  PROJECT_MESSAGES,
  REMINDER_LIMITS,
  validateProjectReminderInput,
  wallMinutes,
  type ProjectReminder,
  type ProjectReminderInput,
} from '@platform/shared';
import { RecordTab, type RecordKind } from './record-tab';
import { formatOsloDateTime, REMINDER_STATUS_COLORS } from './texts';

type ReminderForm = Omit<ProjectReminderInput, 'remind_at'> & { remind_at: Dayjs | null };

// The picker shows a wall-clock time, read as Oslo time whatever the browser's zone: reminders go out from Oslo.
const pickerOf = (instant: string): Dayjs => {
  const minutes = wallMinutes(instant);
  return dayjs(`${osloDay(instant)}T00:00`)
    .hour(Math.floor(minutes / 60))
    .minute(minutes % 60);
};
const instantOf = (picked: Dayjs): string => osloToUtc(picked.format('YYYY-MM-DD'), picked.hour() * 60 + picked.minute());

/** Soonest first. */
const reminderOrder = (a: ProjectReminder, b: ProjectReminder) => a.remind_at.localeCompare(b.remind_at) || a.id - b.id;

export function ReminderStatusTag({ reminder }: { reminder: ProjectReminder }) {
  return (
    <Flex vertical gap={2} align="start">
      <Tag color={REMINDER_STATUS_COLORS[reminder.status] ?? 'default'}>{reminder.status}</Tag>
      {reminder.status === 'failed' && reminder.error && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {reminder.error}
        </Typography.Text>
      )}
    </Flex>
  );
}

export const REMINDERS: RecordKind<ProjectReminder, ReminderForm, ProjectReminderInput> = {
  kind: 'reminders',
  noun: 'reminder',
  empty: 'No reminders yet',
  columns: [
    { title: 'Title', dataIndex: 'title', key: 'title' },
    { title: 'When (Oslo)', dataIndex: 'remind_at', key: 'remind_at', width: 150, render: (at: string) => formatOsloDateTime(at) },
    { title: 'Recipients', dataIndex: 'recipients', key: 'recipients', render: (recipients: string[]) => recipients.join(', ') },
    { title: 'Status', dataIndex: 'status', key: 'status', width: 200, render: (_: unknown, reminder) => <ReminderStatusTag reminder={reminder} /> },
  ],
  fields: (
    <>
      <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Title is required.' }]}>
        <Input autoComplete="off" maxLength={300} />
      </Form.Item>
      <Form.Item name="message" label="Message">
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={REMINDER_LIMITS.message} />
      </Form.Item>
      <Form.Item name="remind_at" label="Remind at (Oslo time)" rules={[{ required: true, message: 'Remind at is required.' }]}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="DD.MM.YYYY HH:mm" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="recipients" label="Recipients" extra="E-mail addresses; press Enter or type a comma after each.">
        <Select mode="tags" tokenSeparators={[',', ' ', ';']} open={false} suffixIcon={null} placeholder="name@example.no" />
      </Form.Item>
    </>
  ),
  blank: () => ({ title: '', message: '', remind_at: null, recipients: [] }),
  toForm: ({ title, message, remind_at, recipients }) => ({ title, message: message ?? '', remind_at: pickerOf(remind_at), recipients }),
  toBody: ({ title, message, remind_at, recipients }) => ({
    title: title.trim(),
    message: (message ?? '').trim(),
    remind_at: remind_at ? instantOf(remind_at) : '',
    recipients: (recipients ?? []).map((address) => address.trim()).filter(Boolean),
  }),
  validate: (body) => validateProjectReminderInput(body),
  describe: (reminder) => reminder.title,
  order: reminderOrder,
  locked: (reminder) => (reminder.status === 'pending' ? null : PROJECT_MESSAGES.reminderSent),
};

/** Reminders: each e-mails its recipients once, at its time; it can be changed while it waits. */
export const RemindersTab = ({ projectId }: { projectId: number }) => (
  <RecordTab
    projectId={projectId}
    spec={REMINDERS}
    intro={<Typography.Text type="secondary">A reminder e-mails its recipients at its time, once.</Typography.Text>}
  />
);
