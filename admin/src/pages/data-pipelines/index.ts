import { lazy } from 'react';

// Each pipeline page is its own chunk, fetched the first time its route is visited.
export const PipelineList = lazy(() => import('./list'));
export const PipelineCreate = lazy(() => import('./create'));
export const PipelineEdit = lazy(() => import('./edit'));
export const PipelineShow = lazy(() => import('./detail'));
export const PipelineRunShow = lazy(() => import('./run'));
