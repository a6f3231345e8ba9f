import {
  importConflictFinder,
  resolveConflictAction,
  validateImportItem,
  type ConflictAction,
  type ImportConflict,
  type ImportItem,
  type ImportPolicy,
} from '@platform/shared';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { IDEA_UID, IDEAS_TABLE } from '../idea-rows';
import { lockRanks, renumberRanks } from '../rank-moves';

// knex multi-row inserts: npm run bench imports 10,000 ideas in 2.7 s, 49x one POST (one engine create) per idea.
const INSERT_CHUNK = 500;
/**
 * SQLite takes at most 32,766 values per statement (PostgreSQL 65,535), and an export of every field has some 80
 * per idea: a multi-row insert holds as many ideas as fit, with room for the columns Strapi adds itself.
 */
const MAX_VALUES_PER_STATEMENT = 32_000;
const COLUMNS_STRAPI_ADDS = 8;

function insertChunkSize(rows: readonly Record<string, unknown>[]): number {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return Math.max(1, Math.min(INSERT_CHUNK, Math.floor(MAX_VALUES_PER_STATEMENT / (columns.size + COLUMNS_STRAPI_ADDS))));
}

export interface ImportRequest {
  /** The items in order, part by part; read once, inside the import's transaction for a real run. */
  parts: (db: Knex) => AsyncIterable<ImportItem[]>;
  policy: ImportPolicy;
  decisions: Record<number, ConflictAction>;
  dryRun: boolean;
  creator: { email: string; name: string };
  /** Whether a dry run answers the valid items too (the single-call import does; parts would send them all back). */
  answerItems?: boolean;
  /** Runs inside the transaction after the last write (a staged import drops its parts there). */
  afterWrites?: (trx: Knex) => Promise<void>;
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

type Write = { data: Record<string, unknown>; action: ConflictAction | 'create'; existingId?: number };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function write(writes: Write[], creator: ImportRequest['creator'], now: Date): Promise<void> {
    const inserts = writes
      .filter((entry) => entry.action !== 'overwrite')
      .map(({ data }) => ({ creator_email: creator.email, creator_name: creator.name, ...data, createdAt: now, updatedAt: now, publishedAt: now }));
    const chunk = insertChunkSize(inserts);
    for (let i = 0; i < inserts.length; i += chunk) {
      await strapi.db.query(IDEA_UID).createMany({ data: inserts.slice(i, i + chunk) });
    }
    for (const { data, existingId } of writes.filter((entry) => entry.action === 'overwrite')) {
      await strapi.db.query(IDEA_UID).update({ where: { id: existingId }, data: { ...data, updatedAt: now } });
    }
  }

  /** One pass over the parts: checks, finds conflicts and, given a time to stamp (`now`), writes part by part. */
  async function pass(db: Knex, request: ImportRequest, now: Date | null): Promise<ImportResult> {
    const { policy, decisions, creator } = request;
    const findConflicts = importConflictFinder(await db(IDEAS_TABLE).select('id', 'title'));
    const result: ImportResult = { imported: 0, failed: 0, skipped: 0, conflicts: [], errors: [] };
    const validItems: ImportItem[] = [];
    let undecided = 0;
    for await (const items of request.parts(db)) {
      const conflicts = findConflicts(items);
      result.conflicts.push(...conflicts);
      const conflictByIndex = new Map(conflicts.map((c) => [c.index, c]));
      const writes: Write[] = [];
      for (const item of items) {
        const checked = validateImportItem(item);
        if (!checked.ok) {
          result.errors.push({ index: item.index, title: String(item.data.title ?? ''), message: checked.message });
          continue;
        }
        if (request.answerItems) validItems.push(item);
        const conflict = conflictByIndex.get(item.index);
        const action = conflict ? resolveConflictAction(conflict, policy, decisions) : 'create';
        if (action === null) undecided += 1;
        else if (action === 'ignore') result.skipped += 1;
        else writes.push({ data: checked.value, action, existingId: conflict?.existingId });
      }
      if (undecided > 0 && now) throw new UndecidedConflictsError(`Choose overwrite, ignore or new for every conflict (${undecided} left).`);
      if (now) {
        await write(writes, creator, now);
        result.imported += writes.length;
      }
    }
    result.failed = result.errors.length;
    if (request.answerItems && !now) result.items = validItems;
    return result;
  }

  return {
    /**
     * Applies an import in one transaction: every chosen create and overwrite, or (on any database failure, or a
     * conflict left undecided) none. Items that fail validation are counted as failed and written nowhere; a dry run
     * answers what would happen and writes nothing. Conflicts are found against the ideas there were before.
     */
    async run(request: ImportRequest): Promise<ImportResult> {
      if (request.dryRun) return pass(strapi.db.connection, request, null);
      return strapi.db.transaction(async ({ trx }) => {
        await lockRanks(trx, strapi.db.dialect.client);
        const result = await pass(trx, request, new Date());
        // Imported ranks land like single moves: ranked ideas hold 1..n again, imported ones first on a shared rank.
        await renumberRanks(trx);
        await request.afterWrites?.(trx);
        return result;
      });
    },
  };
};
