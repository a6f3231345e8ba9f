import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { LocaleShell } from './components/LocaleShell';
import type { Locale } from './i18n';

const LandingPage = lazy(() => import('./pages/landing/LandingPage'));
const SignInPage = lazy(() => import('./pages/auth/SignInPage'));
const SignUpPage = lazy(() => import('./pages/auth/SignUpPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/** The same pages under one prefix: "/" (Norwegian, un-prefixed), "/no" and "/en". */
function localeRoutes(prefix: string, locale: Locale) {
  return (
    <Route key={prefix} path={prefix} element={<LocaleShell locale={locale} />}>
      <Route index element={<LandingPage />} />
      <Route path="auth/sign-in" element={<SignInPage />} />
      <Route path="auth/sign-up" element={<SignUpPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      {localeRoutes('/', 'no')}
      {localeRoutes('/no', 'no')}
      {localeRoutes('/en', 'en')}
    </Routes>
  );
}
