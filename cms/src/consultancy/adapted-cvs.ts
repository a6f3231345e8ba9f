import { errors } from '@strapi/utils';
import {
  CONSULTANCY_MESSAGES,
  CV_MESSAGES,
  validateAdaptedCvInput,
  type AdaptedCv,
  type AdaptedCvStatus,
  type AdaptedCvSummary,
} from '@platform/shared';
import type { Core, UID } from '@strapi/strapi';
import { pageOf, RESOURCE_MESSAGES, single } from '../admin-resource';
import { CANDIDATE_UID, CUSTOMER_UID } from './consultancy-uids';
import { toIsoDate } from '../db-values';
import { pathId } from '../http-params';
import { validationError } from '../validation-error';
import { adaptedCvPdf } from './cv-pdf';
import { ADAPTED_CV_UID, contentOf, CV_TEMPLATE_UID, storedContent } from './cv-content';
import { defaultTemplate } from './cv-templates';
import { answerPdf } from './pdf-answer';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
type Row = Record<string, unknown>;
type Input = Partial<Omit<AdaptedCv, 'id' | 'createdAt' | 'updatedAt'>>;

const adapted = () => strapi.db.query(ADAPTED_CV_UID);
const FIELDS = ['id', 'name', 'templateId', 'customerId', 'proposalId', 'adaptationNotes', 'status', 'content', 'createdAt', 'updatedAt'];
const badId = (name: string) => `${name} must be a record id.`;

/** The names the list's chips show, one query per kind for all rows (not one per row). */
async function namesOf(uid: UID.ContentType, attribute: string, ids: Array<unknown>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await strapi.db.query(uid).findMany({ select: ['id', attribute], where: { id: { $in: wanted } } });
  return new Map(rows.map((row) => [row.id as number, String(row[attribute])]));
}

type Linked = { customerId: number | null; proposalId: number | null };
async function withNames<T extends Linked>(rows: T[]): Promise<Array<T & { customerName: string | null; candidateName: string | null }>> {
  const [customers, candidates] = await Promise.all([
    namesOf(
      CUSTOMER_UID,
      'companyName',
      rows.map((row) => row.customerId),
    ),
    namesOf(
      CANDIDATE_UID,
      'applicantName',
      rows.map((row) => row.proposalId),
    ),
  ]);
  return rows.map((row) => ({
    ...row,
    customerName: customers.get(row.customerId ?? 0) ?? null,
    candidateName: candidates.get(row.proposalId ?? 0) ?? null,
  }));
}

function apiOf(row: Row): AdaptedCv {
  return {
    id: row.id as number,
    name: String(row.name),
    templateId: (row.templateId as number | null) ?? null,
    customerId: (row.customerId as number | null) ?? null,
    proposalId: (row.proposalId as number | null) ?? null,
    adaptationNotes: (row.adaptationNotes as string | null) ?? '',
    status: row.status as AdaptedCvStatus,
    content: storedContent(row.content),
    createdAt: toIsoDate(row.createdAt) as string,
    updatedAt: toIsoDate(row.updatedAt) as string,
  };
}

async function one(id: number) {
  const row = await adapted().findOne({ select: FIELDS, where: { id } });
  if (!row) return null;
  const [named] = await withNames([apiOf(row)]);
  return named;
}

/** A filter of the list by a record id, or 400 when it is not one. */
function idFilter(ctx: Ctx, name: string): number | undefined {
  const value = single(ctx.query, name);
  if (value === undefined || value === '') return undefined;
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new errors.ValidationError(badId(name));
  return id;
}

function checked(body: unknown, mode: 'create' | 'update'): Input {
  const result = validateAdaptedCvInput(body, mode);
  if (!result.ok) throw validationError(result.errors);
  return result.value as Input;
}

