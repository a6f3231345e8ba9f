import { useState } from 'react';
import { useOne, type HttpError } from '@refinedev/core';
import { Button, Card, Descriptions, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { CUSTOMER_STATUSES, type Customer } from '@platform/shared';
import { RouteLinkButton } from '../../../components/route-link-button';
import { LoadOneFailed, StatusSelect, useRecordWrites } from '../components/detail-parts';
import { DueDay, StatusTag } from '../components/status-tag';
import { AdaptedCvsOf } from '../cvs/adapted-cvs-of';
import { ContactHistory } from '../email/contact-history';
import { MAIL_TEXTS } from '../email/mail-labels';
import { SendEmailButton } from '../email/send-email-button';
import { CONSULTANCY_PATH, CONSULTANCY_TEXTS, CUSTOMERS_RESOURCE, CUSTOMER_STATUS_LABELS, CUSTOMER_TYPE_LABELS, NONE, labelOf } from '../labels';
import { CustomerDialog } from './customer-form';

const T = CONSULTANCY_TEXTS.customers;

/**
 * /consultancy/customers/:id: the customer's fields, its status changed at once, editing and deleting; e-mails to it,
 * its contact history and its adapted CVs.
 */
export function CustomerPage() {
  const { id = '' } = useParams();
  const { result: customer, query } = useOne<Customer, HttpError>({
    resource: CUSTOMERS_RESOURCE,
    id,
    errorNotification: false,
    queryOptions: { retry: false },
  });
  const { change, confirmDelete } = useRecordWrites<Customer>(CUSTOMERS_RESOURCE, CONSULTANCY_PATH);
  const [editing, setEditing] = useState(false);

  if (query.error && query.error.statusCode !== 401) return <LoadOneFailed error={query.error} notFound={T.notFound} back={CONSULTANCY_PATH} />;
  if (!customer) return <Skeleton active paragraph={{ rows: 8 }} />;
  // The e-mail goes to the contact person when there is one, else to the company.
  const recipient = { email: customer.email, name: customer.contactPerson || customer.companyName };

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex vertical gap={16}>
          <RouteLinkButton to={CONSULTANCY_PATH} type="link" icon={<ArrowLeftOutlined />} style={{ alignSelf: 'start', padding: 0 }}>
            {CONSULTANCY_TEXTS.tabs.customers}
          </RouteLinkButton>
          <Flex wrap gap={8} align="center" justify="space-between">
            <Space align="center">
              <Typography.Title level={3} style={{ margin: 0 }}>
                {customer.companyName}
              </Typography.Title>
              <StatusTag status={customer.status} labels={CUSTOMER_STATUS_LABELS} />
            </Space>
            <Space wrap>
              <SendEmailButton
                recipient={recipient}
                customerId={customer.id}
                values={{ company: customer.companyName }}
                noEmail={MAIL_TEXTS.noEmail.customer}
              />
              <StatusSelect
                value={customer.status}
                statuses={CUSTOMER_STATUSES}
                labels={CUSTOMER_STATUS_LABELS}
                onChange={(status) => void change(customer.id, { status: status as Customer['status'] })}
              />
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                {CONSULTANCY_TEXTS.edit}
              </Button>
              <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(customer, customer.companyName)}>
                {CONSULTANCY_TEXTS.delete}
              </Button>
            </Space>
          </Flex>
          <Descriptions bordered column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={T.industry}>{customer.industry || NONE}</Descriptions.Item>
            <Descriptions.Item label={T.customerType}>{labelOf(CUSTOMER_TYPE_LABELS, customer.customerType)}</Descriptions.Item>
            <Descriptions.Item label={T.contactPerson}>{customer.contactPerson || NONE}</Descriptions.Item>
            <Descriptions.Item label={T.email}>{customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : NONE}</Descriptions.Item>
            <Descriptions.Item label={T.phone}>{customer.phone || NONE}</Descriptions.Item>
            <Descriptions.Item label={T.nextFollowup}>
              <DueDay day={customer.nextFollowupDate} status={customer.status} />
            </Descriptions.Item>
            <Descriptions.Item label={T.services} span={2}>
              {customer.servicesInterested?.length ? customer.servicesInterested.map((service) => <Tag key={service}>{service}</Tag>) : NONE}
            </Descriptions.Item>
            <Descriptions.Item label={T.notes} span={2}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{customer.notes || NONE}</Typography.Paragraph>
            </Descriptions.Item>
          </Descriptions>
        </Flex>
        <CustomerDialog customer={editing ? customer : undefined} onClose={() => setEditing(false)} />
      </Card>
      <ContactHistory customerId={customer.id} />
      <AdaptedCvsOf customerId={customer.id} />
    </Flex>
  );
}

export default CustomerPage;
