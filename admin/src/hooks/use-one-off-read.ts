import { useDataProvider, useOnError, type DataProvider } from '@refinedev/core';

/**
 * A read made once in a handler (an export), outside Refine's query hooks: its failure goes to the auth provider like
 * any other call (a 401 signs out, a 403 re-checks the account) and is then thrown to the caller.
 */
export function useOneOffRead() {
  const dataProvider = useDataProvider();
  const { mutate: reportError } = useOnError();
  return async <T>(read: (provider: DataProvider) => Promise<T>): Promise<T> => {
    try {
      return await read(dataProvider());
    } catch (error) {
      reportError(error);
      throw error;
    }
  };
}
