import { Suspense } from 'react';
import { ThemedLayout, ThemedSider, type RefineThemedLayoutSiderProps } from '@refinedev/antd';
import { Outlet } from 'react-router';
import { FullPageSpin } from '../full-page-spin';
import { AdminHeader } from './header';

/** Sign-out lives in the avatar menu, so the sider lists only the resources. */
function AdminSider(props: RefineThemedLayoutSiderProps) {
  return <ThemedSider {...props} fixed render={({ items }) => items} />;
}

/** Refine's layout with our sider and header; pages load inside it. */
export function AdminLayout() {
  return (
    <ThemedLayout Header={AdminHeader} Sider={AdminSider}>
      <Suspense fallback={<FullPageSpin height="60vh" />}>
        <Outlet />
      </Suspense>
    </ThemedLayout>
  );
}
