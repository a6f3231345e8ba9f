import { Tag } from 'antd';
import { productAccessLabel, type AccessLabelKind, type ProductAccess } from '@platform/shared';
import { useLocale } from '../i18n';

const COLORS: Record<AccessLabelKind, string> = {
  admin: 'purple',
  subscription: 'green',
  access: 'green',
  trial: 'blue',
  none: 'default',
};

/** 'Admin tilgang', 'Prøveperiode: 12 dager igjen', 'Ingen tilgang' … as the shared rule words it. */
export function ProductAccessTag({ access, isAdmin }: { access: ProductAccess; isAdmin: boolean }) {
  const label = productAccessLabel(access, { isAdmin, now: new Date(), locale: useLocale() });
  return <Tag color={COLORS[label.kind]}>{label.text}</Tag>;
}
