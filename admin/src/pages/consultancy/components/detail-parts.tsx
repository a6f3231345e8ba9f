import { useUpdate, type BaseRecord, type HttpError } from '@refinedev/core';
import { App, Button, Result, Select } from 'antd';
import { useNavigate } from 'react-router';
import { NO_NOTICES, serverMessage } from '../../../utils/server-message';
import { CONSULTANCY_TEXTS } from '../labels';
import { useConfirmDelete } from './use-confirm-delete';

/**
 * A record that could not be read, with the way back: `notFound` for a 404 (without it a 404 is one more failure);
 * otherwise `failed` with the server's word beneath, or the server's word in the consultancy's own title.
 */
export function LoadOneFailed({ error, notFound, failed, back }: { error: HttpError; notFound?: string; failed?: string; back: string }) {
  const navigate = useNavigate();
  const missing = error.statusCode === 404 && notFound !== undefined;
  const reason = serverMessage(error, 'Prøv igjen.');
  return (
    <Result
      status={missing ? '404' : 'error'}
      title={missing ? notFound : (failed ?? CONSULTANCY_TEXTS.loadFailed(reason))}
      subTitle={!missing && failed ? reason : undefined}
      extra={<Button onClick={() => navigate(back)}>{CONSULTANCY_TEXTS.back}</Button>}
    />
  );
}

/** PUT of some of a record's fields, and DELETE with confirmation (then back to the list). */
export function useRecordWrites<T extends BaseRecord & { id: number }>(resource: string, back: string) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { mutateAsync: update } = useUpdate<T, HttpError, Partial<T>>();

  const change = async (id: number, values: Partial<T>, done: string = CONSULTANCY_TEXTS.saved) => {
    try {
      await update({ resource, id, values, ...NO_NOTICES });
      message.success(done);
    } catch (error) {
      message.error(serverMessage(error, CONSULTANCY_TEXTS.saveFailed));
    }
  };

  const confirmDelete = useConfirmDelete<T>(resource, { after: () => navigate(back) });

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
