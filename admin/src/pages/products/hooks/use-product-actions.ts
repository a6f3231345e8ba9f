import { useApiUrl, useCustomMutation, useInvalidate, useUpdate, type HttpError } from '@refinedev/core';
import { PRODUCT_MESSAGES, PRODUCT_SETTINGS_MESSAGES, type ProductSettings } from '@platform/shared';
import { NO_NOTICES, isServerAnswer, serverMessage } from '../../../utils/server-message';
import { PRODUCTS_RESOURCE } from '../labels';
import { useNotice } from './use-notice';

type Flags = Partial<Pick<ProductSettings, 'is_active' | 'archived'>>;

/**
 * Changes that take effect at once, outside the form's Lagre: switching the product on or off for visitors, and
 * archiving or restoring it. The product (and the list) read afresh; the form's unsaved edits stay.
 */
export function useProductFlags(productId: string) {
  const notice = useNotice();
  const { mutateAsync, mutation } = useUpdate<ProductSettings, HttpError, Flags>();
  const change = async (values: Flags, done: string, failed: string) => {
    try {
      // Shown at once (the admin has confirmed); a refusal puts the product back as it was.
      await mutateAsync({ resource: PRODUCTS_RESOURCE, id: productId, values, mutationMode: 'optimistic', ...NO_NOTICES });
      notice.success(done);
    } catch (error) {
      notice.error(failed, serverMessage(error, 'Please try again.'));
    }
  };
  return {
    busy: mutation.isPending,
    setActive: (active: boolean) =>
      change({ is_active: active }, active ? PRODUCT_MESSAGES.activated : PRODUCT_MESSAGES.deactivated, PRODUCT_MESSAGES.updateFailed),
    setArchived: (archived: boolean) =>
      change({ archived }, archived ? PRODUCT_SETTINGS_MESSAGES.archived : PRODUCT_SETTINGS_MESSAGES.restored, PRODUCT_SETTINGS_MESSAGES.saveFailed),
  };
}

/** DELETE with the typed name as `confirmName` (the server checks it too); a refusal is for the dialog to show. */
export function useDeleteProduct(productId: string) {
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<{ ok: boolean; message: string }, HttpError, Record<string, never>>();
  const remove = async (confirmName: string) => {
    await mutateAsync({
      url: `${apiUrl}/${PRODUCTS_RESOURCE}/${encodeURIComponent(productId)}?confirmName=${encodeURIComponent(confirmName)}`,
      method: 'delete',
      values: {},
      ...NO_NOTICES,
    });
    await invalidate({ resource: PRODUCTS_RESOURCE, invalidates: ['list'] });
  };
  const error = mutation.error;
  return {
    remove,
    deleting: mutation.isPending,
    // The server's reason when it gave one; a lost connection is 'an error occurred'.
    errorText: error
      ? isServerAnswer(error)
        ? serverMessage(error, PRODUCT_SETTINGS_MESSAGES.deleteFailed)
        : PRODUCT_SETTINGS_MESSAGES.deleteError
      : null,
    reset: mutation.reset,
  };
}

/** Uploads (multipart field `image`) or removes the featured image; the product reads afresh to show it. */
export function useFeaturedImage(productId: string) {
  const apiUrl = useApiUrl();
  const invalidate = useInvalidate();
  const notice = useNotice();
  const { mutateAsync, mutation } = useCustomMutation<{ imageUrl?: string; message: string }, HttpError, FormData | Record<string, never>>();
  const url = `${apiUrl}/${PRODUCTS_RESOURCE}/${encodeURIComponent(productId)}/upload-image`;
  const refresh = () => invalidate({ resource: PRODUCTS_RESOURCE, id: productId, invalidates: ['detail'] });

  const upload = async (file: File) => {
    const body = new FormData();
    body.append('image', file);
    try {
      await mutateAsync({ url, method: 'post', values: body, ...NO_NOTICES });
      notice.success(PRODUCT_SETTINGS_MESSAGES.uploaded);
      await refresh();
    } catch (error) {
      // The server's reason (wrong type, too large) says more than the general words.
      notice.error(serverMessage(error, PRODUCT_SETTINGS_MESSAGES.uploadFailed));
      throw error;
    }
  };
  const remove = async () => {
    try {
      await mutateAsync({ url, method: 'delete', values: {}, ...NO_NOTICES });
      notice.success(PRODUCT_SETTINGS_MESSAGES.removed);
      await refresh();
    } catch (error) {
      notice.error(PRODUCT_SETTINGS_MESSAGES.removeFailed, serverMessage(error, 'Please try again.'));
    }
  };
  return { upload, remove, busy: mutation.isPending };
}
