import { useDelete, useUpdate, type BaseRecord, type HttpError } from '@refinedev/core';
import { App, Button, Result, Select } from 'antd';
import { useNavigate } from 'react-router';
import { NO_NOTICES, serverMessage } from '../../../utils/server-message';
import { CONSULTANCY_TEXTS } from '../labels';

/** A record that could not be read: not found, or the server's word; with the way back. */
export function LoadOneFailed({ error, notFound, back }: { error: HttpError; notFound: string; back: string }) {
  const navigate = useNavigate();
  const missing = error.statusCode === 404;
  return (
    <Result
      status={missing ? '404' : 'error'}
      title={missing ? notFound : CONSULTANCY_TEXTS.loadFailed(serverMessage(error, 'Prøv igjen.'))}
      extra={<Button onClick={() => navigate(back)}>{CONSULTANCY_TEXTS.back}</Button>}
    />
  );
}

/** PUT of some of a record's fields, and DELETE with confirmation (then back to the list). */
export function useRecordWrites<T extends BaseRecord & { id: number }>(resource: string, back: string) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const { mutateAsync: update } = useUpdate<T, HttpError, Partial<T>>();
  const { mutateAsync: remove } = useDelete<T, HttpError>();

  const change = async (id: number, values: Partial<T>, done: string = CONSULTANCY_TEXTS.saved) => {
    try {
      await update({ resource, id, values, ...NO_NOTICES });
      message.success(done);
    } catch (error) {
      message.error(serverMessage(error, CONSULTANCY_TEXTS.saveFailed));
    }
  };

  const confirmDelete = (record: T, name: string) =>
    modal.confirm({
      title: CONSULTANCY_TEXTS.deleteTitle,
      content: CONSULTANCY_TEXTS.deleteConfirm(name),
      okText: CONSULTANCY_TEXTS.delete,
      okButtonProps: { danger: true },
      cancelText: CONSULTANCY_TEXTS.cancel,
      onOk: async () => {
        try {
          await remove({ resource, id: record.id, ...NO_NOTICES });
          message.success(CONSULTANCY_TEXTS.deleted);
          navigate(back);
        } catch (error) {
          message.error(CONSULTANCY_TEXTS.deleteFailed(serverMessage(error, 'Prøv igjen.')));
        }
      },
    });

  return { change, confirmDelete };
}

/** The record's status, changed at once. */
export function StatusSelect({
  value,
  statuses,
  labels,
  onChange,
}: {
  value: string;
  statuses: readonly string[];
  labels: Record<string, string>;
  onChange: (status: string) => void;
}) {
  return (
    <Select
      aria-label={CONSULTANCY_TEXTS.status}
      prefix={`${CONSULTANCY_TEXTS.status}:`}
      style={{ minWidth: 200 }}
      value={value}
      onChange={onChange}
      options={statuses.map((status) => ({ value: status, label: labels[status] ?? status }))}
      popupMatchSelectWidth={false}
    />
  );
}
