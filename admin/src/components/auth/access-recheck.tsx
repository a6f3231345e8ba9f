import { useEffect, useState } from 'react';
import { useInvalidateAuthStore } from '@refinedev/core';
import { Navigate } from 'react-router';
import { FullPageSpin } from '../full-page-spin';
import { AdminGate } from './admin-gate';

/**
 * Where a 403 from the admin API leads: the account is checked afresh, so a user who lost the admin level is told
 * why (the gate's no-access page), and anyone still an administrator goes back to the start.
 */
export function AccessRecheck() {
  const invalidateAuth = useInvalidateAuthStore();
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    void invalidateAuth().finally(() => setChecked(true));
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!checked) return <FullPageSpin />;
  return (
    <AdminGate>
      <Navigate to="/" replace />
    </AdminGate>
  );
}
