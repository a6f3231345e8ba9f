import { Alert } from 'antd';
import { RouteLinkButton } from '../../../components/route-link-button';
import { formatNumber } from '../parts/format';

export const NEW_INQUIRIES_PATH = '/inquiries?status=new';

/** The orange banner while inquiries with the status new wait (§2); nothing when there are none. */
export function NewInquiriesBanner({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={count === 1 ? '1 ny henvendelse venter på svar' : `${formatNumber(count)} nye henvendelser venter på svar`}
      action={
        <RouteLinkButton size="small" to={NEW_INQUIRIES_PATH}>
          Se nye henvendelser
        </RouteLinkButton>
      }
    />
  );
}
