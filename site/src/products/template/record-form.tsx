import { useEffect, useState } from 'react';
import { Alert, App, Button, Form, Input, Skeleton, Space } from 'antd';
import { useNavigate } from 'react-router';
import { PRODUCT_RECORD_LIMITS, validateProductRecord, type FieldError, type ProductRecordInput } from '@platform/shared';
import { ApiError } from '../../api/http';
import { LinkButton } from '../../components/link-button';
import { LoadFailed } from '../../components/load-failed';
import { isAreaRefusal } from '../frame/area-api';
import { useRecordsApi } from './record-api';
import { useTemplateTexts } from './template-texts';

interface RecordFormProps {
  productId: string;
  /** The record to edit; none for a new one. */
  recordId?: string;
  listHref: string;
}

type Loaded = { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'ready'; input: ProductRecordInput };

const EMPTY: ProductRecordInput = { title: '', description: '' };
const messageFor = (errors: FieldError[], field: string) => errors.find((error) => error.field === field)?.message;

/** The create and edit page of a CRUD product's record: the rules' messages under the fields, the values kept on a refusal. */
export function RecordForm({ productId, recordId, listHref }: RecordFormProps) {
  const texts = useTemplateTexts();
  const records = useRecordsApi(productId);
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [loaded, setLoaded] = useState<Loaded>(recordId ? { status: 'loading' } : { status: 'ready', input: EMPTY });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!recordId) return;
    const controller = new AbortController();
    setLoaded({ status: 'loading' });
    records.get(recordId, controller.signal).then(
      (record) => setLoaded({ status: 'ready', input: { title: record.title, description: record.description } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // The server's 404 says the record is not there (or not the user's); anything else may pass on a retry.
        setLoaded({ status: 'failed', message: error instanceof ApiError && error.status === 404 ? error.message : null });
      },
    );
    return () => controller.abort();
  }, [records, recordId, attempt]);

  if (loaded.status === 'loading') return <Skeleton active paragraph={{ rows: 4 }} />;
  if (loaded.status === 'failed') {
    return loaded.message ? (
      <Alert type="warning" showIcon message={loaded.message} action={<LinkButton to={listHref}>{texts.toList}</LinkButton>} />
    ) : (
      <LoadFailed message={texts.recordLoadFailed} onRetry={() => setAttempt((count) => count + 1)} />
    );
  }

  const remove = () =>
    modal.confirm({
      title: texts.deleteTitle(loaded.input.title),
      content: texts.deleteText,
      okText: texts.delete,
      cancelText: texts.deleteCancel,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await records.remove(recordId as string);
          navigate(listHref);
          message.success(texts.deleted);
        } catch (error) {
          if (!isAreaRefusal(error)) message.error(error instanceof ApiError && error.message ? error.message : texts.deleteFailed);
        }
      },
    });

  const save = async (input: ProductRecordInput) => {
    const saved = recordId ? records.update(recordId, input) : records.create(input);
    await saved;
    navigate(listHref);
    message.success(recordId ? texts.updated : texts.created);
  };

  return <RecordFields initial={loaded.input} onSave={save} onDelete={recordId ? remove : undefined} listHref={listHref} />;
}

interface FieldsProps {
  initial: ProductRecordInput;
  onSave: (input: ProductRecordInput) => Promise<void>;
  onDelete?: () => void;
  listHref: string;
}

function RecordFields({ initial, onSave, onDelete, listHref }: FieldsProps) {
  const texts = useTemplateTexts();
  const [input, setInput] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (field: keyof ProductRecordInput, value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => current.filter((error) => error.field !== field));
  };

  const submit = async () => {
    setFailure(null);
    const checked = validateProductRecord(input);
    if (!checked.ok) {
      setFieldErrors(checked.errors);
      return;
    }
    setSaving(true);
    try {
      await onSave(checked.value);
    } catch (error) {
      // The values stay in the form; the server's message goes under its field, or above the form.
      if (error instanceof ApiError && error.fieldErrors.length > 0) setFieldErrors(error.fieldErrors);
      else if (!isAreaRefusal(error)) setFailure(error instanceof ApiError && error.message ? error.message : texts.saveFailed);
      setSaving(false);
    }
  };

  const titleError = messageFor(fieldErrors, 'title');
  const descriptionError = messageFor(fieldErrors, 'description');
  return (
    <Form layout="vertical" onFinish={() => void submit()} style={{ maxWidth: 640 }}>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 16 }} />}
      <Form.Item label={texts.fieldTitle} htmlFor="record-title" required validateStatus={titleError ? 'error' : undefined} help={titleError}>
        <Input
          id="record-title"
          value={input.title}
          maxLength={PRODUCT_RECORD_LIMITS.title}
          onChange={(event) => change('title', event.target.value)}
        />
      </Form.Item>
      <Form.Item
        label={texts.fieldDescription}
        htmlFor="record-description"
        validateStatus={descriptionError ? 'error' : undefined}
        help={descriptionError}
      >
        <Input.TextArea
          id="record-description"
          rows={6}
          value={input.description}
          maxLength={PRODUCT_RECORD_LIMITS.description}
          showCount
          onChange={(event) => change('description', event.target.value)}
        />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={saving}>
          {texts.save}
        </Button>
        <LinkButton to={listHref}>{texts.cancel}</LinkButton>
        {onDelete && (
          <Button danger onClick={onDelete}>
            {texts.delete}
          </Button>
        )}
      </Space>
    </Form>
  );
}
