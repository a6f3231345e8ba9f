import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import { FileExcelOutlined, FileTextOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Skeleton, Table, Typography } from 'antd';
import {
  datasetExportFileName,
  type DatasetExportFormat,
  type DatasetReportRow,
  type DatasetSummary,
  type PublicProductDetail,
  type ReportQuery,
} from '@platform/shared';
import { ApiError } from '../../../api/http';
import { LinkButton } from '../../../components/link-button';
import { LoadFailed } from '../../../components/load-failed';
import { useLocale } from '../../../i18n';
import { isAreaRefusal } from '../../frame/area-api';
import { useAreaSession } from '../../frame/area-session';
import { SignInFirst } from '../record-pages';
import { pageKind, routeHref } from '../template-routes';
import { reportParams, useDataset, useDatasetApi, useDatasetReport } from './analytics-api';
import { formatNumber, groupLabel } from './analytics-format';
import { useAnalyticsTexts } from './analytics-texts';
import { DatasetOverview } from './dataset-overview';
import { DatasetUpload } from './dataset-upload';
import { ReportChoices, useReportQuery } from './report-choices';

// The chart and its library are a chunk of their own, fetched when a report is first shown.
const loadChart = () => import('./report-chart');

/** The user's dataset for a page, or what the page shows instead: sign-in, loading, a failure, or nothing uploaded. */
function WithDataset({
  product,
  children,
  empty,
}: {
  product: PublicProductDetail;
  children: (summary: DatasetSummary) => ReactNode;
  empty: ReactNode;
}) {
  const texts = useAnalyticsTexts();
  const { user } = useAreaSession();
  const dataset = useDataset(product.id);
  if (!user) return <SignInFirst productId={product.id} message={texts.signIn} />;
  if (dataset.isPending) return <Skeleton active title={false} paragraph={{ rows: 5 }} aria-label={texts.loading} />;
  if (dataset.isError) return <LoadFailed message={texts.loadFailed} onRetry={() => void dataset.refetch()} />;
  if (dataset.data === null) return <>{empty}</>;
  return <>{children(dataset.data)}</>;
}

/** The reports and export pages before an upload: the upload is on the front page. */
function NoDataset({ product }: { product: PublicProductDetail }) {
  const texts = useAnalyticsTexts();
  const locale = useLocale();
  return (
    <Empty description={texts.noDataset}>
      <LinkButton type="primary" to={routeHref(locale, product.id, '/')}>
        {texts.toRoot}
      </LinkButton>
    </Empty>
  );
}

/** Under the features on the product's front page: the upload, or the dataset's figures. */
export function AnalyticsOverview({ product }: { product: PublicProductDetail }) {
  const texts = useAnalyticsTexts();
  return (
    <section style={{ marginTop: 24 }}>
      <Typography.Title level={3}>{texts.dataTitle}</Typography.Title>
      <WithDataset
        product={product}
        empty={
          <Card title={texts.emptyTitle}>
            <DatasetUpload productId={product.id} />
          </Card>
        }
      >
        {(summary) => <DatasetOverview productId={product.id} summary={summary} />}
      </WithDataset>
    </section>
  );
}

/** A chart chunk that failed to load (offline, a new deployment) leaves the table, with a note. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function ReportResult({ productId, query, exportHref }: { productId: string; query: ReportQuery; exportHref: string | null }) {
  const texts = useAnalyticsTexts();
  const report = useDatasetReport(productId, query);
  const [Chart] = useState(() => lazy(loadChart));
  if (report.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (report.isError) {
    const reason = report.error instanceof ApiError && report.error.message ? report.error.message : null;
    return <Alert type="error" showIcon role="alert" message={texts.reportFailed} description={reason} />;
  }
  const { rows, groupKind, groupCount } = report.data;
  const measure = texts.measures[query.measure];
  const measureTitle = query.value ? `${measure} (${query.value})` : measure;
  const labelled = rows.map((row) => ({ ...row, label: groupLabel(row, groupKind, texts) }));
  const shown = rows.filter((row) => !row.otherGroups).length;
  return (
    <Flex vertical gap={16}>
      <Card title={<h3 style={{ margin: 0, fontSize: 16 }}>{texts.chartTitle(measureTitle, query.groupBy)}</h3>}>
        <ChartBoundary fallback={<Alert type="warning" showIcon message={texts.chartFailed} />}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <Chart bars={labelled.map(({ label, value }) => ({ label, value }))} measure={measureTitle} />
          </Suspense>
        </ChartBoundary>
      </Card>
      {rows.some((row) => row.otherGroups) && <Typography.Text type="secondary">{texts.groupCount(shown, groupCount)}</Typography.Text>}
      <Table<DatasetReportRow & { label: string }>
        aria-label={texts.chartTitle(measureTitle, query.groupBy)}
        rowKey={(row) => (row.otherGroups ? '\u0000other' : (row.group ?? '\u0000empty'))}
        size="small"
        pagination={false}
        dataSource={labelled}
        columns={[
          { key: 'group', title: query.groupBy, dataIndex: 'label' },
          { key: 'value', title: measureTitle, align: 'right', render: (_, row) => formatNumber(row.value) },
          ...(query.measure === 'count'
            ? []
            : [
                {
                  key: 'rows',
                  title: texts.groupRows,
                  align: 'right' as const,
                  render: (_: unknown, row: DatasetReportRow) => formatNumber(row.rows),
                },
              ]),
        ]}
      />
      {exportHref && (
        <div>
          <LinkButton to={exportHref}>{texts.exportThis}</LinkButton>
        </div>
      )}
    </Flex>
  );
}

function ReportView({ product, summary }: { product: PublicProductDetail; summary: DatasetSummary }) {
  const texts = useAnalyticsTexts();
  const locale = useLocale();
  const [query, choose] = useReportQuery(summary);
  if (!query) return <Alert type="info" showIcon message={texts.noGroupColumn} />;
  const exportRoute = product.routes.find((route) => pageKind(product.template ?? 'analytics-dashboard', route.path) === 'export');
  const exportHref = exportRoute ? `${routeHref(locale, product.id, exportRoute.path)}?${reportParams(query)}` : null;
  return (
    <Flex vertical gap={16}>
      <ReportChoices summary={summary} query={query} onChange={choose} />
      {summary.columns.every((column) => column.kind !== 'number') && <Typography.Text type="secondary">{texts.noNumberColumn}</Typography.Text>}
      <ReportResult productId={product.id} query={query} exportHref={exportHref} />
    </Flex>
  );
}

/** The report page: grouping, measure and value chosen (kept in the address), a bar chart and the same rows as a table. */
export function AnalyticsReportsPage({ product }: { product: PublicProductDetail }) {
  return (
    <WithDataset product={product} empty={<NoDataset product={product} />}>
      {(summary) => <ReportView product={product} summary={summary} />}
    </WithDataset>
  );
}

