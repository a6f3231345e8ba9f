import type { CSSProperties } from 'react';
import { Cascader } from 'antd';
import type { DefaultOptionType } from 'antd/es/cascader';
import { useT } from '../i18n';

/** A tree whose every node's value is its own comma-joined path ('oslo,oslo,frogner'), as the shared data has it. */
export interface PathNode {
  value: string;
  label: string;
  children?: PathNode[];
}

export interface PathCascaderProps {
  /** The chosen node's value: the comma-joined path. */
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  /** Allow a choice above the leaves (a county, a brand); on by default. */
  changeOnSelect?: boolean;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
  'aria-label'?: string;
}

const SEPARATOR = ',';

/** 'oslo,oslo,frogner' → ['oslo', 'oslo,oslo', 'oslo,oslo,frogner']: the Cascader's path of node values. */
export function cascaderPath(value: string | null | undefined): string[] | undefined {
  if (!value) return undefined;
  const parts = value.split(SEPARATOR);
  return parts.map((_, index) => parts.slice(0, index + 1).join(SEPARATOR));
}

function matches(input: string, path: DefaultOptionType[]): boolean {
  const needle = input.trim().toLocaleLowerCase('nb');
  return path.some((option) => String(option.label).toLocaleLowerCase('nb').includes(needle));
}

/** A searchable antd Cascader over a path tree; what goes in and out is the one comma-joined value. */
export function PathCascader({
  options,
  value,
  onChange,
  placeholder,
  changeOnSelect = true,
  ...rest
}: PathCascaderProps & { options: PathNode[] }) {
  const t = useT();
  return (
    <Cascader
      {...rest}
      options={options as DefaultOptionType[]}
      value={cascaderPath(value)}
      onChange={(path) => onChange?.(path?.length ? String(path[path.length - 1]) : undefined)}
      placeholder={placeholder}
      changeOnSelect={changeOnSelect}
      showSearch={{ filter: matches, limit: 50 }}
      notFoundContent={t.pickers.noMatch}
    />
  );
}
