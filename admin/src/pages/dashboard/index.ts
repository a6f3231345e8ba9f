import { lazy } from 'react';

// The dashboard is its own chunk; each of its tabs is another, fetched when the tab is first shown.
export const DashboardPage = lazy(() => import('./dashboard-page'));
