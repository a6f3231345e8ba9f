import { useDelete, type BaseRecord, type HttpError } from '@refinedev/core';
import { App } from 'antd';
import { NO_NOTICES, serverMessage } from '../../../utils/server-message';
import { CONSULTANCY_TEXTS } from '../labels';

/**
 * The consultancy's delete: asks first, naming the record, then deletes it and says so (or why not). A list removes
 * the row at once (`optimistic`); a record's own page goes elsewhere after (`after`).
 */
export function useConfirmDelete<T extends BaseRecord & { id: number }>(
  resource: string,
  options: { optimistic?: boolean; after?: () => void } = {},
) {
  const { message, modal } = App.useApp();
  const { mutateAsync: remove } = useDelete<T, HttpError>();

  return (record: T, name: string) =>
    modal.confirm({
      title: CONSULTANCY_TEXTS.deleteTitle,
      content: CONSULTANCY_TEXTS.deleteConfirm(name),
      okText: CONSULTANCY_TEXTS.delete,
      okButtonProps: { danger: true },
      cancelText: CONSULTANCY_TEXTS.cancel,
      onOk: async () => {
        try {
          await remove({ resource, id: record.id, ...(options.optimistic ? { mutationMode: 'optimistic' as const } : {}), ...NO_NOTICES });
          message.success(CONSULTANCY_TEXTS.deleted);
          options.after?.();
        } catch (error) {
          message.error(CONSULTANCY_TEXTS.deleteFailed(serverMessage(error, 'Prøv igjen.')));
        }
      },
    });
}
