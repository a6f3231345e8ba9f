import { errors } from '@strapi/utils';
import type { Core } from '@strapi/strapi';
import { INQUIRY_STATUSES, INQUIRY_TYPES, inquiryExportFileName, isHoneypotFilled, validateInquiry, contentDisposition } from '@platform/shared';
import { service } from '../../../services';
import { validationError } from '../../../validation-error';
import type { InquiryFilters } from '../services/inquiry';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** One of the allowed values of an equality filter, undefined when absent or empty; anything else is a 400. */
function filterValue<T extends string>(query: Record<string, unknown>, name: string, allowed: readonly T[]): T | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new errors.ValidationError(`${name} must be one of: ${allowed.join(', ')}.`);
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/inquiries: the site's contact and demo-request forms. */
  async submit(ctx: Ctx) {
    const body = ctx.request.body;
    // A filled trap field means a bot: it gets the answer a person gets, so it learns nothing, but nothing is stored
    // and nobody is mailed.
    if (isHoneypotFilled(body)) {
      ctx.status = 201;
      ctx.body = { ok: true };
      return;
    }
    const checked = validateInquiry(body);
    if (!checked.ok) throw validationError(checked.errors);
    await service(strapi, 'inquiries').submit(checked.value);
    ctx.status = 201;
    ctx.body = { ok: true };
  },

  /** GET /api/admin/inquiries/export?inquiry_type&status: every matching inquiry as a CSV file. */
  async export(ctx: Ctx) {
    const filters: InquiryFilters = {};
    const type = filterValue(ctx.query, 'inquiry_type', INQUIRY_TYPES);
    const status = filterValue(ctx.query, 'status', INQUIRY_STATUSES);
    if (type) filters.inquiry_type = type;
    if (status) filters.status = status;
    const csv = await service(strapi, 'inquiries').exportCsv(filters);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', contentDisposition('attachment', inquiryExportFileName()));
    ctx.body = csv;
  },
});
