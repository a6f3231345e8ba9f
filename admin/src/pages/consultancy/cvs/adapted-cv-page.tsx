import { useCreate, useOne, useUpdate, type HttpError } from '@refinedev/core';
import { App, Card, Col, Divider, Flex, Form, Input, Row, Select, Skeleton, Space, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import {
  ADAPTED_CV_STATUSES,
  ADAPTED_CV_STATUS_LABELS,
  emptyCvContent,
  validateAdaptedCvInput,
  type AdaptedCv,
  type AdaptedCvInput,
  type CvContent,
} from '@platform/shared';
import { RouteLinkButton } from '../../../components/route-link-button';
import { NO_NOTICES, serverMessage } from '../../../utils/server-message';
import { LoadOneFailed } from '../components/detail-parts';
import { CONSULTANCY_TEXTS } from '../labels';
import { useAdaptedCvChoices, withChosen } from './adapted-cv-choices';
import { AdaptedCvStatusTag } from './adapted-cv-status';
import { CvContentFields } from './cv-content-fields';
import { fieldErrorsOf } from './cv-field-paths';
import { ADAPTED_CVS_RESOURCE, CVS_TAB_PATH, CV_TEXTS, adaptedCvPath, adaptedCvPdfUrl } from './cv-labels';
import { PdfButton, pdfFileName } from './pdf-button';
import { SaveBar, SaveFailure, useCvForm } from './use-cv-form';

/** One adapted CV as the API gives it: with the names of its customer and candidate. */
export type LoadedAdaptedCv = AdaptedCv & { customerName?: string | null; candidateName?: string | null };
/** A new one has no content yet: the server copies the template's. */
type Values = Omit<AdaptedCvInput, 'content'> & { content?: CvContent };

const STATUS_OPTIONS = ADAPTED_CV_STATUSES.map((status) => ({ value: status, label: ADAPTED_CV_STATUS_LABELS[status] }));

/** An id from the address (?customerId=3), or null. */
const idParam = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

function AdaptedCvForm({ cv, preset }: { cv: LoadedAdaptedCv | undefined; preset: Pick<Values, 'customerId' | 'proposalId'> }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const choices = useAdaptedCvChoices();
  const { form, failure, dismiss, showErrors, clearChanged } = useCvForm<Values>();
  const { mutateAsync: create, mutation: creating } = useCreate<AdaptedCv, HttpError, Values>();
  const { mutateAsync: update, mutation: updating } = useUpdate<AdaptedCv, HttpError, Values>();

  const initialValues: Values = cv
    ? { ...cv, content: { ...emptyCvContent(), ...cv.content } }
    : { name: '', templateId: choices.defaultTemplateId, ...preset, adaptationNotes: '', status: 'draft' };

  const onFinish = async () => {
    dismiss();
    const checked = validateAdaptedCvInput(form.getFieldsValue(true));
    if (!checked.ok) return showErrors(checked.errors, checked.errors.map((error) => error.message).join(' '));
    try {
      if (cv) {
        await update({ resource: ADAPTED_CVS_RESOURCE, id: cv.id, values: checked.value, ...NO_NOTICES });
        message.success(CONSULTANCY_TEXTS.saved);
      } else {
        // Made without content, then opened to adapt the copy the server made of the template.
        const { data } = await create({ resource: ADAPTED_CVS_RESOURCE, values: checked.value, ...NO_NOTICES });
        message.success(CONSULTANCY_TEXTS.created);
        navigate(adaptedCvPath(data.id));
      }
    } catch (error) {
      showErrors(fieldErrorsOf(error), serverMessage(error, 'Prøv igjen.'));
    }
  };

  const select = { showSearch: true, allowClear: true, optionFilterProp: 'label', placeholder: CV_TEXTS.choose, popupMatchSelectWidth: false };
  return (
    <Form<Values>
      form={form}
      name="adapted-cv"
      layout="vertical"
      noValidate
      initialValues={initialValues}
      onFinish={onFinish}
      onValuesChange={clearChanged}
    >
      <SaveFailure title={CV_TEXTS.adaptedSaveFailed} reason={failure} onClose={dismiss} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={CV_TEXTS.name} required>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="templateId" label={CV_TEXTS.template} extra={cv ? undefined : CV_TEXTS.createHelp}>
            <Select {...select} options={choices.templates} loading={choices.templatesQuery.isLoading} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="customerId" label={CV_TEXTS.customer}>
            <Select
              {...select}
              {...choices.customers.search}
              options={withChosen(choices.customers.options, cv?.customerId, cv?.customerName)}
              loading={choices.customers.loading}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="proposalId" label={CV_TEXTS.candidate}>
            <Select
              {...select}
              {...choices.candidates.search}
              options={withChosen(choices.candidates.options, cv?.proposalId, cv?.candidateName)}
              loading={choices.candidates.loading}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="status" label={CONSULTANCY_TEXTS.status}>
            <Select options={STATUS_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="adaptationNotes" label={CV_TEXTS.notes} extra={CV_TEXTS.notesHelp}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={5000} />
          </Form.Item>
        </Col>
      </Row>
      {cv && (
        <>
          <Divider orientation="left">{CV_TEXTS.contentTitle}</Divider>
          <CvContentFields prefix={['content']} />
        </>
      )}
      <SaveBar editing={Boolean(cv)} saving={creating.isPending || updating.isPending} onCancel={() => navigate(CVS_TAB_PATH)} />
    </Form>
  );
}

/** A new CV's form waits for the templates, so that the default one is chosen from the start. */
function NewAdaptedCvForm() {
  const [params] = useSearchParams();
  const { templatesQuery } = useAdaptedCvChoices();
  if (templatesQuery.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <AdaptedCvForm cv={undefined} preset={{ customerId: idParam(params.get('customerId')), proposalId: idParam(params.get('proposalId')) }} />;
}

/** /consultancy/adapted-cvs/:id ('new' makes one). */
export function AdaptedCvPage() {
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const { result, query } = useOne<LoadedAdaptedCv, HttpError>({
    resource: ADAPTED_CVS_RESOURCE,
    id,
    errorNotification: false,
    queryOptions: { enabled: !isNew, retry: false },
  });
  // Refine keeps the last CV it loaded while the query is off: from a CV to "new" (back, forward) is a new CV.
  const cv = isNew ? undefined : result;

  if (!isNew && query.error && query.error.statusCode !== 401)
    return <LoadOneFailed error={query.error} notFound={CV_TEXTS.adaptedNotFound} failed={CV_TEXTS.adaptedLoadFailed} back={CVS_TAB_PATH} />;
  if (!isNew && !cv) return <Skeleton active paragraph={{ rows: 12 }} />;

  return (
    <Card>
      <Flex vertical gap={16}>
        <RouteLinkButton to={CVS_TAB_PATH} type="link" icon={<ArrowLeftOutlined />} style={{ alignSelf: 'start', padding: 0 }}>
          {CONSULTANCY_TEXTS.tabs.cvs}
        </RouteLinkButton>
        <Flex wrap gap={8} align="center" justify="space-between">
          <Space align="center">
            <Typography.Title level={3} style={{ margin: 0 }}>
              {cv ? CV_TEXTS.editAdapted : CV_TEXTS.newAdapted}
            </Typography.Title>
            {cv && <AdaptedCvStatusTag status={cv.status} />}
          </Space>
          {cv && <PdfButton pdfUrl={(api) => adaptedCvPdfUrl(api, cv.id)} fileName={pdfFileName(cv.name)} />}
        </Flex>
        {cv ? <AdaptedCvForm key={cv.id} cv={cv} preset={{ customerId: null, proposalId: null }} /> : <NewAdaptedCvForm />}
      </Flex>
    </Card>
  );
}

export default AdaptedCvPage;
