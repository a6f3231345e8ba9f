import { Alert, Button } from 'antd';

/** A tab's read failed: the spec's text and a way to try again. */
export function LoadFailed({ message, onRetry, retrying = false }: { message: string; onRetry: () => void; retrying?: boolean }) {
  return (
    <Alert
      type="error"
      showIcon
      message={message}
      action={
        <Button size="small" onClick={onRetry} loading={retrying}>
          Prøv igjen
        </Button>
      }
    />
  );
}
