import {
  API_REGISTRY_MESSAGES,
  validateApiCustomerInput,
  validateApiDeploymentInput,
  validateApiEndpointInput,
  validateApiInput,
  validateApiTeamMemberInput,
  validateApiTodoInput,
  type ApiDeploymentInput,
  type ApiExportItem,
  type ApiInput,
  type FieldError,
} from '@platform/shared';
import { httpError } from '../http-error';
import { validationError } from '../validation-error';
import { HEALTH_TABLE, RECORD_UIDS, REGISTRY_API_UID } from './registry-store';
import { isUniqueViolation } from '../db-errors';
import { PROJECT_TABLES } from '../projects/project-store';

const apis = () => strapi.db.query(REGISTRY_API_UID);
const records = (kind: keyof typeof RECORD_UIDS) => strapi.db.query(RECORD_UIDS[kind]);

/** A write that would give two APIs one name: refused inside the writing transaction, and by the unique index. */
async function refuseTakenName(name: string, exceptId?: number): Promise<void> {
  const other = await apis().findOne({ select: ['id'], where: { name, ...(exceptId ? { id: { $ne: exceptId } } : {}) } });
  if (other) throw httpError(409, API_REGISTRY_MESSAGES.nameTaken(name));
}

/** The unique index's refusal (two writes at once) as the same 409. */
function asConflict(error: unknown, name: string): never {
  if (isUniqueViolation(error) && /name/i.test(String((error as Error)?.message ?? error)))
    throw httpError(409, API_REGISTRY_MESSAGES.nameTaken(name));
  throw error;
}

export async function createApi(input: ApiInput): Promise<number> {
  try {
    return await strapi.db.transaction(async () => {
      await refuseTakenName(input.name);
      return (await apis().create({ data: input })).id as number;
    });
  } catch (error) {
    return asConflict(error, input.name);
  }
}

/** PUT: the sent fields over the stored ones, checked as a whole (a partial body keeps the rest). */
export async function updateApi(id: number, body: unknown): Promise<boolean> {
  const sent = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  if (!sent) throw validationError([{ field: 'body', message: 'The request body must be a JSON object.' }]);
  return strapi.db
    .transaction(async () => {
      const stored = await apis().findOne({ where: { id } });
      if (!stored) return false;
      const checked = validateApiInput({ ...stored, ...sent });
      if (!checked.ok) throw validationError(checked.errors);
      await refuseTakenName(checked.value.name, id);
      await apis().update({ where: { id }, data: checked.value });
      return true;
    })
    .catch((error: unknown) => asConflict(error, String(sent.name ?? '')));
}

/** The API with its endpoints, customers, todos, deployments and probes, in one transaction; its team stays. */
export async function deleteApi(id: number): Promise<boolean> {
  return strapi.db.transaction(async ({ trx }) => {
    if (!(await apis().findOne({ select: ['id'], where: { id } }))) return false;
    for (const kind of ['endpoints', 'customers', 'todos', 'deployments'] as const) await records(kind).deleteMany({ where: { api_id: id } });
    await trx(HEALTH_TABLE).where({ api_id: id }).delete();
    await trx(PROJECT_TABLES.apiLinks).where({ api_id: id }).delete();
    await apis().delete({ where: { id } });
    return true;
  });
}

/** Whether no other deployment of the API is newer than this moment (the deployment at it sets the version). */
async function isNewest(apiId: number, deployedAt: unknown, exceptId: number): Promise<boolean> {
  const at = new Date(deployedAt as string).getTime();
  const others = await records('deployments').findMany({ select: ['deployed_at'], where: { api_id: apiId, id: { $ne: exceptId } } });
  return others.every((other: { deployed_at: unknown }) => new Date(other.deployed_at as string).getTime() <= at);
}

const deploymentData = ({ by, ...input }: Partial<ApiDeploymentInput>) => ({ ...input, ...(by === undefined ? {} : { deployed_by: by }) });

/** Records a deployment; the newest one sets the API's version, in the same transaction. */
export async function recordDeployment(apiId: number, input: ApiDeploymentInput): Promise<Record<string, unknown>> {
  return strapi.db.transaction(async () => {
    const created = await records('deployments').create({ data: { ...deploymentData(input), api_id: apiId } });
    if (await isNewest(apiId, input.deployed_at, created.id)) await apis().update({ where: { id: apiId }, data: { version: input.version } });
    return created;
  });
}

/** Edits a deployment; when it is (or becomes) the newest, the API's version follows it. */
export async function changeDeployment(apiId: number, id: number, input: Partial<ApiDeploymentInput>): Promise<Record<string, unknown> | null> {
  return strapi.db.transaction(async () => {
    const updated = await records('deployments').update({ where: { id }, data: deploymentData(input) });
    if (!updated) return null;
    if (await isNewest(apiId, updated.deployed_at, id)) await apis().update({ where: { id: apiId }, data: { version: updated.version } });
    return updated;
  });
}

function itemRecords<T>(list: unknown, validate: (body: unknown) => { ok: true; value: T } | { ok: false; errors: FieldError[] }, kind: string): T[] {
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw new Error(`${kind} must be a list.`);
  return list.map((body, index) => {
    const checked = validate(body);
    if (!checked.ok) throw new Error(`${kind} ${index + 1}: ${checked.errors.map((e) => e.message).join(' ')}`);
    return checked.value;
  });
}

/**
 * One import item with its records, in its own transaction: the item's fields with the §5 defaults, its name not yet
 * taken, its records checked by the same rules as the forms. The version is the item's own (deployments recorded here
 * do not move it). Team members are added to the owner team as far as the team lacks them.
 */
export async function importApi(item: unknown): Promise<void> {
  const checked = validateApiInput(item);
  if (!checked.ok) throw new Error(checked.errors.map((e) => e.message).join(' '));
  const raw = item as ApiExportItem;
  const endpoints = itemRecords(raw.endpoints, validateApiEndpointInput, 'Endpoint');
  const customers = itemRecords(raw.customers, validateApiCustomerInput, 'Customer');
  const todos = itemRecords(raw.todos, validateApiTodoInput, 'Todo');
  const team = itemRecords(raw.team, validateApiTeamMemberInput, 'Team member');
  const deployments = itemRecords(raw.deployments, validateApiDeploymentInput, 'Deployment');
  const input = checked.value;
  await strapi.db
    .transaction(async () => {
      await refuseTakenName(input.name);
      const { id } = await apis().create({ data: input });
      for (const data of endpoints) await records('endpoints').create({ data: { ...data, api_id: id } });
      for (const data of customers) await records('customers').create({ data: { ...data, api_id: id } });
      for (const data of todos) await records('todos').create({ data: { ...data, api_id: id } });
      for (const data of deployments) await records('deployments').create({ data: { ...deploymentData(data), api_id: id } });
      if (input.owner_team && team.length > 0) {
        // Every API of a team exports the same members: a member is added only as often as the team lacks it.
        const key = (member: { name: string; role?: string | null; email?: string | null }) =>
          JSON.stringify([member.name, member.role ?? '', member.email ?? '']);
        const present = new Map<string, number>();
        for (const member of await records('team').findMany({ select: ['name', 'role', 'email'], where: { team: input.owner_team } })) {
          present.set(key(member), (present.get(key(member)) ?? 0) + 1);
        }
        for (const member of team) {
          const left = present.get(key(member)) ?? 0;
          if (left > 0) present.set(key(member), left - 1);
          else await records('team').create({ data: { ...member, team: input.owner_team } });
        }
      }
    })
    .catch((error: unknown) => asConflict(error, input.name));
}
