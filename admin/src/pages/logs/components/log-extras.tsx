import { Descriptions, type DescriptionsProps } from 'antd';
import type { LogEntry } from '@platform/shared';
import { CodeBlock, formatMetadata } from './code-block';

/** Whether an entry has anything the expanded row would show. */
export const hasExtras = (entry: LogEntry): boolean => Boolean(entry.metadata || entry.userAgent || entry.productId || entry.errorStack);

/** An expanded row: what does not fit in the table's columns. */
export function LogExtras({ entry }: { entry: LogEntry }) {
  const items: DescriptionsProps['items'] = [];
  if (entry.metadata) items.push({ key: 'metadata', label: 'Metadata', children: <CodeBlock label="Metadata">{formatMetadata(entry.metadata)}</CodeBlock> });
  if (entry.userAgent) items.push({ key: 'userAgent', label: 'Brukeragent', children: entry.userAgent });
  if (entry.productId) items.push({ key: 'productId', label: 'Produkt-ID', children: entry.productId });
  if (entry.errorStack) items.push({ key: 'stack', label: 'Stack', children: <CodeBlock label="Stack">{entry.errorStack}</CodeBlock> });
  return <Descriptions size="small" column={1} items={items} />;
}
