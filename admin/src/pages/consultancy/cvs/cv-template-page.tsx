import { useCreate, useOne, useUpdate, type HttpError } from '@refinedev/core';
import { Card, Flex, Form, Input, Skeleton, Switch, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { CV_MESSAGES, emptyCvContent, validateCvTemplateInput, type CvTemplate, type CvTemplateInput } from '@platform/shared';
import { RouteLinkButton } from '../../../components/route-link-button';
import { serverMessage } from '../../../utils/server-message';
import { LoadOneFailed } from '../components/detail-parts';
import { CONSULTANCY_TEXTS } from '../labels';
import { CvContentFields } from './cv-content-fields';
import { fieldErrorsOf } from './cv-field-paths';
import { CVS_TAB_PATH, CV_TEMPLATES_RESOURCE, CV_TEXTS, cvTemplatePdfUrl } from './cv-labels';
import { PdfButton, pdfFileName } from './pdf-button';
import { SaveBar, SaveFailure, useCvForm } from './use-cv-form';

const NO_NOTICES = { successNotification: false, errorNotification: false } as const;

/** The form's values: a template's, or an empty CV (the first template becomes the default on the server). */
const templateValues = (template: CvTemplate | undefined): CvTemplateInput => ({ ...emptyCvContent(), name: '', isDefault: false, ...template });

function BackLink() {
  return (
    <RouteLinkButton to={CVS_TAB_PATH} type="link" icon={<ArrowLeftOutlined />} style={{ alignSelf: 'start', padding: 0 }}>
      {CONSULTANCY_TEXTS.tabs.cvs}
    </RouteLinkButton>
  );
}

function TemplateForm({ template }: { template: CvTemplate | undefined }) {
  const navigate = useNavigate();
  const { form, failure, dismiss, showErrors, clearChanged } = useCvForm<CvTemplateInput>();
  const { mutateAsync: create, mutation: creating } = useCreate<CvTemplate, HttpError, CvTemplateInput>();
  const { mutateAsync: update, mutation: updating } = useUpdate<CvTemplate, HttpError, CvTemplateInput>();

  const onFinish = async () => {
    dismiss();
    const checked = validateCvTemplateInput(form.getFieldsValue(true));
    if (!checked.ok) return showErrors(checked.errors, checked.errors.map((error) => error.message).join(' '));
    try {
      const values = checked.value;
      if (template) await update({ resource: CV_TEMPLATES_RESOURCE, id: template.id, values, ...NO_NOTICES });
      else await create({ resource: CV_TEMPLATES_RESOURCE, values, ...NO_NOTICES });
      navigate(CVS_TAB_PATH);
    } catch (error) {
      showErrors(fieldErrorsOf(error), serverMessage(error, 'Prøv igjen.'));
    }
  };

  return (
    <Form<CvTemplateInput>
      form={form}
      name="cv-template"
      layout="vertical"
      // The contract's messages, not the browser's.
      noValidate
      initialValues={templateValues(template)}
      onFinish={onFinish}
      onValuesChange={clearChanged}
    >
      <SaveFailure title={CV_MESSAGES.saveFailed} reason={failure} onClose={dismiss} />
      <Flex wrap gap={16} align="start">
        <Form.Item name="name" label={CV_TEXTS.name} required extra={CV_TEXTS.templateNameHelp} style={{ flex: '1 1 320px' }}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="isDefault"
          label={CV_TEXTS.isDefault}
          valuePropName="checked"
          // Exactly one template is the default: the default one is replaced by ticking another, not unticked.
          extra={template?.isDefault ? CV_TEXTS.defaultLocked : CV_TEXTS.defaultHelp}
          style={{ flex: '1 1 320px' }}
        >
          <Switch disabled={template?.isDefault} />
        </Form.Item>
      </Flex>
      <CvContentFields />
      <SaveBar editing={Boolean(template)} saving={creating.isPending || updating.isPending} onCancel={() => navigate(CVS_TAB_PATH)} />
    </Form>
  );
}

/** /consultancy/cv-templates/:id ('new' makes one): 'Ny CV-mal' / 'Rediger CV-mal'. */
export function CvTemplatePage() {
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const { result: template, query } = useOne<CvTemplate, HttpError>({
    resource: CV_TEMPLATES_RESOURCE,
    id,
    errorNotification: false,
    queryOptions: { enabled: !isNew, retry: false },
  });

  // The spec's one message for any failed load, a missing template included.
  if (!isNew && query.error && query.error.statusCode !== 401)
    return <LoadOneFailed error={query.error} failed={CV_MESSAGES.loadFailed} back={CVS_TAB_PATH} />;
  if (!isNew && !template) return <Skeleton active paragraph={{ rows: 12 }} />;

  return (
    <Card>
      <Flex vertical gap={16}>
        <BackLink />
        <Flex wrap gap={8} align="center" justify="space-between">
          <Typography.Title level={3} style={{ margin: 0 }}>
            {isNew ? CV_TEXTS.newTemplate : CV_TEXTS.editTemplate}
          </Typography.Title>
          {template && <PdfButton pdfUrl={(api) => cvTemplatePdfUrl(api, template.id)} fileName={pdfFileName(template.fullName || template.name)} />}
        </Flex>
        <TemplateForm key={template?.id ?? 'new'} template={isNew ? undefined : template} />
      </Flex>
    </Card>
  );
}

export default CvTemplatePage;
