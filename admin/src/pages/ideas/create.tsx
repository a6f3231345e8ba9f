import { Create, useForm } from '@refinedev/antd';
import { Alert, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  BUSINESS_MODEL_LABELS,
  BUSINESS_MODELS,
  COMPANIES,
  COMPANY_LABELS,
  ENTHUSIASM_MAX,
  ENTHUSIASM_MIN,
  IDEA_DEFAULTS,
  IDEA_STATUSES,
  IDEA_TYPE_LABELS,
  IDEA_TYPES,
  PRIORITIES,
  PRIORITY_LABELS,
  RANK_MAX,
  RANK_MIN,
  SCORE_MAX,
  SCORE_MIN,
  STATUS_LABELS,
  TITLE_MAX_LENGTH,
  type Idea,
} from '@platform/shared';
import { serverMessage } from '../../utils/server-message';

type IdeaFormValues = Partial<Idea>;

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => values.map((value) => ({ value, label: labels[value] }));

/** A tag or feature counts only when it has text, and only once. */
function cleanList(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return [...new Set(items.filter((item): item is string => typeof item === 'string').map((item) => item.trim()).filter(Boolean))];
}

/** Route /ideas/new: the first fields of a new idea; the rest is filled in on the idea's own page. */
export function IdeaCreate() {
  const { formProps, saveButtonProps, mutation } = useForm<Idea, { message: string; statusCode: number }, IdeaFormValues>({
    resource: 'ideas',
    action: 'create',
    // The new idea's page, where the canvas, market and planning tabs are filled in.
    redirect: 'show',
  });

  const onFinish = (values: IdeaFormValues) =>
    formProps.onFinish?.({ ...values, tags: cleanList(values.tags), features: cleanList(values.features) });

  return (
    // The plain icon: Refine's default back button inside antd's clickable page-header area nests two buttons.
    <Create title="New Idea" goBack={<ArrowLeftOutlined />} saveButtonProps={{ ...saveButtonProps, children: 'Create Idea' }}>
      {mutation.error && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={serverMessage(mutation.error, 'Failed to create idea')} />
      )}
      <Form<IdeaFormValues> {...formProps} onFinish={onFinish} layout="vertical" initialValues={{ ...IDEA_DEFAULTS, tags: [], features: [] }}>
        <Form.Item
          label="Title"
          name="title"
          rules={[
            { required: true, whitespace: true, message: 'Title is required.' },
            { max: TITLE_MAX_LENGTH, message: `Title must be at most ${TITLE_MAX_LENGTH} characters.` },
          ]}
        >
          <Input placeholder="A short name for the idea" />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea rows={4} placeholder="What is the idea, and whom does it help?" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label="Status" name="status">
              <Select options={options(IDEA_STATUSES, STATUS_LABELS)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Priority" name="priority">
              <Select options={options(PRIORITIES, PRIORITY_LABELS)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Company" name="company">
              <Select options={options(COMPANIES, COMPANY_LABELS)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Type" name="idea_type">
              <Select options={options(IDEA_TYPES, IDEA_TYPE_LABELS)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Business model" name="business_model">
              <Select options={options(BUSINESS_MODELS, BUSINESS_MODEL_LABELS)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Personal enthusiasm" name="personal_enthusiasm" tooltip={`${ENTHUSIASM_MIN}-${ENTHUSIASM_MAX}`}>
              <InputNumber min={ENTHUSIASM_MIN} max={ENTHUSIASM_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Score" name="score" tooltip={`${SCORE_MIN}-${SCORE_MAX}, in steps of 0.1`}>
              <InputNumber min={SCORE_MIN} max={SCORE_MAX} step={0.1} precision={1} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Rank" name="rank" tooltip={`${RANK_MIN}-${RANK_MAX}; a lower number means higher priority`}>
              <InputNumber min={RANK_MIN} max={RANK_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Tags" name="tags">
          <Select mode="tags" tokenSeparators={[',']} placeholder="Type a tag and press Enter" open={false} suffixIcon={null} />
        </Form.Item>
        <Form.Item label="Features" name="features">
          <Select mode="tags" placeholder="Type a feature and press Enter" open={false} suffixIcon={null} />
        </Form.Item>
      </Form>
    </Create>
  );
}

export default IdeaCreate;
