import { useEffect, useState } from 'react';
import { Alert, App, Form, InputNumber, Modal } from 'antd';
import { LOG_LIMITS, LOG_MESSAGES, cleanupDays } from '@platform/shared';
import { useCleanupLogs } from '../hooks/use-log-queries';
import { LOG_TEXTS } from '../labels';

interface CleanupDialogProps {
  open: boolean;
  onClose: () => void;
}

const DAYS_INPUT_ID = 'log-cleanup-days';
const { cleanupDaysMin: MIN, cleanupDaysMax: MAX, cleanupDaysDefault: DEFAULT } = LOG_LIMITS;

/** 'Slett gamle logger': deletes entries older than a number of days; a refusal keeps the dialog open to try again. */
export function CleanupDialog({ open, onClose }: CleanupDialogProps) {
  const { message } = App.useApp();
  const { cleanup, busy } = useCleanupLogs();
  const [raw, setRaw] = useState<number | null>(DEFAULT);
  // Anything outside 1 to 365 falls back to the default; the help line says which number will be used.
  const days = cleanupDays(raw);

  useEffect(() => {
    if (open) setRaw(DEFAULT);
  }, [open]);

  const submit = async () => {
    try {
      const { deletedCount } = await cleanup(days);
      message.success(LOG_TEXTS.deleted(deletedCount));
      onClose();
    } catch {
      // The notice gives the server's reason; the dialog stays open.
    }
  };

  return (
    <Modal
      open={open}
      title="Slett gamle logger"
      okText="Slett logger"
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      cancelText="Avbryt"
      onOk={submit}
      onCancel={onClose}
      // A click beside the dialog must not drop a deletion under way.
      maskClosable={!busy}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <Form.Item
          label="Slett logger eldre enn (dager)"
          htmlFor={DAYS_INPUT_ID}
          help={`Logger eldre enn ${days} dager slettes (${MIN}–${MAX}; en ugyldig verdi gir ${DEFAULT}).`}
        >
          {/* No min/max: the input would clamp 500 to 365, where the rule is that an invalid number means 30. */}
          <InputNumber id={DAYS_INPUT_ID} value={raw} onChange={(value) => setRaw(value)} style={{ width: 160 }} />
        </Form.Item>
      </Form>
      <Alert type="warning" showIcon message={LOG_MESSAGES.cleanupWarning} />
    </Modal>
  );
}
