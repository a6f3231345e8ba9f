import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { IDEAS_LIST_PATH } from './paths';

/** The idea could not be loaded for a reason other than "not found" or the network. */
export function LoadFailed() {
  const navigate = useNavigate();
  return (
    <Result
      status="error"
      title="Failed to load idea details. Please try again."
      extra={
        <Button type="primary" onClick={() => navigate(IDEAS_LIST_PATH)}>
          Back to Ideas
        </Button>
      }
    />
  );
}
