import { lazy } from 'react';

// Each ideas page is its own chunk, fetched the first time its route is visited.
export const IdeaList = lazy(() => import('./list'));
export const IdeaCreate = lazy(() => import('./create'));
export const IdeaShow = lazy(() => import('./show'));
export const IdeaEvaluate = lazy(() => import('./evaluation/evaluate-page'));
export const IdeaConvert = lazy(() => import('./conversion/convert-page'));
export const StrategicPlanPage = lazy(() => import('./strategy'));
