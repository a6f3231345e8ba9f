import { lazy } from 'react';

// Each APIs page is its own chunk, fetched the first time its route is visited.
export const ApiList = lazy(() => import('./list'));
export const ApiShow = lazy(() => import('./detail'));
