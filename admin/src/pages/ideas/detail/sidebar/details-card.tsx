import type { ReactNode } from 'react';
import { Card, Flex, Input, Tooltip, Typography } from 'antd';
import { formatDate, formatDateTime } from '@platform/shared';
import { EmptyValue, TextView } from '../fields/field-block';
import { textOf, useIdeaForm } from '../fields/idea-form';
import { ListField } from '../fields/list-field';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <div>{children}</div>
    </div>
  );
}

function Person({ name, email }: { name: string; email: string }) {
  if (!name && !email) return <EmptyValue />;
  return (
    <Flex vertical>
      <Typography.Text>{name || email}</Typography.Text>
      {name && email && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {email}
        </Typography.Text>
      )}
    </Flex>
  );
}

function DateValue({ value }: { value: unknown }) {
  if (typeof value !== 'string' || !value) return <EmptyValue />;
  return (
    <Tooltip title={formatDateTime(value)}>
      <span>{formatDate(value)}</span>
    </Tooltip>
  );
}

/** Details: the description, who made it, who has it, the tags; counters and dates are the server's. */
export function DetailsCard() {
  const { values, editing, setField } = useIdeaForm();
  return (
    <Card title="Details" size="small">
      <Flex vertical gap={12}>
        <Item label="Description">
          <TextView value={values.description} />
        </Item>
        <Item label="Creator">
          <Person name={textOf(values.creator_name)} email={textOf(values.creator_email)} />
        </Item>
        <Item label="Assignee">
          {editing ? (
            <Flex vertical gap={6}>
              <Input
                aria-label="Assignee name"
                placeholder="Name"
                value={textOf(values.assignee_name)}
                onChange={(e) => setField('assignee_name', e.target.value)}
              />
              <Input
                aria-label="Assignee e-mail"
                placeholder="E-mail"
                type="email"
                value={textOf(values.assignee_email)}
                onChange={(e) => setField('assignee_email', e.target.value)}
              />
            </Flex>
          ) : (
            <Person name={textOf(values.assignee_name)} email={textOf(values.assignee_email)} />
          )}
        </Item>
        <Item label="Tags">
          <ListField name="tags" bare placeholder="Add a tag and press Enter" />
        </Item>
        <Flex gap={24} wrap>
          <Item label="Comments">{values.comment_count ?? 0}</Item>
          <Item label="Evaluations">{values.evaluation_count ?? 0}</Item>
        </Flex>
        <Flex gap={24} wrap>
          <Item label="Created">
            <DateValue value={values.created_at} />
          </Item>
          <Item label="Updated">
            <DateValue value={values.updated_at} />
          </Item>
        </Flex>
      </Flex>
    </Card>
  );
}
