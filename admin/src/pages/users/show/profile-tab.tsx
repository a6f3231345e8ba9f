import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Flex, Form } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import type { AdminUser, AdminUserUpdate } from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { useSaveUser } from '../hooks/use-user-actions';
import { USER_TEXTS } from '../labels';
import { UserFields } from '../user-fields';
import { DeleteUserButton } from './delete-user-button';
import { ProfileFacts } from './profile-facts';
import { profileChanges, profileValues, type ProfileValues } from './profile-changes';

interface ProfileTabProps {
  user: AdminUser;
  onSaved: (user: AdminUser) => void;
}

/** Profil: the editable fields (only the changed ones are sent), the read-only facts, and deleting the user. */
export function ProfileTab({ user, onSaved }: ProfileTabProps) {
  const [form] = Form.useForm<ProfileValues>();
  const [changes, setChanges] = useState<AdminUserUpdate>({});
  const { save, saving, error } = useSaveUser(user.id);
  const dirty = Object.keys(changes).length > 0;

  // A saved or reloaded user is the form's new starting point.
  useEffect(() => {
    form.setFieldsValue(profileValues(user));
    setChanges({});
  }, [user, form]);

  const undo = () => {
    form.setFieldsValue(profileValues(user));
    setChanges({});
  };

  const onFinish = async () => {
    try {
      onSaved(await save(changes));
    } catch {
      // The alert gives the server's reason (the last admin, one's own level, bad input); the form keeps the edits.
    }
  };

  return (
    <>
      {error && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={serverMessage(error, USER_TEXTS.saveFailed)} />}
      <Form<ProfileValues>
        form={form}
        layout="vertical"
        initialValues={profileValues(user)}
        onValuesChange={(_, all) => setChanges(profileChanges(user, all))}
        onFinish={onFinish}
      >
        <UserFields withStatus />
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} disabled={!dirty} loading={saving}>
            Lagre
          </Button>
          <Button htmlType="button" disabled={!dirty || saving} onClick={undo}>
            Angre endringer
          </Button>
        </Flex>
      </Form>
      <Divider />
      <ProfileFacts user={user} />
      <Divider />
      <DeleteUserButton user={user} />
    </>
  );
}
