import { lazy } from 'react';

export const ConsultancyPage = lazy(() => import('./consultancy-page'));
export const CustomerPage = lazy(() => import('./customers/customer-page'));
export const CandidatePage = lazy(() => import('./candidates/candidate-page'));
export const NewCandidatePage = lazy(() => import('./candidates/new-candidate-page'));
export const CvTemplatePage = lazy(() => import('./cvs/cv-template-page'));
export const AdaptedCvPage = lazy(() => import('./cvs/adapted-cv-page'));
export const EmailTemplatesPage = lazy(() => import('./email/email-templates-page'));
export const ConsultancyExportPage = lazy(() => import('./export/export-page'));
