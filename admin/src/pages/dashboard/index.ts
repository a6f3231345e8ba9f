import { preloadableLazy } from '../../components/preloadable-lazy';

// The dashboard is its own chunk; each of its tabs is another, fetched when the tab is first shown. When the app starts
// on the dashboard, early-start.ts fetches the page and its first tab ahead.
export const DashboardPage = preloadableLazy(() => import('./dashboard-page'));
