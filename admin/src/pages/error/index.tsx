import { ErrorComponent } from '@refinedev/antd';

/** The catch-all route: Refine's 404 page inside the layout. */
export function ErrorPage() {
  return <ErrorComponent />;
}

export default ErrorPage;
