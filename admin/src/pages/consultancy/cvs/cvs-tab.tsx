import { Flex, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined, StarFilled } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import {
  ADAPTED_CV_STATUSES,
  ADAPTED_CV_STATUS_LABELS,
  formatConsultancyDate,
  type AdaptedCvSummary,
  type CvTemplateSummary,
} from '@platform/shared';
import { RouteLinkButton } from '../../../components/route-link-button';
import { ListToolbar, RecordsTable, RowActions } from '../components/list-parts';
import { useConsultancyList } from '../components/use-consultancy-list';
import { CONSULTANCY_TEXTS, NONE, candidatePath, customerPath } from '../labels';
import { AdaptedCvStatusTag } from './adapted-cv-status';
import {
  ADAPTED_CVS_RESOURCE,
  CV_TEMPLATES_RESOURCE,
  CV_TEXTS,
  NEW_CV_TEMPLATE_PATH,
  adaptedCvPath,
  adaptedCvPdfUrl,
  cvTemplatePath,
  cvTemplatePdfUrl,
  newAdaptedCvPath,
} from './cv-labels';
import { PdfButton, pdfFileName } from './pdf-button';

const ADAPTED_TEXTS = {
  search: CV_TEXTS.adaptedSearch,
  searchPlaceholder: CV_TEXTS.adaptedSearchPlaceholder,
  empty: CV_TEXTS.adaptedEmpty,
  emptyFiltered: CV_TEXTS.adaptedEmptyFiltered,
};

/** The default template is marked in words and with a star, not by colour alone. */
export const DefaultTag = () => (
  <Tag color="gold" icon={<StarFilled />}>
    {CV_TEXTS.defaultTag}
  </Tag>
);

function TemplatesTable() {
  const navigate = useNavigate();
  const list = useConsultancyList<CvTemplateSummary>(CV_TEMPLATES_RESOURCE);
  const columns: TableColumnsType<CvTemplateSummary> = [
    {
      title: CV_TEXTS.name,
      key: 'name',
      render: (_, template) => (
        <Space size={8} wrap>
          <Link to={cvTemplatePath(template.id)}>{template.name}</Link>
          {template.isDefault && <DefaultTag />}
        </Space>
      ),
    },
    { title: CV_TEXTS.fullName, dataIndex: 'fullName', key: 'fullName', render: (name: string) => name || NONE },
    { title: CV_TEXTS.title, dataIndex: 'title', key: 'title', render: (title: string) => title || NONE },
    { title: CV_TEXTS.updated, dataIndex: 'updatedAt', key: 'updatedAt', render: (day: string) => formatConsultancyDate(day) },
    {
      title: CONSULTANCY_TEXTS.actions,
      key: 'actions',
      width: 120,
      render: (_, template) => (
        <RowActions
          name={template.name}
          onEdit={() => navigate(cvTemplatePath(template.id))}
          onDelete={() => list.confirmDelete(template, template.name)}
        >
          <PdfButton
            iconOf={template.name}
            pdfUrl={(api) => cvTemplatePdfUrl(api, template.id)}
            fileName={pdfFileName(template.fullName || template.name)}
          />
        </RowActions>
      ),
    },
  ];
  return (
    <RecordsTable<CvTemplateSummary>
      list={list}
      columns={columns}
      texts={{ empty: CV_TEXTS.templatesEmpty, emptyFiltered: CV_TEXTS.templatesEmpty }}
      onOpen={(template) => navigate(cvTemplatePath(template.id))}
    />
  );
}

function AdaptedCvsTable() {
  const navigate = useNavigate();
  const list = useConsultancyList<AdaptedCvSummary>(ADAPTED_CVS_RESOURCE);
  const columns: TableColumnsType<AdaptedCvSummary> = [
    { title: CV_TEXTS.name, key: 'name', render: (_, cv) => <Link to={adaptedCvPath(cv.id)}>{cv.name}</Link> },
    { title: CV_TEXTS.person, dataIndex: 'fullName', key: 'fullName', render: (name: string) => name || NONE },
    {
      title: CV_TEXTS.customer,
      key: 'customer',
      render: (_, cv) => (cv.customerId ? <Link to={customerPath(cv.customerId)}>{cv.customerName ?? `#${cv.customerId}`}</Link> : NONE),
    },
    {
      title: CV_TEXTS.candidate,
      key: 'candidate',
      render: (_, cv) => (cv.proposalId ? <Link to={candidatePath(cv.proposalId)}>{cv.candidateName ?? `#${cv.proposalId}`}</Link> : NONE),
    },
    { title: CONSULTANCY_TEXTS.status, dataIndex: 'status', key: 'status', render: (_, cv) => <AdaptedCvStatusTag status={cv.status} /> },
    { title: CV_TEXTS.created, dataIndex: 'createdAt', key: 'createdAt', render: (day: string) => formatConsultancyDate(day) },
    {
      title: CONSULTANCY_TEXTS.actions,
      key: 'actions',
      width: 120,
      render: (_, cv) => (
        <RowActions name={cv.name} onEdit={() => navigate(adaptedCvPath(cv.id))} onDelete={() => list.confirmDelete(cv, cv.name)}>
          <PdfButton iconOf={cv.name} pdfUrl={(api) => adaptedCvPdfUrl(api, cv.id)} fileName={pdfFileName(cv.name)} />
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <ListToolbar
        search={ADAPTED_TEXTS}
        statuses={ADAPTED_CV_STATUSES}
        labels={ADAPTED_CV_STATUS_LABELS}
        status={list.status}
        q={list.q}
        onFilter={list.filterBy}
      >
        <RouteLinkButton to={newAdaptedCvPath()} type="primary" icon={<PlusOutlined />}>
          {CV_TEXTS.newAdapted}
        </RouteLinkButton>
      </ListToolbar>
      <RecordsTable<AdaptedCvSummary> list={list} columns={columns} texts={ADAPTED_TEXTS} onOpen={(cv) => navigate(adaptedCvPath(cv.id))} />
    </>
  );
}

/** The CV-er tab: CV templates (the default marked) and adapted CVs. */
export function CvsTab() {
  return (
    <Flex vertical gap={24}>
      <section aria-label={CV_TEXTS.templates}>
        <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 16 }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {CV_TEXTS.templates}
          </Typography.Title>
          <RouteLinkButton to={NEW_CV_TEMPLATE_PATH} type="primary" icon={<PlusOutlined />}>
            {CV_TEXTS.newTemplate}
          </RouteLinkButton>
        </Flex>
        <TemplatesTable />
      </section>
      <section aria-label={CV_TEXTS.adaptedCvs}>
        <Typography.Title level={4}>{CV_TEXTS.adaptedCvs}</Typography.Title>
        <AdaptedCvsTable />
      </section>
    </Flex>
  );
}
