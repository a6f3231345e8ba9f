import type { ReactNode } from 'react';
import { useIsAuthenticated } from '@refinedev/core';
import { CatchAllNavigate } from '@refinedev/react-router';
import { LOGIN_PATH } from '../../config/constants';
import { isNotAdminResponse } from '../../providers/auth-provider';
import { FullPageSpin } from '../full-page-spin';
import { NoAdminAccess } from './no-admin-access';

interface AdminGateProps {
  /** Rendered for a signed-in administrator. */
  children: ReactNode;
  /** Rendered when nobody is signed in; by default the sign-in page, keeping `to` to come back. */
  signedOut?: ReactNode;
}

/**
 * Refine's <Authenticated> with a third outcome: a signed-in user below admin level is told why they cannot enter.
 * Nothing of the children renders until check() has answered.
 */
export function AdminGate({ children, signedOut }: AdminGateProps) {
  const { data, isFetching } = useIsAuthenticated();

  // A background re-check of an admin keeps the page; any other re-check waits for the answer.
  if (!data || (isFetching && !data.authenticated)) return <FullPageSpin />;
  if (data.authenticated) return <>{children}</>;
  if (isNotAdminResponse(data)) return <NoAdminAccess />;
  return <>{signedOut ?? <CatchAllNavigate to={LOGIN_PATH} />}</>;
}
