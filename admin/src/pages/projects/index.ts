import { lazy } from 'react';

export const ProjectShow = lazy(() => import('./show'));
