import { Alert, Button } from 'antd';

/** A read that failed: what failed (the spec's words or the server's) and a way to try again. */
export function LoadFailed({
  message,
  onRetry,
  retrying = false,
  retryLabel = 'Prøv igjen',
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  retryLabel?: string;
}) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={message}
      action={
        <Button size="small" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      }
    />
  );
}
