import { Space, Tag, Tooltip } from 'antd';

interface CappedTagsProps {
  items: readonly string[] | null | undefined;
  /** How many to show before the rest collapse into a "+n" chip. */
  max: number;
  color?: string;
}

/** A few tags and a "+n" chip (the hidden ones in its tooltip), so table rows keep one height. */
export function CappedTags({ items, max, color }: CappedTagsProps) {
  const list = items ?? [];
  if (list.length === 0) return null;
  const shown = list.slice(0, max);
  const hidden = list.slice(max);
  return (
    <Space size={[0, 4]} wrap style={{ rowGap: 4 }}>
      {shown.map((item, i) => (
        <Tag key={`${i}:${item}`} color={color} style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {item}
        </Tag>
      ))}
      {hidden.length > 0 && (
        <Tooltip title={hidden.join(', ')}>
          <Tag>+{hidden.length}</Tag>
        </Tooltip>
      )}
    </Space>
  );
}
