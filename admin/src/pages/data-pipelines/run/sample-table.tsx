import { Table, Typography, Empty } from 'antd';
import type { PipelineRecord } from '@platform/shared';

/** A cell's text: objects and arrays as JSON, nothing as empty. */
export const cellText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Every key any record has, in the order first seen. */
export const columnsOf = (records: PipelineRecord[]): string[] => [...new Set(records.flatMap((record) => Object.keys(record)))];

/** The first records a run produced, one column per key found in any of them. */
export function SampleTable({ records }: { records: PipelineRecord[] }) {
  return (
    <Table<PipelineRecord & { __row: number }>
      aria-label="Sample records"
      rowKey="__row"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={records.map((record, __row) => ({ ...record, __row }))}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No records" /> }}
      columns={columnsOf(records).map((key) => ({
        title: key,
        key,
        render: (_: unknown, record: PipelineRecord) => (
          <Typography.Text ellipsis={{ tooltip: cellText(record[key]) }}>{cellText(record[key])}</Typography.Text>
        ),
      }))}
    />
  );
}
