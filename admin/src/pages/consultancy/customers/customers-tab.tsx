import { useState } from 'react';
import { Button, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { CUSTOMER_STATUSES, type Customer } from '@platform/shared';
import { ListToolbar, RecordsTable, RowActions } from '../components/list-parts';
import { DueDay, StatusTag } from '../components/status-tag';
import { useConsultancyList } from '../components/use-consultancy-list';
import { CONSULTANCY_TEXTS, CUSTOMERS_RESOURCE, CUSTOMER_STATUS_LABELS, CUSTOMER_TYPE_LABELS, NONE, customerPath, labelOf } from '../labels';
import { CustomerDialog } from './customer-form';

const T = CONSULTANCY_TEXTS.customers;

/** Kunder: the customers with their status, services and next follow-up; a row opens the customer. */
export function CustomersTab() {
  const navigate = useNavigate();
  const list = useConsultancyList<Customer>(CUSTOMERS_RESOURCE);
  // undefined: closed; null: a new customer; a customer: editing it.
  const [editing, setEditing] = useState<Customer | null | undefined>(undefined);

  const columns: TableColumnsType<Customer> = [
    {
      title: T.company,
      key: 'companyName',
      render: (_, customer) => (
        <Flex vertical>
          <Link to={customerPath(customer.id)}>{customer.companyName}</Link>
          <Typography.Text type="secondary">{customer.contactPerson || NONE}</Typography.Text>
        </Flex>
      ),
    },
    { title: T.industry, dataIndex: 'industry', key: 'industry', render: (industry: string) => industry || NONE },
    { title: T.customerType, dataIndex: 'customerType', key: 'customerType', render: (type: string) => labelOf(CUSTOMER_TYPE_LABELS, type) },
    {
      title: CONSULTANCY_TEXTS.status,
      dataIndex: 'status',
      key: 'status',
      render: (status: string) => <StatusTag status={status} labels={CUSTOMER_STATUS_LABELS} />,
    },
    {
      title: T.services,
      dataIndex: 'servicesInterested',
      key: 'servicesInterested',
      render: (services: string[] | null) =>
        services?.length ? (
          <Flex wrap gap={4}>
            {services.map((service) => (
              <Tag key={service}>{service}</Tag>
            ))}
          </Flex>
        ) : (
          NONE
        ),
    },
    {
      title: T.nextFollowup,
      dataIndex: 'nextFollowupDate',
      key: 'nextFollowupDate',
      render: (_, customer) => <DueDay day={customer.nextFollowupDate} status={customer.status} />,
    },
    {
      title: CONSULTANCY_TEXTS.actions,
      key: 'actions',
      width: 100,
      render: (_, customer) => (
        <RowActions
          name={customer.companyName}
          onEdit={() => setEditing(customer)}
          onDelete={() => list.confirmDelete(customer, customer.companyName)}
        />
      ),
    },
  ];

  return (
    <>
      <ListToolbar search={T} statuses={CUSTOMER_STATUSES} labels={CUSTOMER_STATUS_LABELS} status={list.status} q={list.q} onFilter={list.filterBy}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {T.newCustomer}
        </Button>
      </ListToolbar>
      <RecordsTable<Customer> list={list} columns={columns} texts={T} onOpen={(customer) => navigate(customerPath(customer.id))} />
      <CustomerDialog customer={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
