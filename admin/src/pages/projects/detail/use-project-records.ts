import type { BaseRecord } from '@refinedev/core';
import { useNestedRecords } from '../../../hooks/use-nested-records';
import { PROJECTS_RESOURCE } from '../labels';
import type { ProjectRecordKind } from './texts';

/** One kind of a project's records (todos, reminders, notes); every write reads the project afresh (its progress, its todo counts). */
export const useProjectRecords = <T extends BaseRecord & { id: number }, V extends object>(projectId: number, kind: ProjectRecordKind) =>
  useNestedRecords<T, V>({ resource: PROJECTS_RESOURCE, id: projectId }, kind);
