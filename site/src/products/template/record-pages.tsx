import { Alert, Empty } from 'antd';
import type { PublicProductDetail } from '@platform/shared';
import { LinkButton } from '../../components/link-button';
import { useLocale } from '../../i18n';
import { useAreaSession } from '../frame/area-session';
import { useProductLoginPath } from '../frame/use-product-login-path';
import { RecordForm } from './record-form';
import { RecordList } from './record-list';
import { recordRoutes, routeHref, withParam } from './template-routes';
import { useTemplateTexts } from './template-texts';

/** Where a CRUD product's record pages are, as addresses inside the product. */
function useRecordHrefs(product: PublicProductDetail) {
  const locale = useLocale();
  const { create, edit } = recordRoutes(product.template ?? 'crud', product.routes);
  return {
    list: routeHref(locale, product.id, '/'),
    create: create ? routeHref(locale, product.id, create) : null,
    edit: edit ? (id: number) => routeHref(locale, product.id, withParam(edit, id)) : null,
  };
}

/**
 * Records (and API keys) are the user's own, so a visitor of a product open to anyone signs in first (the server would
 * answer 401); `message` says what signing in is for, records unless told.
 */
export function SignInFirst({ productId, message }: { productId: string; message?: string }) {
  const texts = useTemplateTexts();
  const signInPath = useProductLoginPath(productId);
  return (
    <Alert
      type="info"
      showIcon
      message={message ?? texts.signInForRecords}
      action={
        <LinkButton type="primary" to={signInPath}>
          {texts.signIn}
        </LinkButton>
      }
    />
  );
}

/** The list of a CRUD product's front page. */
export function CrudRecords({ product }: { product: PublicProductDetail }) {
  const { user } = useAreaSession();
  const hrefs = useRecordHrefs(product);
  if (!user) return <SignInFirst productId={product.id} />;
  return <RecordList productId={product.id} createHref={hrefs.create} editHref={hrefs.edit} />;
}

/** A CRUD product's create page, or its edit page for the record in the address. */
export function CrudRecordPage({ product, recordId, mode }: { product: PublicProductDetail; recordId?: string; mode: 'create' | 'edit' }) {
  const texts = useTemplateTexts();
  const { user } = useAreaSession();
  const hrefs = useRecordHrefs(product);
  if (!user) return <SignInFirst productId={product.id} />;
  if (mode === 'edit' && !recordId) return <Empty description={texts.chooseRecord} />;
  // A new key per record: nothing typed for one record carries over to another.
  return <RecordForm key={recordId ?? 'new'} productId={product.id} recordId={recordId} listHref={hrefs.list} />;
}
