import { useDelete, useList, type HttpError } from '@refinedev/core';
import { App, Card, Empty, Table, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { formatConsultancyDate, type AdaptedCvSummary } from '@platform/shared';
import { RouteLinkButton } from '../../../components/route-link-button';
import { LoadFailed, RowActions } from '../components/list-parts';
import { NO_NOTICES, serverMessage } from '../../../utils/server-message';
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
  const { message, modal } = App.useApp();
  const { mutateAsync: remove } = useDelete<AdaptedCvSummary, HttpError>();

  // Asks first, as the tab does; the list refreshes after.
  const confirmDelete = (cv: AdaptedCvSummary) =>
    modal.confirm({
      title: CONSULTANCY_TEXTS.deleteTitle,
      content: CONSULTANCY_TEXTS.deleteConfirm(cv.name),
      okText: CONSULTANCY_TEXTS.delete,
      okButtonProps: { danger: true },
      cancelText: CONSULTANCY_TEXTS.cancel,
      onOk: async () => {
        try {
          await remove({ resource: ADAPTED_CVS_RESOURCE, id: cv.id, ...NO_NOTICES });
          message.success(CONSULTANCY_TEXTS.deleted);
        } catch (error) {
          message.error(CONSULTANCY_TEXTS.deleteFailed(serverMessage(error, 'Prøv igjen.')));
        }
      },
    });

  const columns: TableColumnsType<AdaptedCvSummary> = [
    { title: CV_TEXTS.name, key: 'name', render: (_, cv) => <Link to={adaptedCvPath(cv.id)}>{cv.name}</Link> },
    { title: CONSULTANCY_TEXTS.status, key: 'status', render: (_, cv) => <AdaptedCvStatusTag status={cv.status} /> },
    { title: CV_TEXTS.created, dataIndex: 'createdAt', key: 'createdAt', render: (day: string) => formatConsultancyDate(day) },
    {
      title: CONSULTANCY_TEXTS.actions,
      key: 'actions',
      width: 90,
      render: (_, cv) => (
        <RowActions name={cv.name} onDelete={() => confirmDelete(cv)}>
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
        <LoadFailed query={query} />
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
