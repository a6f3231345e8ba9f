import { lazy } from 'react';

export const ProjectList = lazy(() => import('./list'));
export const ProjectShow = lazy(() => import('./show'));
export const ProjectCalendarPage = lazy(() => import('./calendar/calendar-page'));
