import { lazy } from 'react';

export const ConsultancyPage = lazy(() => import('./consultancy-page'));
export const CustomerPage = lazy(() => import('./customers/customer-page'));
export const CandidatePage = lazy(() => import('./candidates/candidate-page'));
export const NewCandidatePage = lazy(() => import('./candidates/new-candidate-page'));
