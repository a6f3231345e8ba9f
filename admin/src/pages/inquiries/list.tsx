import { List } from '@refinedev/antd';
import { Alert, Button, Space } from 'antd';
import { ArrowLeftOutlined, LineChartOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { INQUIRY_MESSAGES, parsePositiveId, type Inquiry } from '@platform/shared';
import { ExportButton } from './components/export-button';
import { InquiryDialog } from './components/inquiry-dialog';
import { InquiryTable } from './components/inquiry-table';
import { InquiryToolbar } from './components/inquiry-toolbar';
import { RouteLinkButton } from '../../components/route-link-button';
import { useInquiryCrudFilters, useInquiryFilters } from './hooks/use-inquiry-filters';
import { useInquiry, useInquiryPage } from './hooks/use-inquiry-queries';
import { INQUIRY_TEXTS } from './labels';

/** Henvendelser: the visitors' inquiries, filtered by type and status, paged, exported; one opens in a dialog at /inquiries/:id. */
export function InquiryList() {
  const { filters, set } = useInquiryFilters();
  const crudFilters = useInquiryCrudFilters(filters);
  const page = useInquiryPage(crudFilters, filters.page, filters.pageSize);
  const openId = parsePositiveId(useParams().id);
  const { inquiry, failed } = useInquiry(
    openId,
    page.inquiries.find((row) => row.id === openId),
  );
  const navigate = useNavigate();
  const { search } = useLocation();
  // The dialog is part of the address, with the list's filters kept: a reload or a link opens the same inquiry.
  const open = (row: Inquiry) => navigate({ pathname: `/inquiries/${row.id}`, search });
  const close = () => navigate({ pathname: '/inquiries', search });

  return (
    <List
      title={INQUIRY_TEXTS.title}
      breadcrumb={
        <Link to="/dashboard">
          <ArrowLeftOutlined aria-hidden /> {INQUIRY_TEXTS.back}
        </Link>
      }
      headerButtons={
        <Space wrap>
          <RouteLinkButton icon={<LineChartOutlined />} to="/dashboard?tab=analytics">
            {INQUIRY_TEXTS.analytics}
          </RouteLinkButton>
          <ExportButton filters={crudFilters} />
        </Space>
      }
    >
      <InquiryToolbar filters={filters} onChange={set} />
      {page.failed ? (
        <Alert
          type="error"
          showIcon
          message={INQUIRY_MESSAGES.loadFailed}
          action={
            <Button size="small" onClick={page.retry}>
              {INQUIRY_TEXTS.retry}
            </Button>
          }
        />
      ) : (
        <InquiryTable
          inquiries={page.inquiries}
          total={page.total}
          page={filters.page}
          pageSize={filters.pageSize}
          loading={page.loading}
          onPage={(next, pageSize) => set(pageSize !== filters.pageSize ? { pageSize, page: 1 } : { page: next })}
          onOpen={open}
        />
      )}
      <InquiryDialog id={openId} inquiry={inquiry} failed={failed} onClose={close} />
    </List>
  );
}

export default InquiryList;
