import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input } from 'antd';
import { isValidPhone, PHONE_PLACEHOLDER, PROFILE_MESSAGES, PROFILE_NAME_MAX_LENGTH, type PlatformUser } from '@platform/shared';
import { updateProfile } from '../../api/account';
import { updateCurrentUser } from '../../auth';
import { useT } from '../../i18n';
import { errorText } from '../auth/error-text';

interface Values {
  firstName?: string;
  lastName?: string;
  phone?: string;
}

/** First name, last name and phone; the e-mail is shown but cannot be changed. */
export function ProfileForm({ user }: { user: PlatformUser }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(values: Values) {
    setSaving(true);
    setError(null);
    try {
      const updated = await updateProfile({
        firstName: values.firstName?.trim() ?? '',
        lastName: values.lastName?.trim() ?? '',
        phone: values.phone?.trim() ?? '',
      });
      updateCurrentUser(updated);
      message.success(t.account.profile.updated);
    } catch (failure) {
      const text = errorText(failure, t);
      // The server's phone message belongs under the phone field; anything else under the form.
      if (text === PROFILE_MESSAGES.invalidPhone) form.setFields([{ name: 'phone', errors: [text] }]);
      else setError(text);
    } finally {
      setSaving(false);
    }
  }

  const nameRule = { max: PROFILE_NAME_MAX_LENGTH, message: t.account.profile.nameTooLong };

  return (
    <Card title={t.account.profile.title}>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={save}
        disabled={saving}
        initialValues={{ firstName: user.firstName ?? '', lastName: user.lastName ?? '', phone: user.phone ?? '' }}
      >
        <Form.Item name="firstName" label={t.account.profile.firstName} rules={[nameRule]}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item name="lastName" label={t.account.profile.lastName} rules={[nameRule]}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t.account.profile.phone}
          rules={[
            {
              validator: (_, value?: string) =>
                !value?.trim() || isValidPhone(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t.account.profile.invalidPhone)),
            },
          ]}
        >
          <Input placeholder={PHONE_PLACEHOLDER} inputMode="tel" autoComplete="tel" />
        </Form.Item>
        {/* Not a form field: it is never sent. htmlFor still ties the label to it. */}
        <Form.Item label={t.account.profile.email} extra={t.account.profile.emailReadOnly} htmlFor="profile-email">
          <Input id="profile-email" value={user.email} readOnly variant="filled" aria-readonly />
        </Form.Item>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 24 }} />}
        <Button type="primary" htmlType="submit" loading={saving}>
          {t.account.profile.save}
        </Button>
      </Form>
    </Card>
  );
}