function DownloadButtons({
  onDownload,
  pending,
  disabled,
}: {
  onDownload: (format: DatasetExportFormat) => void;
  pending: DatasetExportFormat | null;
  disabled: boolean;
}) {
  const texts = useAnalyticsTexts();
  return (
    <Flex gap={12} wrap>
      <Button
        icon={<FileTextOutlined aria-hidden />}
        loading={pending === 'csv'}
        disabled={disabled && pending !== 'csv'}
        onClick={() => onDownload('csv')}
      >
        {texts.csv}
      </Button>
      <Button
        icon={<FileExcelOutlined aria-hidden />}
        loading={pending === 'xlsx'}
        disabled={disabled && pending !== 'xlsx'}
        onClick={() => onDownload('xlsx')}
      >
        {texts.excel}
      </Button>
    </Flex>
  );
}

function ExportView({ product, summary }: { product: PublicProductDetail; summary: DatasetSummary }) {
  const texts = useAnalyticsTexts();
  const api = useDatasetApi(product.id);
  const [query, choose] = useReportQuery(summary);
  const [pending, setPending] = useState<{ what: 'dataset' | 'report'; format: DatasetExportFormat } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function save(what: 'dataset' | 'report', format: DatasetExportFormat) {
    setPending({ what, format });
    setFailure(null);
    try {
      const report = what === 'report' ? query : null;
      await api.download(format, report, datasetExportFileName(summary.fileName, format, report !== null));
    } catch (error) {
      if (isAreaRefusal(error)) return;
      const reason = error instanceof ApiError ? error.message : '';
      setFailure(reason ? `${texts.downloadFailed}: ${reason}` : texts.downloadFailed);
    } finally {
      setPending(null);
    }
  }

  const pendingFor = (what: 'dataset' | 'report') => (pending?.what === what ? pending.format : null);
  return (
    <Flex vertical gap={16}>
      <Card title={<h3 style={{ margin: 0, fontSize: 16 }}>{texts.exportDataset}</h3>}>
        <Typography.Paragraph>{texts.exportDatasetText(formatNumber(summary.rowCount), summary.columns.length)}</Typography.Paragraph>
        <DownloadButtons onDownload={(format) => void save('dataset', format)} pending={pendingFor('dataset')} disabled={pending !== null} />
      </Card>
      <Card title={<h3 style={{ margin: 0, fontSize: 16 }}>{texts.exportReport}</h3>}>
        {query ? (
          <Flex vertical gap={16}>
            <Typography.Paragraph style={{ margin: 0 }}>{texts.exportReportText}</Typography.Paragraph>
            <ReportChoices summary={summary} query={query} onChange={choose} />
            <DownloadButtons onDownload={(format) => void save('report', format)} pending={pendingFor('report')} disabled={pending !== null} />
          </Flex>
        ) : (
          <Alert type="info" showIcon message={texts.noGroupColumn} />
        )}
      </Card>
      {failure && <Alert type="error" showIcon role="alert" message={failure} closable onClose={() => setFailure(null)} />}
    </Flex>
  );
}

/** The export page: the whole dataset, or a report, as a CSV or Excel file made by the server. */
export function AnalyticsExportPage({ product }: { product: PublicProductDetail }) {
  return (
    <WithDataset product={product} empty={<NoDataset product={product} />}>
      {(summary) => <ExportView product={product} summary={summary} />}
    </WithDataset>
  );
}
