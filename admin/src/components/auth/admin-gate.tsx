import { useEffect, type ReactNode } from 'react';
import { useIsAuthenticated } from '@refinedev/core';
import { CatchAllNavigate } from '@refinedev/react-router';
import { LOGIN_PATH, SITE_ROOT } from '../../config/constants';
import { isNotAdminResponse } from '../../providers/auth-provider';
import { goToSite } from '../../utils/site-navigation';
import { FullPageSpin } from '../full-page-spin';

interface AdminGateProps {
  /** Rendered for a signed-in administrator. */
  children: ReactNode;
  /** Rendered when nobody is signed in; by default the sign-in page, keeping `to` to come back. */
  signedOut?: ReactNode;
}

/**
 * Refine's <Authenticated> with a third outcome: a signed-in user below admin level leaves for the public site.
 * Nothing of the children renders until check() has answered.
 */
export function AdminGate({ children, signedOut }: AdminGateProps) {
  const { data, isFetching } = useIsAuthenticated();

  // A background re-check of an admin keeps the page; any other re-check waits for the answer.
  if (!data || (isFetching && !data.authenticated)) return <FullPageSpin />;
  if (data.authenticated) return <>{children}</>;
  if (isNotAdminResponse(data)) return <LeaveForSite />;
  return <>{signedOut ?? <CatchAllNavigate to={LOGIN_PATH} />}</>;
}

/** The site root is outside this SPA: a full page navigation, with a spinner until the browser leaves. */
function LeaveForSite() {
  useEffect(() => goToSite(SITE_ROOT), []);
  return <FullPageSpin />;
}
