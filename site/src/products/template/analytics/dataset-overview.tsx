import { useState } from 'react';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Flex, Row, Statistic, Table, Typography } from 'antd';
import { formatDateTime, type DatasetCell, type DatasetColumnSummary, type DatasetSummary } from '@platform/shared';
import { ApiError } from '../../../api/http';
import { isAreaRefusal } from '../../frame/area-api';
import { useDatasetApi, useDatasetChanged } from './analytics-api';
import { formatCell, formatDay, formatNumber } from './analytics-format';
import { useAnalyticsTexts, type AnalyticsTexts } from './analytics-texts';
import { DatasetUpload } from './dataset-upload';

/** How many number columns get their sum and average as key figures. */
const KPI_NUMBER_COLUMNS = 3;

function figuresOf(column: DatasetColumnSummary, texts: AnalyticsTexts): string {
  if (column.kind === 'number') {
    return texts.figures.number(formatNumber(column.sum), formatNumber(column.average), formatNumber(column.min), formatNumber(column.max));
  }
  const distinct = texts.figures.distinct(formatNumber(column.distinct ?? 0));
  if (column.kind === 'date' && column.earliest && column.latest) {
    return `${texts.figures.date(formatDay(column.earliest), formatDay(column.latest))} · ${distinct}`;
  }
  return distinct;
}

function Kpi({ title, value }: { title: string; value: string }) {
  return (
    <Col xs={12} md={8} xl={6}>
      <Card size="small" style={{ height: '100%' }}>
        <Statistic title={title} value={value} />
      </Card>
    </Col>
  );
}

/** The front page with a dataset: its key figures, its columns, its first rows, and replacing or deleting it. */
export function DatasetOverview({ productId, summary }: { productId: string; summary: DatasetSummary }) {
  const texts = useAnalyticsTexts();
  const api = useDatasetApi(productId);
  const changed = useDatasetChanged(productId);
  const { message, modal } = App.useApp();
  const [replacing, setReplacing] = useState(false);
  const numbers = summary.columns.filter((column) => column.kind === 'number').slice(0, KPI_NUMBER_COLUMNS);

  const confirmReplace = () =>
    modal.confirm({
      title: texts.replaceTitle,
      content: texts.replaceText,
      okText: texts.replaceOk,
      cancelText: texts.cancel,
      onOk: () => setReplacing(true),
    });

  const confirmDelete = () =>
    modal.confirm({
      title: texts.deleteTitle,
      content: texts.deleteText,
      okText: texts.deleteOk,
      cancelText: texts.cancel,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await api.remove();
          changed(null);
          message.success(texts.deleted);
        } catch (error) {
          if (!isAreaRefusal(error)) message.error(error instanceof ApiError && error.message ? error.message : texts.deleteFailed);
        }
      },
    });

  return (
    <Flex vertical gap={24}>
      <Flex gap={12} wrap align="center" justify="space-between">
        <Typography.Text type="secondary">{texts.fileInfo(summary.fileName, formatDateTime(summary.uploadedAt))}</Typography.Text>
        <Flex gap={8} wrap>
          <Button icon={<UploadOutlined aria-hidden />} onClick={confirmReplace} disabled={replacing}>
            {texts.replace}
          </Button>
          <Button icon={<DeleteOutlined aria-hidden />} danger onClick={confirmDelete}>
            {texts.delete}
          </Button>
        </Flex>
      </Flex>
      {replacing && (
        <Card
          title={texts.replace}
          extra={
            <Button type="link" onClick={() => setReplacing(false)}>
              {texts.cancel}
            </Button>
          }
        >
          <DatasetUpload productId={productId} onUploaded={() => setReplacing(false)} />
        </Card>
      )}

      <section aria-label={texts.kpis}>
        <Row gutter={[16, 16]}>
          <Kpi title={texts.rows} value={formatNumber(summary.rowCount)} />
          <Kpi title={texts.columns} value={formatNumber(summary.columns.length)} />
          {numbers.flatMap((column) => [
            <Kpi key={`${column.name}-sum`} title={texts.sumOf(column.name)} value={formatNumber(column.sum)} />,
            <Kpi key={`${column.name}-avg`} title={texts.averageOf(column.name)} value={formatNumber(column.average)} />,
          ])}
        </Row>
      </section>

      <section>
        <Typography.Title level={3}>{texts.columnTable}</Typography.Title>
        <Table<DatasetColumnSummary>
          rowKey="name"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          dataSource={summary.columns}
          columns={[
            { key: 'name', title: texts.columnName, dataIndex: 'name' },
            { key: 'kind', title: texts.columnKind, render: (_, column) => texts.kinds[column.kind] },
            { key: 'filled', title: texts.columnFilled, render: (_, column) => `${formatNumber(column.filled)} / ${formatNumber(summary.rowCount)}` },
            { key: 'figures', title: texts.columnFigures, render: (_, column) => figuresOf(column, texts) },
          ]}
        />
      </section>

      <section>
        <Typography.Title level={3}>{texts.preview(summary.preview.length, formatNumber(summary.rowCount))}</Typography.Title>
        <Table<{ key: number; cells: DatasetCell[] }>
          size="small"
          pagination={false}
          scroll={{ x: true }}
          dataSource={summary.preview.map((cells, index) => ({ key: index, cells }))}
          columns={summary.columns.map((column, index) => ({
            key: column.name,
            title: column.name,
            align: column.kind === 'number' ? ('right' as const) : undefined,
            render: (_: unknown, row: { cells: DatasetCell[] }) => formatCell(row.cells[index], column.kind),
          }))}
        />
      </section>
    </Flex>
  );
}
