import { RecordTab as NestedRecordTab, type RecordKind as NestedRecordKind, type RecordTabProps } from '../../../components/record-tab';
import { PROJECTS_RESOURCE } from '../labels';
import type { ProjectRecordKind } from './texts';

/** How one kind of a project's records is shown and edited. */
export type RecordKind<T extends { id: number }, F extends object, V extends object> = NestedRecordKind<T, F, V, ProjectRecordKind>;

type ProjectRecordTabProps<T extends { id: number }, F extends object, V extends object> = Omit<RecordTabProps<T, F, V>, 'parent' | 'formPrefix'> & {
  projectId: number;
};

/** One tab of a project's records, under /projects/{id}/{kind}; every write reads the project afresh (its progress). */
export const RecordTab = <T extends { id: number }, F extends object, V extends object>({ projectId, ...tab }: ProjectRecordTabProps<T, F, V>) => (
  <NestedRecordTab parent={{ resource: PROJECTS_RESOURCE, id: projectId }} formPrefix="project" {...tab} />
);
