import { errors } from '@strapi/utils';
import { CV_MESSAGES } from '@platform/shared';
import { pathId } from '../../../http-params';
import { adminRoutes } from '../../../route-access';
import { cvTemplatePdf } from '../../../consultancy/cv-pdf';
import { answerPdf } from '../../../consultancy/pdf-answer';

/** A CV template printed as the PDF a customer would get, to check the layout before adapting it. */
export default adminRoutes([
  {
    method: 'GET',
    path: '/admin/consultancy/cv-templates/:id/pdf',
    async handler(ctx) {
      const file = await cvTemplatePdf(pathId(ctx.params, 'id', CV_MESSAGES.templateNotFound));
      if (!file) throw new errors.NotFoundError(CV_MESSAGES.templateNotFound);
      answerPdf(ctx, file);
    },
  },
]);
