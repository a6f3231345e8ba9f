import { errors } from '@strapi/utils';
import {
  AUTH_MESSAGES,
  DATASET_EXPORT_FORMATS,
  DATASET_MESSAGES,
  checkReportQuery,
  computeReport,
  datasetExportFileName,
  readDatasetUpload,
  summarizeDataset,
  type DatasetExportFormat,
  contentDisposition,
} from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { unauthorized } from '../../../auth/bearer-user';
import { service } from '../../../services';
import { datasetTable, reportFileTable, tableCsv, tableXlsx } from '../dataset-files';
import type { DatasetOwner, StoredDataset } from '../services/product-dataset';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const CONTENT_TYPES: Record<DatasetExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const datasets = () => service(strapi, 'productDatasets');

  /**
   * The caller's dataset in the route's product. A product open to anyone still keeps a dataset per user, so a call
   * without a valid sign-in is refused here (the area guard lets it through for such a product).
   */
  async function ownerOf(ctx: Ctx): Promise<DatasetOwner> {
    const userId = (ctx.state.user as { id?: number } | undefined)?.id;
    if (!userId) unauthorized(ctx.request.header.authorization ? AUTH_MESSAGES.invalidToken : AUTH_MESSAGES.missingToken);
    const productSlug = String(ctx.params.productId);
    if (!(await datasets().hasDatasets(productSlug))) throw new errors.NotFoundError(DATASET_MESSAGES.notAnalytics);
    return { productSlug, userId };
  }

  async function storedOf(ctx: Ctx): Promise<StoredDataset> {
    const stored = await datasets().load(await ownerOf(ctx));
    if (!stored) throw new errors.NotFoundError(DATASET_MESSAGES.notFound);
    return stored;
  }

  /** The report the query asks for; 400 with the reason when it names a column the dataset lacks or cannot measure. */
  function reportOf(ctx: Ctx, stored: StoredDataset) {
    const checked = checkReportQuery(stored.dataset.columns, ctx.query);
    if (!checked.ok) throw new errors.ValidationError(checked.message);
    return computeReport(stored.dataset, checked.query);
  }

  return {
    /** GET /api/product-areas/:productId/dataset → DatasetSummary, or 404 before the first upload. */
    async find(ctx: Ctx) {
      const { dataset, fileName, uploadedAt } = await storedOf(ctx);
      ctx.body = summarizeDataset(dataset, fileName, uploadedAt);
    },

    /** PUT /api/product-areas/:productId/dataset { fileName, csv } → DatasetSummary; a refused file changes nothing. */
    async upload(ctx: Ctx) {
      const owner = await ownerOf(ctx);
      const upload = readDatasetUpload(ctx.request.body);
      if (!upload.ok) throw new errors.ValidationError(upload.message);
      ctx.body = await datasets().save(owner, upload.fileName, upload.dataset);
    },

    async delete(ctx: Ctx) {
      if (!(await datasets().remove(await ownerOf(ctx)))) throw new errors.NotFoundError(DATASET_MESSAGES.notFound);
      ctx.status = 204;
    },

    /** GET /api/product-areas/:productId/dataset/report?groupBy&measure&value → DatasetReport */
    async report(ctx: Ctx) {
      ctx.body = reportOf(ctx, await storedOf(ctx));
    },

    /**
     * GET /api/product-areas/:productId/dataset/export?format=csv|xlsx[&groupBy&measure&value]: the report when
     * grouped, else the whole dataset, as a file to download.
     */
    async export(ctx: Ctx) {
      const format = ctx.query.format as DatasetExportFormat;
      if (!DATASET_EXPORT_FORMATS.includes(format)) throw new errors.ValidationError(DATASET_MESSAGES.unknownFormat);
      const stored = await storedOf(ctx);
      const grouped = ctx.query.groupBy !== undefined;
      const table = grouped ? reportFileTable(reportOf(ctx, stored)) : datasetTable(stored.dataset);
      ctx.set('Content-Type', CONTENT_TYPES[format]);
      ctx.set('Content-Disposition', contentDisposition('attachment', datasetExportFileName(stored.fileName, format, grouped)));
      ctx.body = format === 'csv' ? tableCsv(table) : await tableXlsx(table, grouped ? 'Rapport' : 'Data');
    },
  };
};
