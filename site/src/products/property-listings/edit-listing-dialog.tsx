import { App, Form, Input, InputNumber, Modal, Skeleton } from 'antd';
import { PROPERTY_LISTING_EDIT_LIMITS, type MyPropertyListingCard, type PropertyListingEdit } from '@platform/shared';
import { ApiError } from '../../api/http';
import { LoadFailed } from '../../components/load-failed';
import { useEditListing, useListingDetail } from './listings-api';
import { useListingsTexts } from './listings-texts';

const FIELDS = ['title', 'description', 'price'] as const;

/** The form holds all three; the server takes any of them. */
type EditForm = Required<PropertyListingEdit>;

/** Title, description and price of one's own listing; the description comes with the listing's page data. */
export function EditListingDialog({ listing, onClose }: { listing: MyPropertyListingCard; onClose: () => void }) {
  const texts = useListingsTexts();
  const { message } = App.useApp();
  const detail = useListingDetail(listing.finnCode);
  const edit = useEditListing();
  const [form] = Form.useForm<EditForm>();

  const save = (values: EditForm) =>
    edit.mutate(
      { finnCode: listing.finnCode, edit: { title: values.title.trim(), description: values.description.trim(), price: values.price } },
      {
        onSuccess: () => {
          void message.success(texts.edit.saved);
          onClose();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors.filter((item) => (FIELDS as readonly string[]).includes(item.field)) : [];
          if (fields.length) form.setFields(fields.map((item) => ({ name: item.field as keyof EditForm, errors: [item.message] })));
          else void message.error(error instanceof ApiError && error.message ? error.message : texts.edit.failed);
        },
      },
    );

  const required = { required: true, whitespace: true, message: texts.edit.required };
  let content;
  if (detail.isError) content = <LoadFailed message={texts.detail.loadFailed} onRetry={() => void detail.refetch()} />;
  else if (!detail.data) content = <Skeleton active paragraph={{ rows: 6 }} />;
  else
    content = (
      <Form<EditForm>
        form={form}
        layout="vertical"
        onFinish={save}
        initialValues={{ title: detail.data.title, description: detail.data.description, price: detail.data.price ?? undefined }}
      >
        <Form.Item name="title" label={texts.edit.listingTitle} rules={[required]}>
          <Input maxLength={PROPERTY_LISTING_EDIT_LIMITS.title} />
        </Form.Item>
        <Form.Item name="description" label={texts.edit.description} rules={[required]}>
          <Input.TextArea rows={8} showCount maxLength={PROPERTY_LISTING_EDIT_LIMITS.description} />
        </Form.Item>
        <Form.Item
          name="price"
          label={listing.listingType === 'sale' ? texts.edit.price : texts.edit.rent}
          rules={[{ required: true, message: texts.edit.required }]}
        >
          <InputNumber<number> min={1} max={PROPERTY_LISTING_EDIT_LIMITS.price} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    );

  return (
    <Modal
      open
      title={texts.edit.title}
      okText={texts.edit.save}
      cancelText={texts.edit.cancel}
      okButtonProps={{ disabled: !detail.data, loading: edit.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {content}
    </Modal>
  );
}
