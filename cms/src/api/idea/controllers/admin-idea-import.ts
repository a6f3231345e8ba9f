import { errors } from '@strapi/utils';
import {
  IMPORT_MESSAGES,
  IMPORT_PART_MAX_RECORDS,
  IMPORT_PART_MESSAGES,
  IMPORT_POLICIES,
  parseIdeaImport,
  type ConflictAction,
  type ImportItem,
  type ImportPolicy,
} from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { httpError } from '../../../http-error';
import { displayName } from '../../../user-name';
import { addPart, createImport, dropImport, findImport, stagedItems, type StagedImport } from '../import-staging';
import { UndecidedConflictsError, type ImportRequest } from '../services/idea-import';
import { service } from '../../../services';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const ACTIONS: readonly ConflictAction[] = ['overwrite', 'ignore', 'new'];

const IMPORT_REQUEST_MESSAGES = {
  body: 'Send { format: "json" | "csv", content } or { items }, with policy, decisions and dryRun as needed.',
  policy: `policy must be one of: ${IMPORT_POLICIES.join(', ')}.`,
  decisions: 'decisions must map item indexes to overwrite, ignore or new.',
  dryRun: 'dryRun must be true or false.',
  failed: 'The import failed and nothing was imported. Please try again.',
} as const;

/** The items of the request: raw content parsed with the shared reader (its messages), or a JSON array. */
function itemsOf(body: Record<string, unknown>): ImportItem[] {
  let parsed;
  if (typeof body.content === 'string') parsed = parseIdeaImport(body.content, String(body.format ?? ''));
  else if (Array.isArray(body.items)) parsed = parseIdeaImport(JSON.stringify(body.items), 'json');
  else throw new errors.ValidationError(IMPORT_REQUEST_MESSAGES.body);
  if (!parsed.ok) throw new errors.ValidationError(parsed.message);
  return parsed.items;
}

function decisionsOf(raw: unknown): Record<number, ConflictAction> {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new errors.ValidationError(IMPORT_REQUEST_MESSAGES.decisions);
  const decisions: Record<number, ConflictAction> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!/^\d+$/.test(key) || !ACTIONS.includes(value as ConflictAction)) throw new errors.ValidationError(IMPORT_REQUEST_MESSAGES.decisions);
    decisions[Number(key)] = value as ConflictAction;
  }
  return decisions;
}

/** The policy, decisions and dry-run flag of a request, checked before anything runs. */
function optionsOf(body: Record<string, unknown>) {
  const policy = (body.policy ?? 'ask') as ImportPolicy;
  if (!IMPORT_POLICIES.includes(policy)) throw new errors.ValidationError(IMPORT_REQUEST_MESSAGES.policy);
  // Only a real boolean: "true", 1 or "yes" would otherwise import for real what was meant as a trial.
  if (body.dryRun !== undefined && typeof body.dryRun !== 'boolean') throw new errors.ValidationError(IMPORT_REQUEST_MESSAGES.dryRun);
  return { policy, decisions: decisionsOf(body.decisions), dryRun: body.dryRun === true };
}

function bodyOf(ctx: Ctx): Record<string, unknown> {
  const body = ctx.request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new errors.ValidationError(IMPORT_REQUEST_MESSAGES.body);
  return body as Record<string, unknown>;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  async function run(ctx: Ctx, request: Omit<ImportRequest, 'creator'>) {
    const user = ctx.state.user;
    try {
      return await service(strapi, 'ideaImport').run({ ...request, creator: { email: user.email, name: displayName(user) } });
    } catch (error) {
      if (error instanceof UndecidedConflictsError) throw new errors.ValidationError(error.message);
      // The database's reason ends the message; the statement before it can be megabytes long.
      strapi.log.error(`Idea import rolled back: ${(error as Error).message.slice(-300)}`);
      throw httpError(500, IMPORT_REQUEST_MESSAGES.failed);
    }
  }

  async function stagedImport(ctx: Ctx): Promise<StagedImport> {
    const staged = await findImport(knex(), String(ctx.params.importId), ctx.state.user.id);
    if (!staged) throw new errors.NotFoundError(IMPORT_PART_MESSAGES.unknownImport);
    return staged;
  }

  return {
    /** POST /api/admin/ideas/import: a whole import in one call (up to the call's body limit) and one transaction. */
    async import(ctx: Ctx) {
      const body = bodyOf(ctx);
      const options = optionsOf(body);
      // Checked before the transaction: a malformed request is the client's error (400), not a failed import.
      const items = itemsOf(body);
      ctx.body = await run(ctx, { ...options, parts: async function* () { yield items; }, answerItems: true });
    },

    /** POST /api/admin/ideas/imports: starts an import sent in parts. */
    async createStaged(ctx: Ctx) {
      ctx.status = 201;
      ctx.body = { ...(await createImport(knex(), ctx.state.user.id)), partMaxRecords: IMPORT_PART_MAX_RECORDS };
    },

    /** PUT /api/admin/ideas/imports/:importId/parts/:part: the next part, { records }; parts come in order. */
    async addPart(ctx: Ctx) {
      const records = bodyOf(ctx).records;
      if (!Array.isArray(records) || records.length > IMPORT_PART_MAX_RECORDS) throw new errors.ValidationError(IMPORT_PART_MESSAGES.partBody);
      const staged = await stagedImport(ctx);
      const part = Number(ctx.params.part);
      if (!Number.isInteger(part) || part !== staged.parts) throw httpError(409, IMPORT_PART_MESSAGES.partOrder(staged.parts));
      const stored = await addPart(knex(), staged, records);
      if (!stored) throw httpError(409, IMPORT_PART_MESSAGES.partOrder(staged.parts + 1));
      ctx.body = stored;
    },

    /**
     * POST /api/admin/ideas/imports/:importId/apply: { policy, decisions, dryRun } over every part, in one transaction.
     * A dry run keeps the parts for the real run; the real run drops them with its last write.
     */
    async applyStaged(ctx: Ctx) {
      const options = optionsOf(bodyOf(ctx));
      const staged = await stagedImport(ctx);
      if (staged.parts === 0) throw new errors.ValidationError(IMPORT_PART_MESSAGES.empty);
      if (staged.items === 0) throw new errors.ValidationError(IMPORT_MESSAGES.noValidIdeas);
      ctx.body = await run(ctx, {
        ...options,
        parts: (db) => stagedItems(db, staged),
        afterWrites: (trx) => dropImport(trx, staged.id),
      });
    },

    /** DELETE /api/admin/ideas/imports/:importId: abandons an import and its parts. */
    async dropStaged(ctx: Ctx) {
      const staged = await stagedImport(ctx);
      await dropImport(knex(), staged.id);
      ctx.status = 204;
    },
  };
};
