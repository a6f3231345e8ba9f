import { useCustom, useCustomMutation, type HttpError } from '@refinedev/core';
import { TWO_FACTOR_PATHS, type TwoFactorSetup, type TwoFactorStatus } from '@platform/shared';
import { forgetCurrentUser } from '../../providers/current-user';
import { setToken } from '../../utils/token';
import { NO_NOTICES } from '../../utils/server-message';

/** The signed-in account's two-factor sign-in: its state and the calls that change it (each says itself what happened). */
export function useTwoFactor() {
  const { query } = useCustom<TwoFactorStatus, HttpError>({ url: TWO_FACTOR_PATHS.status, method: 'get', errorNotification: false });
  const { mutateAsync, mutation } = useCustomMutation<Record<string, unknown>, HttpError, object>();
  const post = async <T>(url: string, values: object = {}) => (await mutateAsync({ url, method: 'post', values, ...NO_NOTICES })).data as T;

  return {
    status: query.data?.data,
    loading: query.isLoading,
    error: query.error,
    reload: () => query.refetch(),
    busy: mutation.isPending,
    startSetup: () => post<TwoFactorSetup>(TWO_FACTOR_PATHS.setup),
    /** Turns it on; the server ends every other session and answers this one's new token, kept here. */
    finishSetup: async (code: string) => {
      const { jwt, recoveryCodes } = await post<{ jwt: string; recoveryCodes: string[] }>(TWO_FACTOR_PATHS.enable, { code });
      setToken(jwt);
      forgetCurrentUser();
      return recoveryCodes;
    },
    renewRecoveryCodes: async (code: string) => (await post<{ recoveryCodes: string[] }>(TWO_FACTOR_PATHS.recoveryCodes, { code })).recoveryCodes,
    turnOff: (code: string) => post(TWO_FACTOR_PATHS.disable, { code }),
  };
}
