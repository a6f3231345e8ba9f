import { Navigate, useSearchParams } from 'react-router';

/** Only a path inside this app may be a return address (no //host or full URLs). */
export function safeReturnPath(to: string | null): string | undefined {
  return to && to.startsWith('/') && !to.startsWith('//') ? to : undefined;
}

/**
 * A signed-in administrator on the sign-in page goes on to where they were headed (`to`), or the start page.
 * The only redirect after sign-in: the login form just signs in and lets the gate re-check.
 */
export function ReturnAfterLogin() {
  const [searchParams] = useSearchParams();
  return <Navigate to={safeReturnPath(searchParams.get('to')) ?? '/'} replace />;
}
