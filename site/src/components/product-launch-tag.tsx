import { Tag } from 'antd';
import { productLaunchText } from '@platform/shared';
import { useLocale } from '../i18n';

/** 'Kommer 1. mars 2027' / 'Kommer snart' in place of 'Åpne' and 'Prøv gratis' while a product's area is not built. */
export function ProductLaunchTag({ launchDate }: { launchDate: string | null }) {
  return (
    <Tag color="gold" data-testid="product-launch">
      {productLaunchText(launchDate, useLocale(), new Date())}
    </Tag>
  );
}
