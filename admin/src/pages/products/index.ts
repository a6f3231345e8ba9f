import { lazy } from 'react';

// Each products page is its own chunk, fetched the first time its route is visited.
export const ProductList = lazy(() => import('./list'));
export const ProductSettings = lazy(() => import('./settings'));
export const ProductWizardPage = lazy(() => import('./new'));
