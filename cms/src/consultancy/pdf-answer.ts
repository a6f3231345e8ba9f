import type { Core } from '@strapi/strapi';
import { contentDisposition } from '@platform/shared';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** A CV's PDF answered for a browser tab: shown inline, saved under its own name. */
export function answerPdf(ctx: Ctx, file: { fileName: string; pdf: Buffer }): void {
  ctx.set('Content-Type', 'application/pdf');
  ctx.set('Content-Disposition', contentDisposition('inline', file.fileName));
  ctx.body = file.pdf;
}
