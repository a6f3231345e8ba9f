import { CUSTOMER_STATUSES, CUSTOMER_TYPES, validateCustomerInput, type Customer } from '@platform/shared';
import type { FormField } from '../components/record-form';
import { RecordDialog } from '../components/record-form';
import { CONSULTANCY_TEXTS, CUSTOMERS_RESOURCE, CUSTOMER_STATUS_LABELS, CUSTOMER_TYPE_LABELS } from '../labels';

const T = CONSULTANCY_TEXTS.customers;
const optionsOf = (values: readonly string[], labels: Record<string, string>) => values.map((value) => ({ value, label: labels[value] }));

export const CUSTOMER_FIELDS: FormField[] = [
  { name: 'companyName', label: T.company },
  { name: 'industry', label: T.industry },
  { name: 'contactPerson', label: T.contactPerson },
  { name: 'email', label: T.email, kind: 'email' },
  { name: 'phone', label: T.phone },
  { name: 'customerType', label: T.customerType, kind: 'select', options: optionsOf(CUSTOMER_TYPES, CUSTOMER_TYPE_LABELS) },
  { name: 'status', label: CONSULTANCY_TEXTS.status, kind: 'select', options: optionsOf(CUSTOMER_STATUSES, CUSTOMER_STATUS_LABELS) },
  { name: 'nextFollowupDate', label: T.nextFollowup, kind: 'date' },
  { name: 'servicesInterested', label: T.services, help: T.servicesHelp, wide: true },
  { name: 'notes', label: T.notes, kind: 'notes' },
];

/** The form's values: the services as one comma-separated text (the contract splits it again). */
export const customerFormValues = (customer: Customer | null) => ({
  companyName: customer?.companyName ?? '',
  industry: customer?.industry ?? '',
  contactPerson: customer?.contactPerson ?? '',
  email: customer?.email ?? '',
  phone: customer?.phone ?? '',
  customerType: customer?.customerType ?? 'prospect',
  status: customer?.status ?? 'new',
  nextFollowupDate: customer?.nextFollowupDate ?? '',
  servicesInterested: (customer?.servicesInterested ?? []).join(', '),
  notes: customer?.notes ?? '',
});

/** Ny kunde and Rediger: one dialog. */
export function CustomerDialog({
  customer,
  onClose,
  onSaved,
}: {
  customer: Customer | null | undefined;
  onClose: () => void;
  onSaved?: (customer: Customer) => void;
}) {
  return (
    <RecordDialog<Customer>
      record={customer}
      title={customer ? T.editTitle(customer.companyName) : T.newCustomer}
      resource={CUSTOMERS_RESOURCE}
      fields={CUSTOMER_FIELDS}
      initialValues={customerFormValues(customer ?? null)}
      validate={(body) => validateCustomerInput(body)}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
