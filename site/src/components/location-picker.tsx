import { REGION_TREE } from '@platform/shared';
import { useT } from '../i18n';
import { PathCascader, type PathCascaderProps } from './path-cascader';

// Norway is the only country: the picker starts at its counties.
const COUNTIES = REGION_TREE.children ?? [];

/** County → municipality → district; value 'oslo,oslo,frogner'. */
export function LocationPicker(props: PathCascaderProps) {
  const t = useT();
  return <PathCascader placeholder={t.pickers.location} aria-label={t.pickers.location} {...props} options={COUNTIES} />;
}
