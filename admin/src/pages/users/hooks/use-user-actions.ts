import { useApiUrl, useCustomMutation, useDelete, useUpdate, type HttpError } from '@refinedev/core';
import { GRANT_TRIAL_DAYS, type AdminUser, type AdminUserUpdate } from '@platform/shared';
import { NO_NOTICES, failureNotice } from '../../../utils/server-message';
import { USERS_RESOURCE, USER_TEXTS } from '../labels';

/** PUT of the changed fields; the answer is the whole user. A refusal (409, 400) is for the form to show. */
export function useSaveUser(id: number) {
  const { mutateAsync, mutation } = useUpdate<AdminUser, HttpError, AdminUserUpdate>();
  const save = async (changes: AdminUserUpdate): Promise<AdminUser> => {
    const { data } = await mutateAsync({
      resource: USERS_RESOURCE,
      id,
      values: changes,
      successNotification: () => ({ type: 'success', message: USER_TEXTS.saved }),
      errorNotification: false,
    });
    return data;
  };
  return { save, saving: mutation.isPending, error: mutation.error, reset: mutation.reset };
}

/** DELETE of the user; a refusal (the last admin, oneself) is for the dialog to show. */
export function useDeleteUser(id: number) {
  const { mutateAsync, mutation } = useDelete<AdminUser, HttpError>();
  const remove = () => mutateAsync({ resource: USERS_RESOURCE, id, ...NO_NOTICES });
  return { remove, deleting: mutation.isPending, error: mutation.error, reset: mutation.reset };
}

type AccessBody = { subscriptionStatus: 'trial'; trialDays: number } | Record<string, never>;

/**
 * Grants a product trial or revokes a product: POST or DELETE /users/:id/products/:productId, each answered with the
 * whole user, which the page shows in place of the one it had. Failures are told in a notice with the server's reason.
 */
export function useProductAccess(userId: number) {
  const apiUrl = useApiUrl();
  const { mutateAsync, mutation } = useCustomMutation<AdminUser, HttpError, AccessBody>();
  const call = async (productId: string, grant: boolean): Promise<AdminUser> => {
    const { data } = await mutateAsync({
      url: `${apiUrl}/${USERS_RESOURCE}/${userId}/products/${encodeURIComponent(productId)}`,
      method: grant ? 'post' : 'delete',
      values: grant ? { subscriptionStatus: 'trial', trialDays: GRANT_TRIAL_DAYS } : {},
      successNotification: false,
      errorNotification: failureNotice(grant ? USER_TEXTS.grantFailed : USER_TEXTS.revokeFailed),
    });
    return data;
  };
  return {
    grant: (productId: string) => call(productId, true),
    revoke: (productId: string) => call(productId, false),
    busy: mutation.isPending,
  };
}
