import { useState } from 'react';
import { Create, useForm } from '@refinedev/antd';
import type { HttpError } from '@refinedev/core';
import { Alert, App, Form, Input, Radio } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { PASSWORD_MIN_LENGTH, validateNewAdminUser, ADMIN_USER_MESSAGES, type AdminUser, type Language } from '@platform/shared';
import { serverMessage } from '../../utils/server-message';
import { USERS_RESOURCE, USER_TEXTS } from './labels';
import { UserFields } from './user-fields';

type PasswordMode = 'mail' | 'password';

interface NewUserValues {
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  accessLevel: number;
  accountType: number;
  preferredLanguage: Language;
  emailVerified: boolean;
  passwordMode: PasswordMode;
  password?: string;
}

/** What the server is sent: the password, or the request to mail the user a link to set one. */
export type NewUserBody = Omit<NewUserValues, 'passwordMode' | 'password' | 'firstName' | 'lastName' | 'phone'> & {
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
} & ({ password: string } | { sendPasswordMail: true });

const textOrNull = (value: string | undefined) => value?.trim() || null;

export function newUserBody({ passwordMode, password, ...values }: NewUserValues): NewUserBody {
  const base = {
    ...values,
    email: values.email.trim(),
    firstName: textOrNull(values.firstName),
    lastName: textOrNull(values.lastName),
    phone: textOrNull(values.phone),
  };
  return passwordMode === 'password' ? { ...base, password: password ?? '' } : { ...base, sendPasswordMail: true };
}

const INITIAL: Partial<NewUserValues> = { accessLevel: 1, accountType: 0, preferredLanguage: 'no', emailVerified: false, passwordMode: 'mail' };

/** Route /users/new: an account made by an admin; the user's page opens once it exists. */
export function UserCreate() {
  const { notification } = App.useApp();
  const { formProps, saveButtonProps, mutation, form } = useForm<AdminUser, HttpError, NewUserValues>({
    resource: USERS_RESOURCE,
    action: 'create',
    redirect: 'show',
    // Told here instead: the answer says whether the set-password mail went out (null when a password was set), and a
    // failed mail needs telling.
    successNotification: false,
    onMutationSuccess: ({ data }) => {
      const mailSent = (data as { mailSent?: boolean | null }).mailSent;
      if (mailSent === false) notification.warning({ message: USER_TEXTS.created, description: USER_TEXTS.mailFailed });
      else notification.success({ message: USER_TEXTS.created, description: mailSent ? USER_TEXTS.mailSent : undefined });
    },
    // The form shows the server's reason itself (e-mail taken, bad input).
    errorNotification: false,
  });
  const [checkMessage, setCheckMessage] = useState<string | null>(null);
  const passwordMode = Form.useWatch('passwordMode', form) ?? 'mail';

  const onFinish = (values: NewUserValues) => {
    const body = newUserBody(values);
    // The same check the server makes; the fields' own rules have said most of it already.
    const check = validateNewAdminUser(body);
    setCheckMessage(check.ok ? null : check.message);
    // Refine posts what it is given: the body, not the form's own values (the password choice is not a field of the user).
    if (check.ok) return formProps.onFinish?.(body as unknown as NewUserValues);
  };
  const shown = checkMessage ?? (mutation.error ? serverMessage(mutation.error, USER_TEXTS.createFailed) : null);

  return (
    // The plain icon: Refine's default back button inside antd's clickable page-header area nests two buttons.
    <Create title={USER_TEXTS.createTitle} goBack={<ArrowLeftOutlined />} saveButtonProps={{ ...saveButtonProps, children: USER_TEXTS.createButton }}>
      {shown && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={shown} />}
      <Form<NewUserValues> {...formProps} onFinish={onFinish} layout="vertical" initialValues={INITIAL}>
        <Form.Item
          label="E-post"
          name="email"
          rules={[
            {
              validator: async (_, value: unknown) => {
                const check = validateNewAdminUser({ email: value, sendPasswordMail: true });
                if (!check.ok) throw new Error(check.message);
              },
            },
          ]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <UserFields />
        <Form.Item label="Passord" name="passwordMode">
          <Radio.Group
            options={[
              { value: 'mail', label: USER_TEXTS.passwordMail },
              { value: 'password', label: USER_TEXTS.passwordNow },
            ]}
          />
        </Form.Item>
        {passwordMode === 'password' && (
          <Form.Item
            label="Nytt passord"
            name="password"
            rules={[
              { required: true, message: ADMIN_USER_MESSAGES.passwordOrMail },
              { min: PASSWORD_MIN_LENGTH, message: USER_TEXTS.passwordTooShort },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
      </Form>
    </Create>
  );
}

export default UserCreate;
