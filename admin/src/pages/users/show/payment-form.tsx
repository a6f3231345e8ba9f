import { useState } from 'react';
import { Alert, DatePicker, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { PAYMENT_MAX_NOK, PAYMENT_MESSAGES, PAYMENT_REFERENCE_MAX, PRODUCT_IDS, PRODUCT_NAMES, validatePaymentInput } from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { usePlans, useRegisterPayment, type PaymentBody } from '../hooks/use-user-payments';
import { PAYMENT_STATUS_LABELS, USER_TEXTS } from '../labels';

interface PaymentValues {
  productId?: string;
  planId?: number;
  amount?: number | null;
  status: 'paid' | 'refunded';
  paidAt?: Dayjs | null;
  reference?: string;
}

interface PaymentFormProps {
  userId: number;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

const PRODUCT_OPTIONS = PRODUCT_IDS.map((id) => ({ value: id, label: PRODUCT_NAMES[id] }));
const STATUS_OPTIONS = [
  { value: 'paid', label: PAYMENT_STATUS_LABELS.paid },
  { value: 'refunded', label: 'Refusjon' },
];

/** Today means now (a time later today would be in the future); another day, its midday, so no time zone moves the date. */
function paidAtOf(date: Dayjs | null | undefined): string | undefined {
  if (!date) return undefined;
  return date.isSame(dayjs(), 'day') ? new Date().toISOString() : date.hour(12).minute(0).second(0).millisecond(0).toISOString();
}

export function paymentBody(values: PaymentValues): PaymentBody {
  const reference = values.reference?.trim();
  return {
    productId: values.productId ?? '',
    ...(values.planId ? { planId: values.planId } : {}),
    amount: values.amount ?? 0,
    status: values.status,
    ...(values.paidAt ? { paidAt: paidAtOf(values.paidAt) } : {}),
    ...(reference ? { reference } : {}),
  };
}

/** 'Registrer betaling': a payment received or a refund, in kroner; checked as the server checks it before it is sent. */
export function PaymentForm({ userId, open, onClose, onSaved }: PaymentFormProps) {
  const [form] = Form.useForm<PaymentValues>();
  const productId = Form.useWatch('productId', form);
  const { plans, loading: plansLoading } = usePlans(productId);
  const { register, saving, error, reset } = useRegisterPayment(userId);
  const [checkMessage, setCheckMessage] = useState<string | null>(null);

  const submit = async () => {
    let values: PaymentValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // The fields say what is missing.
    }
    const body = paymentBody(values);
    const check = validatePaymentInput(body);
    setCheckMessage(check.ok ? null : check.message);
    if (!check.ok) return;
    try {
      await register(body);
      onSaved();
      onClose();
    } catch {
      // Shown in the dialog, which stays open to correct.
    }
  };

  const shown = checkMessage ?? (error ? serverMessage(error, USER_TEXTS.paymentFailed) : null);

  return (
    <Modal
      open={open}
      title={USER_TEXTS.registerPayment}
      okText="Registrer"
      cancelText="Avbryt"
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      maskClosable={!saving}
      destroyOnHidden
      afterOpenChange={(opened) => {
        if (opened) return;
        setCheckMessage(null);
        reset();
      }}
    >
      {shown && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={shown} />}
      <Form<PaymentValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ status: 'paid', paidAt: dayjs() }}
        // Plans belong to a product: another product clears the plan.
        onValuesChange={(changed) => {
          if ('productId' in changed) form.setFieldValue('planId', undefined);
        }}
      >
        <Form.Item label="Produkt" name="productId" rules={[{ required: true, message: PAYMENT_MESSAGES.badProduct }]}>
          <Select options={PRODUCT_OPTIONS} placeholder="Velg produkt" />
        </Form.Item>
        <Form.Item label="Plan" name="planId">
          <Select
            allowClear
            disabled={!productId}
            loading={plansLoading}
            placeholder={productId ? 'Ingen plan' : 'Velg produkt først'}
            options={plans.map((plan) => ({ value: plan.id, label: plan.is_active ? plan.name : `${plan.name} (inaktiv)` }))}
          />
        </Form.Item>
        <Form.Item label="Beløp (kr)" name="amount" rules={[{ required: true, message: PAYMENT_MESSAGES.badAmount }]}>
          <InputNumber min={0} max={PAYMENT_MAX_NOK} step={1} precision={2} decimalSeparator="," suffix="kr" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Status" name="status">
          <Radio.Group options={STATUS_OPTIONS} optionType="button" />
        </Form.Item>
        <Form.Item label="Dato" name="paidAt">
          <DatePicker format="DD.MM.YYYY" allowClear={false} disabledDate={(date) => date.isAfter(dayjs(), 'day')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Referanse" name="reference">
          <Input maxLength={PAYMENT_REFERENCE_MAX} placeholder="F.eks. fakturanummer" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
