import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { PlatformUser } from '@platform/shared';
import { useCurrentUser } from '../auth';
import { PageFallback } from './page-fallback';

/** Renders its children for a signed-in user; anyone else goes to `signInPath` (which carries the way back). */
export function RequireUser({ signInPath, children }: { signInPath: string; children: (user: PlatformUser) => ReactNode }) {
  const { user, loading } = useCurrentUser();
  if (loading) return <PageFallback />;
  if (!user) return <Navigate to={signInPath} replace />;
  return <>{children(user)}</>;
}
