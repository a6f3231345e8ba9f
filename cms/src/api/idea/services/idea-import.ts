import {
  findImportConflicts,
  resolveConflictAction,
  validateImportItem,
  type ConflictAction,
  type ImportConflict,
  type ImportItem,
  type ImportPolicy,
} from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { IDEA_UID, IDEAS_TABLE } from '../idea-rows';
import { lockRanks, renumberRanks } from '../rank-moves';

const INSERT_CHUNK = 500;

export interface ImportRequest {
  items: ImportItem[];
  policy: ImportPolicy;
  decisions: Record<number, ConflictAction>;
  dryRun: boolean;
  creator: { email: string; name: string };
}

export interface ImportResult {
  imported: number;
  failed: number;
  skipped: number;
  conflicts: ImportConflict[];
  errors: Array<{ index: number; title: string; message: string }>;
  items?: ImportItem[];
}

/** An import asks per item, but an item was left without a choice. */
export class UndecidedConflictsError extends Error {}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Applies an import in one transaction: every chosen create and overwrite, or (on any database failure) none.
   * Items that fail validation are counted as failed and written nowhere; a dry run answers what would happen.
   */
  async run(request: ImportRequest): Promise<ImportResult> {
    const { items, policy, decisions, dryRun, creator } = request;
    const existing = await strapi.db.connection(IDEAS_TABLE).select('id', 'title');
    const conflicts = findImportConflicts(items, existing);
    const conflictByIndex = new Map(conflicts.map((c) => [c.index, c]));

    const errors: ImportResult['errors'] = [];
    const valid: Array<{ item: ImportItem; data: Record<string, unknown> }> = [];
    for (const item of items) {
      const checked = validateImportItem(item);
      if (checked.ok) valid.push({ item, data: checked.value });
      else errors.push({ index: item.index, title: String(item.data.title ?? ''), message: checked.message });
    }

    const plan = valid.map(({ item, data }) => {
      const conflict = conflictByIndex.get(item.index);
      const action: ConflictAction | 'create' | null = conflict ? resolveConflictAction(conflict, policy, decisions) : 'create';
      return { item, data, conflict, action };
    });
    const undecided = plan.filter((p) => p.action === null);
    if (undecided.length > 0 && !dryRun) throw new UndecidedConflictsError(`Choose overwrite, ignore or new for every conflict (${undecided.length} left).`);

    const skipped = plan.filter((p) => p.action === 'ignore').length;
    const writes = plan.filter((p) => p.action === 'create' || p.action === 'new' || p.action === 'overwrite');
    if (dryRun) {
      return { imported: 0, failed: errors.length, skipped, conflicts, errors, items: valid.map((v) => v.item) };
    }

    const now = new Date();
    await strapi.db.transaction(async ({ trx }) => {
      await lockRanks(trx, strapi.db.dialect.client);
      const inserts = writes
        .filter((p) => p.action !== 'overwrite')
        .map(({ data }) => ({
          creator_email: creator.email,
          creator_name: creator.name,
          ...data,
          createdAt: now,
          updatedAt: now,
          publishedAt: now,
        }));
      for (let i = 0; i < inserts.length; i += INSERT_CHUNK) {
        await strapi.db.query(IDEA_UID).createMany({ data: inserts.slice(i, i + INSERT_CHUNK) });
      }
      for (const { data, conflict } of writes.filter((p) => p.action === 'overwrite')) {
        await strapi.db.query(IDEA_UID).update({ where: { id: conflict!.existingId }, data: { ...data, updatedAt: now } });
      }
      // Imported ranks land like single moves: ranked ideas hold 1..n again, imported ones first on a shared rank.
      await renumberRanks(trx);
    });
    return { imported: writes.length, failed: errors.length, skipped, conflicts, errors };
  },
});
