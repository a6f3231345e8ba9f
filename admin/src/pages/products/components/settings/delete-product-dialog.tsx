import { useEffect, useRef, useState } from 'react';
import { Alert, Input, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PRODUCT_SETTINGS_MESSAGES, deleteNameMatches } from '@platform/shared';
import { useDeleteProduct } from '../../hooks/use-product-actions';
import { useNotice } from '../../hooks/use-notice';
import { PRODUCTS_LIST_PATH } from '../../labels';
import { DANGER_TEXTS } from '../../settings-labels';

/** After a deletion, the message shows this long before the page goes back to the list. */
export const DELETED_REDIRECT_MS = 1500;

interface DeleteProductDialogProps {
  open: boolean;
  onClose: () => void;
  product: { id: string; name: string };
  /** Called once the product is gone: the page may be left without asking about unsaved edits. */
  onDeleted: () => void;
}

/** Deleting asks for the product's exact name; the button works only on an exact match. */
export function DeleteProductDialog({ open, onClose, product, onDeleted }: DeleteProductDialogProps) {
  const navigate = useNavigate();
  const notice = useNotice();
  const [typed, setTyped] = useState('');
  const [deleted, setDeleted] = useState(false);
  const { remove, deleting, errorText, reset } = useDeleteProduct(product.id);
  const matches = deleteNameMatches(typed, product.name);
  const mismatch = typed !== '' && !matches;
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const confirm = async () => {
    try {
      await remove(typed);
    } catch {
      return; // Shown in the dialog.
    }
    setDeleted(true);
    onDeleted();
    notice.success(PRODUCT_SETTINGS_MESSAGES.deleted);
    redirect.current = setTimeout(() => navigate(PRODUCTS_LIST_PATH), DELETED_REDIRECT_MS);
  };

  return (
    <Modal
      open={open}
      title={DANGER_TEXTS.deleteDialog}
      okText={DANGER_TEXTS.deleteButton}
      cancelText={DANGER_TEXTS.cancel}
      okButtonProps={{ danger: true, disabled: !matches || deleted }}
      cancelButtonProps={{ disabled: deleted }}
      confirmLoading={deleting}
      onOk={confirm}
      onCancel={onClose}
      afterOpenChange={(isOpen) => {
        if (!isOpen) {
          setTyped('');
          reset();
        }
      }}
      // A click beside the dialog must not drop a deletion under way.
      maskClosable={!deleting && !deleted}
      destroyOnHidden
    >
      <Typography.Paragraph>{DANGER_TEXTS.deleteDetails}</Typography.Paragraph>
      <label htmlFor="delete-product-name" style={{ display: 'block', marginBottom: 8 }}>
        {DANGER_TEXTS.deletePrompt(product.name)}
      </label>
      <Input
        id="delete-product-name"
        autoComplete="off"
        value={typed}
        disabled={deleted}
        status={mismatch ? 'error' : undefined}
        aria-invalid={mismatch}
        aria-describedby={mismatch ? 'delete-product-mismatch' : undefined}
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={() => matches && !deleting && !deleted && confirm()}
      />
      <Typography.Text id="delete-product-mismatch" type="danger" style={{ display: 'block', minHeight: 22, marginBottom: 8 }}>
        {mismatch ? PRODUCT_SETTINGS_MESSAGES.deleteNameMismatch : ''}
      </Typography.Text>
      {errorText && <Alert type="error" showIcon role="alert" message={errorText} />}
    </Modal>
  );
}
