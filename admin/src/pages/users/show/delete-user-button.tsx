import { useState } from 'react';
import { Alert, App, Button, Modal, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { ADMIN_USER_MESSAGES, adminUserName, type AdminUser } from '@platform/shared';
import { serverMessage } from '../../../utils/server-message';
import { useDeleteUser } from '../hooks/use-user-actions';
import { USERS_LIST_PATH, USER_TEXTS } from '../labels';

/** 'Slett bruker': asks first, saying it cannot be undone; a refusal keeps the dialog open with the server's reason. */
export function DeleteUserButton({ user }: { user: AdminUser }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const { remove, deleting, error, reset } = useDeleteUser(user.id);

  const confirm = async () => {
    try {
      await remove();
      message.success(ADMIN_USER_MESSAGES.deleted);
      setOpen(false);
      navigate(USERS_LIST_PATH);
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <>
      <Button
        danger
        icon={<DeleteOutlined />}
        onClick={() => {
          reset();
          setOpen(true);
        }}
      >
        {USER_TEXTS.deleteButton}
      </Button>
      <Modal
        open={open}
        title={USER_TEXTS.deleteTitle}
        okText={USER_TEXTS.deleteButton}
        okButtonProps={{ danger: true }}
        cancelText="Avbryt"
        confirmLoading={deleting}
        onOk={confirm}
        onCancel={() => setOpen(false)}
        // A click beside the dialog must not drop a deletion under way.
        maskClosable={!deleting}
        destroyOnHidden
      >
        <Typography.Paragraph>
          <strong>{adminUserName(user)}</strong> ({user.email}) slettes. <strong>{USER_TEXTS.deleteWarning}</strong>
        </Typography.Paragraph>
        <Typography.Paragraph>{USER_TEXTS.deleteDetails}</Typography.Paragraph>
        {error && <Alert type="error" showIcon role="alert" message={serverMessage(error, USER_TEXTS.deleteFailed)} />}
      </Modal>
    </>
  );
}
