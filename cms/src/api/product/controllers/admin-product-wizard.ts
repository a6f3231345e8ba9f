import { errors } from '@strapi/utils';
import JSZip from 'jszip';
import {
  PRODUCT_SETTINGS_MESSAGES,
  PRODUCT_WIZARD_DEFAULTS,
  PRODUCT_WIZARD_MESSAGES,
  WIZARD_TEMPLATES,
  isRoutePath,
  validateProductDraft,
  type FieldError,
  type ProductSettings,
  type ProductTemplate,
  contentDisposition,
} from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { httpError } from '../../../http-error';
import { modulePlan, scaffoldFiles, writeModule, writesModules, type ScaffoldSource } from '../../../product-modules';
import { service } from '../../../services';
import { validationError } from '../../../validation-error';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const MODULE_ID = /^[a-z0-9-]{1,64}$/;

/** The scaffold of a stored product, from what the wizard stored (a product made otherwise gets the custom template's). */
const scaffoldSource = (product: ProductSettings): ScaffoldSource => ({
  id: product.id,
  name: product.name,
  product_type: product.product_type,
  template: product.template ?? PRODUCT_WIZARD_DEFAULTS.template,
  hasAuth: product.has_auth ?? PRODUCT_WIZARD_DEFAULTS.hasAuth,
  routes: product.routes ?? [],
});

/** The id and any routes "generate files" was sent, refused when they could name a place outside the module folder. */
function checkGenerateBody(body: unknown): string {
  const input = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const fail: FieldError[] = [];
  const id = typeof input.id === 'string' ? input.id.trim() : '';
  if (!id) fail.push({ field: 'id', message: PRODUCT_WIZARD_MESSAGES.idRequired });
  else if (!MODULE_ID.test(id)) fail.push({ field: 'id', message: PRODUCT_WIZARD_MESSAGES.idPattern });
  if (input.routes !== undefined) {
    const routes = Array.isArray(input.routes) ? input.routes : [null];
    const path = (route: unknown) => (typeof route === 'object' && route !== null ? (route as { path?: unknown }).path : undefined);
    if (routes.some((route) => typeof path(route) !== 'string' || !isRoutePath(path(route) as string)))
      fail.push({ field: 'routes', message: PRODUCT_WIZARD_MESSAGES.routePath });
  }
  if (fail.length) throw validationError(fail);
  return id;
}

/** A draft that leaves out features or routes gets its template's, as choosing the template in the wizard would. */
function withTemplateDefaults(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const draft = body as Record<string, unknown>;
  const name = draft.template ?? PRODUCT_WIZARD_DEFAULTS.template;
  if (typeof name !== 'string' || !Object.hasOwn(WIZARD_TEMPLATES, name)) return body;
  const template = WIZARD_TEMPLATES[name as ProductTemplate];
  return { ...draft, features: draft.features ?? [...template.features], routes: draft.routes ?? template.routes.map((route) => ({ ...route })) };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const products = () => service(strapi, 'products');
  const wizard = () => service(strapi, 'productWizard');

  /** The stored product's module plan: 404 for an unknown product, 400 when a stored route would leave its folder. */
  async function planOf(id: string) {
    const product = await products().findBySlug(id);
    if (!product) throw new errors.NotFoundError(PRODUCT_SETTINGS_MESSAGES.notFound);
    const source = scaffoldSource(product);
    const plan = modulePlan(source);
    if (!plan) throw validationError([{ field: 'routes', message: PRODUCT_WIZARD_MESSAGES.routePath }]);
    return { source, plan };
  }

  return {
    /** POST /api/admin/products: the wizard's draft, checked again here; 201 with the product as GET answers it. */
    async create(ctx: Ctx) {
      const checked = validateProductDraft(withTemplateDefaults(ctx.request.body));
      if (!checked.ok) throw validationError(checked.errors);
      const outcome = await wizard().create(checked.value);
      if (outcome === 'taken') throw httpError(409, PRODUCT_WIZARD_MESSAGES.idTaken(checked.value.id));
      ctx.status = 201;
      ctx.body = await products().findBySlug(checked.value.id);
    },

    /**
     * POST /api/admin/products/generate-files { id }: in write mode the scaffold is written to the modules folder
     * (201, never over an existing module: 409); otherwise nothing is written and the files are listed for the zip.
     */
    async generateFiles(ctx: Ctx) {
      const { source, plan } = await planOf(checkGenerateBody(ctx.request.body));
      const filesCreated = plan.files.map((entry) => entry.file);
      if (!writesModules()) {
        ctx.body = { written: false, filesCreated };
        return;
      }
      if (!writeModule(plan)) throw httpError(409, PRODUCT_WIZARD_MESSAGES.moduleExists(source.id));
      ctx.status = 201;
      ctx.body = { written: true, filesCreated };
    },

    /** GET /api/admin/products/:productId/scaffold.zip: the same files in a folder named after the product. */
    async scaffoldZip(ctx: Ctx) {
      const { source } = await planOf(String(ctx.params.productId));
      const zip = new JSZip();
      for (const { file, content } of scaffoldFiles(source)) zip.file(`${source.id}/${file}`, content);
      ctx.set('Content-Type', 'application/zip');
      ctx.set('Content-Disposition', contentDisposition('attachment', `${source.id}-scaffold.zip`));
      ctx.body = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    },

    /** GET /api/admin/products/sync: the product modules in code without a product row. */
    async missing(ctx: Ctx) {
      ctx.body = { missingProducts: await wizard().missing() };
    },

    /** POST /api/admin/products/sync { productIds, syncAll }: creates the chosen modules' products. */
    async sync(ctx: Ctx) {
      const body = (ctx.request.body ?? {}) as { productIds?: unknown; syncAll?: unknown };
      const syncAll = body.syncAll === true;
      const ids = body.productIds === undefined ? [] : body.productIds;
      if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string') || ids.length > 500)
        throw new errors.ValidationError('productIds må være en liste med produkt-ID-er');
      if (!syncAll && ids.length === 0) throw new errors.ValidationError('Velg minst ett produkt å synkronisere');
      ctx.body = { results: await wizard().sync(ids as string[], syncAll) };
    },
  };
};
