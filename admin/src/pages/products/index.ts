import { lazy } from 'react';

export const ProductSettings = lazy(() => import('./settings'));
