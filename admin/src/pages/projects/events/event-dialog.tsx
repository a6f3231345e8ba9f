import { useState } from 'react';
import type { HttpError } from '@refinedev/core';
import { Alert, Button, Checkbox, Col, DatePicker, Flex, Form, Input, InputNumber, Modal, Row, Select, Switch, TimePicker } from 'antd';
import {
  EVENT_LIMITS,
  EVENT_MESSAGES,
  EVENT_STATUSES,
  EVENT_TYPES,
  RECURRENCE_PATTERNS,
  WEEKDAYS,
  todayInOslo,
  weekdayOf,
  type EventOccurrence,
  type ProjectEventInput,
} from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { eventStatusLabel, eventTypeLabel } from './event-format';
import { blankEvent, eventToForm, formToBody, type EventFormValues } from './event-form';

const REPEAT_LABELS: Record<(typeof RECURRENCE_PATTERNS)[number], string> = {
  none: 'Does not repeat',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
};
const REPEAT_UNITS = { none: '', daily: 'day(s)', weekly: 'week(s)', monthly: 'month(s)', yearly: 'year(s)' } as const;

interface EventDialogProps {
  /** undefined: closed; null: a new event; an event: editing its series. */
  event: EventOccurrence | null | undefined;
  saving: boolean;
  onSave: (body: Partial<ProjectEventInput>, seriesId?: number) => Promise<void>;
  onClose: () => void;
}

/** Add or edit an event. A refusal (the shared rules, or the server's) keeps the dialog open with what was typed. */
export function EventDialog({ event, saving, onSave, onClose }: EventDialogProps) {
  return (
    <Modal
      open={event !== undefined}
      title={event ? 'Edit Event' : 'Add Event'}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      maskClosable={false}
      width={640}
    >
      {event !== undefined && <EventForm key={event?.id ?? 'new'} event={event} saving={saving} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function EventForm({ event, saving, onSave, onClose }: Omit<EventDialogProps, 'event'> & { event: EventOccurrence | null }) {
  const [form] = Form.useForm<EventFormValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const title = Form.useWatch('title', form) ?? '';
  const allDay = Form.useWatch('is_all_day', form);
  const pattern = Form.useWatch('recurrence_pattern', form) ?? 'none';

  // A weekly or monthly repeat starts from the event's own weekday or day of the month.
  const onValuesChange = (changed: Partial<EventFormValues>, all: EventFormValues) => {
    const day = all.event_date ? all.event_date.format('YYYY-MM-DD') : todayInOslo();
    if (changed.recurrence_pattern === 'weekly' && !all.recurrence_days_of_week?.length)
      form.setFieldValue('recurrence_days_of_week', [weekdayOf(day)]);
    if (changed.recurrence_pattern === 'monthly' && !all.recurrence_day_of_month)
      form.setFieldValue('recurrence_day_of_month', Number(day.slice(8, 10)));
  };

  const submit = async () => {
    setProblem(null);
    // Every value of the form, also of the fields hidden now (the rules drop what does not apply).
    const checked = formToBody(form.getFieldsValue(true) as EventFormValues);
    if (!checked.ok) {
      form.setFields(checked.errors.map(({ field, message }) => ({ name: field as never, errors: [message] })));
      setProblem(checked.errors.map((error) => error.message).join(' '));
      return;
    }
    try {
      await onSave(checked.value, event ? event.series_id : undefined);
      onClose();
    } catch (caught) {
      const error = caught as HttpError;
      const fields = Object.entries(error.errors ?? {});
      form.setFields(fields.map(([name, message]) => ({ name: name as never, errors: [String(message)] })));
      setProblem(serverMessage(error, EVENT_MESSAGES.saveFailed));
    }
  };

  return (
    <Form<EventFormValues>
      form={form}
      name="project-event"
      layout="vertical"
      initialValues={event ? eventToForm(event) : blankEvent()}
      onValuesChange={onValuesChange}
      onFinish={() => void submit()}
    >
      {problem && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={problem} />}
      {event && event.recurrence_pattern !== 'none' && event.event_date < todayInOslo() && (
        // The server keeps a begun series' past as it was and starts the changed series today.
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message="Changes apply from today on; past occurrences stay as they were." />
      )}
      <Form.Item name="title" label="Title" required>
        <Input maxLength={EVENT_LIMITS.title} autoComplete="off" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="event_type" label="Type">
            <Select options={EVENT_TYPES.map((type) => ({ value: type, label: eventTypeLabel(type), title: eventTypeLabel(type) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="status" label="Status">
            <Select options={EVENT_STATUSES.map((status) => ({ value: status, label: eventStatusLabel(status), title: eventStatusLabel(status) }))} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12} align="bottom">
        <Col xs={24} sm={12}>
          <Form.Item name="event_date" label="Date" rules={[{ required: true, message: 'Date is required.' }]}>
            <DatePicker format="YYYY-MM-DD" allowClear={false} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="is_all_day" label="All day" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      {!allDay && (
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="start_time" label="Start time">
              <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="end_time" label="End time">
              <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="location" label="Location">
            <Input maxLength={EVENT_LIMITS.text} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="meeting_url" label="Meeting URL">
            <Input type="url" placeholder="https://" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="participants" label="Participants">
            <Select mode="tags" tokenSeparators={[',']} open={false} suffixIcon={null} placeholder="Names or e-mail addresses" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="organizer" label="Organizer">
            <Input maxLength={EVENT_LIMITS.text} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={3} maxLength={EVENT_LIMITS.description} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="recurrence_pattern" label="Repeat">
            <Select options={RECURRENCE_PATTERNS.map((value) => ({ value, label: REPEAT_LABELS[value], title: REPEAT_LABELS[value] }))} />
          </Form.Item>
        </Col>
        {pattern !== 'none' && (
          <Col xs={24} sm={12}>
            <Form.Item name="recurrence_interval" label="Repeat every" rules={[{ required: true, message: EVENT_MESSAGES.badInterval }]}>
              <InputNumber min={1} max={EVENT_LIMITS.maxInterval} precision={0} suffix={REPEAT_UNITS[pattern]} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
      </Row>
      {pattern === 'weekly' && (
        <Form.Item name="recurrence_days_of_week" label="On weekdays">
          <Checkbox.Group options={WEEKDAYS.map((day) => ({ value: day.value, label: day.short }))} />
        </Form.Item>
      )}
      {pattern !== 'none' && (
        <Row gutter={12}>
          {pattern === 'monthly' && (
            <Col xs={24} sm={12}>
              <Form.Item name="recurrence_day_of_month" label="Day of month" extra="A month without this day is skipped.">
                <InputNumber min={1} max={31} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} sm={12}>
            <Form.Item name="recurrence_end_date" label="Ends on">
              <DatePicker format="YYYY-MM-DD" placeholder="Never" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Flex justify="end" gap={8}>
        <Button htmlType="button" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={saving} disabled={!title.trim() || saving}>
          Save
        </Button>
      </Flex>
    </Form>
  );
}
