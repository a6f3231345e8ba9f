import { lazy } from 'react';

export const DatasetList = lazy(() => import('./list'));
export const DatasetShow = lazy(() => import('./show'));
