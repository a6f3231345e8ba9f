import { useList } from '@refinedev/core';
import { Card, Empty, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { formatConsultancyDate, type AdaptedCvSummary } from '@platform/shared';
import { RouteLinkButton } from '../../../components/route-link-button';
import { ConsultancyLoadFailed, RowActions } from '../components/list-parts';
import { useConfirmDelete } from '../components/use-confirm-delete';
import { CONSULTANCY_TEXTS } from '../labels';
import { AdaptedCvStatusTag } from './adapted-cv-status';
import { ADAPTED_CVS_RESOURCE, CV_TEXTS, adaptedCvPath, adaptedCvPdfUrl, newAdaptedCvPath } from './cv-labels';
import { PdfButton, pdfFileName } from './pdf-button';

/** The adapted CVs made for one customer or one candidate (their detail pages show them). */
export function AdaptedCvsOf({ customerId, proposalId }: { customerId?: number; proposalId?: number }) {
  const filter = customerId ? { field: 'customerId', value: customerId } : { field: 'proposalId', value: proposalId };
  const { result, query } = useList<AdaptedCvSummary>({
    resource: ADAPTED_CVS_RESOURCE,
    filters: [{ ...filter, operator: 'eq' }],
    pagination: { currentPage: 1, pageSize: 100, mode: 'server' },
    errorNotification: false,
  });
  // Asks first, as the tab does; the list refreshes after.
  const confirmDelete = useConfirmDelete<AdaptedCvSummary>(ADAPTED_CVS_RESOURCE);

  const columns: TableColumnsType<AdaptedCvSummary> = [
    { title: CV_TEXTS.name, key: 'name', render: (_, cv) => <Link to={adaptedCvPath(cv.id)}>{cv.name}</Link> },
    { title: CONSULTANCY_TEXTS.status, key: 'status', render: (_, cv) => <AdaptedCvStatusTag status={cv.status} /> },
    { title: CV_TEXTS.created, dataIndex: 'createdAt', key: 'createdAt', render: (day: string) => formatConsultancyDate(day) },
    {
      title: CONSULTANCY_TEXTS.actions,
      key: 'actions',
      width: 90,
      render: (_, cv) => (
        <RowActions name={cv.name} onDelete={() => confirmDelete(cv, cv.name)}>
          <PdfButton iconOf={cv.name} pdfUrl={(api) => adaptedCvPdfUrl(api, cv.id)} fileName={pdfFileName(cv.name)} />
        </RowActions>
      ),
    },
  ];

  return (
    <Card
      size="small"
      title={CV_TEXTS.adaptedCvs}
      extra={
        <RouteLinkButton to={newAdaptedCvPath({ customerId, proposalId })} size="small" icon={<PlusOutlined />}>
          {CV_TEXTS.newAdapted}
        </RouteLinkButton>
      }
    >
      {query.isError ? (
        <ConsultancyLoadFailed query={query} />
      ) : (
        <Table<AdaptedCvSummary>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={result.data}
          loading={query.isLoading}
          pagination={false}
          locale={{
            emptyText: query.isLoading ? (
              <div style={{ height: 60 }} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CV_TEXTS.noneFor} />
            ),
          }}
        />
      )}
    </Card>
  );
}