/** The customer, the candidate and the template an input names exist (400 naming the one that does not). */
async function checkLinks(input: Input): Promise<Row | null> {
  const exists = async (uid: UID.ContentType, id: number | null | undefined, message: string) => {
    if (id && !(await strapi.db.query(uid).findOne({ select: ['id'], where: { id } }))) throw new errors.ValidationError(message);
  };
  await exists(CUSTOMER_UID, input.customerId, CONSULTANCY_MESSAGES.customerNotFound);
  await exists(CANDIDATE_UID, input.proposalId, CONSULTANCY_MESSAGES.candidateNotFound);
  if (!input.templateId) return null;
  const template = await strapi.db.query(CV_TEMPLATE_UID).findOne({ where: { id: input.templateId } });
  if (!template) throw new errors.ValidationError(CV_MESSAGES.templateNotFound);
  return template;
}

const recordId = (ctx: Ctx) => pathId(ctx.params, 'id', CV_MESSAGES.adaptedNotFound);

/**
 * Adapted CVs: the list (newest first, filtered by customer, candidate and status, searched in the name) with the
 * customer's and the candidate's names; one; create (without content, the template's content is copied: the given
 * one or the default); update (content replaced whole); delete; the PDF.
 */
export const adaptedCvHandlers = {
  async list(ctx: Ctx) {
    const where: Row = {};
    const customerId = idFilter(ctx, 'customerId');
    const proposalId = idFilter(ctx, 'proposalId');
    const status = single(ctx.query, 'status');
    const q = single(ctx.query, 'q')?.trim();
    if (customerId) where.customerId = customerId;
    if (proposalId) where.proposalId = proposalId;
    if (status) where.status = status;
    if (q) {
      if (q.length > 200) throw new errors.ValidationError(RESOURCE_MESSAGES.searchTooLong);
      where.name = { $containsi: q };
    }
    const page = pageOf(ctx.query);
    const [rows, total] = await Promise.all([
      adapted().findMany({ select: FIELDS, where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...(page ?? {}) }),
      page ? adapted().count({ where }) : null,
    ]);
    const cvs: AdaptedCvSummary[] = (await withNames(rows.map(apiOf))).map(({ content, ...row }) => ({ ...row, fullName: content.fullName }));
    ctx.set('x-total-count', String(total ?? cvs.length));
    ctx.body = page ? cvs : { cvs };
  },

  async one(ctx: Ctx) {
    const cv = await one(recordId(ctx));
    if (!cv) throw new errors.NotFoundError(CV_MESSAGES.adaptedNotFound);
    ctx.body = cv;
  },

  async create(ctx: Ctx) {
    const input = checked(ctx.request.body, 'create');
    let template = await checkLinks(input);
    if (!input.content && !template) {
      template = await defaultTemplate();
      if (!template) throw new errors.ValidationError(CV_MESSAGES.noTemplate);
    }
    const content = input.content ?? contentOf(template as Row);
    const created = await adapted().create({
      data: { ...input, templateId: input.templateId ?? (template?.id as number | undefined) ?? null, content },
    });
    ctx.status = 201;
    ctx.body = await one(created.id as number);
  },

  async update(ctx: Ctx) {
    const id = recordId(ctx);
    const input = checked(ctx.request.body, 'update');
    if (!(await adapted().findOne({ select: ['id'], where: { id } }))) throw new errors.NotFoundError(CV_MESSAGES.adaptedNotFound);
    await checkLinks(input);
    await adapted().update({ where: { id }, data: input });
    ctx.body = await one(id);
  },

  async delete(ctx: Ctx) {
    const id = recordId(ctx);
    if (!(await adapted().delete({ where: { id } }))) throw new errors.NotFoundError(CV_MESSAGES.adaptedNotFound);
    ctx.body = { ok: true };
  },

  async pdf(ctx: Ctx) {
    const file = await adaptedCvPdf(recordId(ctx));
    if (!file) throw new errors.NotFoundError(CV_MESSAGES.adaptedNotFound);
    answerPdf(ctx, file);
  },
};
