import { CAR_CATALOGUE } from '@platform/shared';
import { useT } from '../i18n';
import { PathCascader, type PathCascaderProps } from './path-cascader';

/** Letter → brand → model; value 'v,volkswagen,golf'. */
export function CarPicker(props: PathCascaderProps) {
  const t = useT();
  return <PathCascader placeholder={t.pickers.car} aria-label={t.pickers.car} {...props} options={CAR_CATALOGUE} />;
}
