import type { ApiRecordKind } from '@platform/shared';
import { RecordTab as NestedRecordTab, type RecordKind as NestedRecordKind, type RecordTabProps } from '../../../../components/record-tab';
import { APIS_RESOURCE } from '../../labels';

/** How one kind of an API's records is shown and edited. */
export type RecordKind<T extends { id: number }, F extends object, V extends object> = NestedRecordKind<T, F, V, ApiRecordKind>;

type ApiRecordTabProps<T extends { id: number }, F extends object, V extends object> = Omit<RecordTabProps<T, F, V>, 'parent' | 'formPrefix'> & {
  apiId: number;
};

/** One tab of an API's records, under /apis/{id}/{kind}; every write reads the API afresh (its figures, its version). */
export const RecordTab = <T extends { id: number }, F extends object, V extends object>({ apiId, ...tab }: ApiRecordTabProps<T, F, V>) => (
  <NestedRecordTab parent={{ resource: APIS_RESOURCE, id: apiId }} formPrefix="api" {...tab} />
);
