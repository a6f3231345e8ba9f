import { useState } from 'react';
import { App, Button, Tooltip, type TableColumnsType } from 'antd';
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { useUpdate, type HttpError } from '@refinedev/core';
import { TENDER_STATUSES, formatConsultancyDate, validateTenderInput, type Tender } from '@platform/shared';
import { NO_NOTICES, serverMessage } from '../../../utils/server-message';
import { ListToolbar, RecordsTable, RowActions } from '../components/list-parts';
import { RecordDialog, type FormField } from '../components/record-form';
import { DueDay, StatusTag } from '../components/status-tag';
import { useConsultancyList } from '../components/use-consultancy-list';
import { CONSULTANCY_TEXTS, NONE, TENDERS_RESOURCE, TENDER_STATUS_LABELS } from '../labels';

const T = CONSULTANCY_TEXTS.tenders;

const TENDER_FIELDS: FormField[] = [
  { name: 'title', label: T.title, wide: true },
  { name: 'referenceNumber', label: T.reference },
  { name: 'organization', label: T.organization },
  { name: 'location', label: T.location },
  { name: 'deadline', label: T.deadline, kind: 'date' },
  {
    name: 'status',
    label: CONSULTANCY_TEXTS.status,
    kind: 'select',
    options: TENDER_STATUSES.map((value) => ({ value, label: TENDER_STATUS_LABELS[value] })),
  },
  { name: 'appliedDate', label: T.applied, kind: 'date' },
  { name: 'url', label: T.url, kind: 'url', wide: true },
  { name: 'contactPerson', label: T.contactPerson },
  { name: 'contactEmail', label: T.contactEmail, kind: 'email' },
];

const tenderFormValues = (tender: Tender | null) => ({
  title: tender?.title ?? '',
  referenceNumber: tender?.referenceNumber ?? '',
  organization: tender?.organization ?? '',
  location: tender?.location ?? '',
  deadline: tender?.deadline ?? '',
  status: tender?.status ?? 'saved',
  appliedDate: tender?.appliedDate ?? '',
  url: tender?.url ?? '',
  contactPerson: tender?.contactPerson ?? '',
  contactEmail: tender?.contactEmail ?? '',
});

/** Utlysninger: public tenders with their deadline (red when passed) and status; add, edit, mark applied, delete. */
export function TendersTab() {
  const { message } = App.useApp();
  const list = useConsultancyList<Tender>(TENDERS_RESOURCE);
  const { mutateAsync: update } = useUpdate<Tender, HttpError, Partial<Tender>>();
  // undefined: closed; null: a new tender; a tender: editing it.
  const [editing, setEditing] = useState<Tender | null | undefined>(undefined);

  // The server sets the applied date when the status becomes applied.
  const markApplied = async (tender: Tender) => {
    try {
      await update({ resource: TENDERS_RESOURCE, id: tender.id, values: { status: 'applied' }, ...NO_NOTICES });
      message.success(T.markedApplied);
    } catch (error) {
      message.error(serverMessage(error, CONSULTANCY_TEXTS.saveFailed));
    }
  };

  const columns: TableColumnsType<Tender> = [
    {
      title: T.title,
      key: 'title',
      render: (_, tender) =>
        tender.url ? (
          <a href={tender.url} target="_blank" rel="noopener noreferrer">
            {tender.title}
          </a>
        ) : (
          tender.title
        ),
    },
    { title: T.reference, dataIndex: 'referenceNumber', key: 'referenceNumber', render: (reference: string) => reference || NONE },
    { title: T.organization, dataIndex: 'organization', key: 'organization', render: (organization: string) => organization || NONE },
    { title: T.location, dataIndex: 'location', key: 'location', render: (location: string) => location || NONE },
    { title: T.deadline, dataIndex: 'deadline', key: 'deadline', render: (_, tender) => <DueDay day={tender.deadline} status={tender.status} /> },
    {
      title: CONSULTANCY_TEXTS.status,
      dataIndex: 'status',
      key: 'status',
      render: (status: string) => <StatusTag status={status} labels={TENDER_STATUS_LABELS} />,
    },
    { title: T.applied, dataIndex: 'appliedDate', key: 'appliedDate', render: (applied: string | null) => formatConsultancyDate(applied) },
    {
      title: CONSULTANCY_TEXTS.actions,
      key: 'actions',
      width: 120,
      render: (_, tender) => (
        <RowActions name={tender.title} onEdit={() => setEditing(tender)} onDelete={() => list.confirmDelete(tender, tender.title)}>
          {tender.status !== 'applied' && (
            <Tooltip title={T.markApplied}>
              <Button
                size="small"
                icon={<CheckOutlined />}
                aria-label={`${T.markApplied}: ${tender.title}`}
                onClick={() => void markApplied(tender)}
              />
            </Tooltip>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <ListToolbar search={T} statuses={TENDER_STATUSES} labels={TENDER_STATUS_LABELS} status={list.status} q={list.q} onFilter={list.filterBy}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {T.newTender}
        </Button>
      </ListToolbar>
      <RecordsTable<Tender> list={list} columns={columns} texts={T} />
      <RecordDialog<Tender>
        record={editing}
        title={editing ? T.editTitle(editing.title) : T.newTender}
        resource={TENDERS_RESOURCE}
        fields={TENDER_FIELDS}
        initialValues={tenderFormValues(editing ?? null)}
        validate={(body) => validateTenderInput(body)}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}
