import { errors } from '@strapi/utils';
import {
  IMPORT_POLICIES,
  parseIdeaImport,
  type ConflictAction,
  type ImportItem,
  type ImportPolicy,
} from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { httpError } from '../../../http-error';
import { displayName } from '../../../user-name';
import { UndecidedConflictsError } from '../services/idea-import';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const ACTIONS: readonly ConflictAction[] = ['overwrite', 'ignore', 'new'];

const IMPORT_REQUEST_MESSAGES = {
  body: 'Send { format: "json" | "csv", content } or { items }, with policy, decisions and dryRun as needed.',
  policy: `policy must be one of: ${IMPORT_POLICIES.join(', ')}.`,
  decisions: 'decisions must map item indexes to overwrite, ignore or new.',
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

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/admin/ideas/import: the whole import in one call and one transaction. */
  async import(ctx: Ctx) {
    const body = ctx.request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new errors.ValidationError(IMPORT_REQUEST_MESSAGES.body);
    const policy = (body.policy ?? 'ask') as ImportPolicy;
    if (!IMPORT_POLICIES.includes(policy)) throw new errors.ValidationError(IMPORT_REQUEST_MESSAGES.policy);
    const items = itemsOf(body);
    // Checked before the transaction: a malformed request is the client's error (400), not a failed import.
    const decisions = decisionsOf(body.decisions);
    const user = ctx.state.user;
    try {
      ctx.body = await (strapi.service('api::idea.idea-import') as any).run({
        items,
        policy,
        decisions,
        dryRun: body.dryRun === true,
        creator: { email: user.email, name: displayName(user) },
      });
    } catch (error) {
      if (error instanceof UndecidedConflictsError) throw new errors.ValidationError(error.message);
      // The database's reason ends the message; the statement before it can be megabytes long.
      strapi.log.error(`Idea import rolled back: ${(error as Error).message.slice(-300)}`);
      throw httpError(500, IMPORT_REQUEST_MESSAGES.failed);
    }
  },
});
