import { lazy } from 'react';

// The logs page is its own chunk, fetched the first time /logs is visited.
export const LogList = lazy(() => import('./list'));
