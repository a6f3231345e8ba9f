import { Alert, Button } from 'antd';
import { useT } from '../i18n';

/** What a part of a page says when its data could not be loaded, with a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      type="error"
      showIcon
      message={message}
      action={
        <Button size="small" onClick={onRetry}>
          {t.retry}
        </Button>
      }
    />
  );
}
