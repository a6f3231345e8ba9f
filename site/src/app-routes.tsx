import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { LocaleShell } from './components/LocaleShell';
import type { Locale } from './i18n';

// Every page is its own chunk.
const LandingPage = lazy(() => import('./pages/landing/LandingPage'));
const SignInPage = lazy(() => import('./pages/auth/SignInPage'));
const SignUpPage = lazy(() => import('./pages/auth/SignUpPage'));
const ForgotPasswordPage = lazy(() => import('./pages/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/auth/ResetPasswordPage'));
const VerifyEmailPage = lazy(() => import('./pages/auth/VerifyEmailPage'));
const AccountPage = lazy(() => import('./pages/account/AccountPage'));
const SubscriptionsPage = lazy(() => import('./pages/account/SubscriptionsPage'));
const ProductLandingPage = lazy(() => import('./pages/products/ProductLandingPage'));
const ProductLoginPage = lazy(() => import('./pages/products/ProductLoginPage'));
const ProductGatePage = lazy(() => import('./pages/products/ProductGatePage'));
const MePage = lazy(() => import('./pages/me/MePage'));
const MeBlogPage = lazy(() => import('./pages/me/MeBlogPage'));
const MeCompaniesPage = lazy(() => import('./pages/me/MeCompaniesPage'));
const MePortfolioPage = lazy(() => import('./pages/me/MePortfolioPage'));
const MeResumePage = lazy(() => import('./pages/me/MeResumePage'));
const MeContactPage = lazy(() => import('./pages/me/MeContactPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/** The same pages under one prefix: "/" (Norwegian, un-prefixed), "/no" and "/en". */
function localeRoutes(prefix: string, locale: Locale) {
  return (
    <Route key={prefix} path={prefix} element={<LocaleShell locale={locale} />}>
      <Route index element={<LandingPage />} />
      <Route path="auth/sign-in" element={<SignInPage />} />
      <Route path="auth/sign-up" element={<SignUpPage />} />
      <Route path="auth/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="auth/reset-password" element={<ResetPasswordPage />} />
      <Route path="auth/verify-email" element={<VerifyEmailPage />} />
      <Route path="account" element={<AccountPage />} />
      <Route path="account/subscriptions" element={<SubscriptionsPage />} />
      <Route path="products/:id" element={<ProductGatePage />} />
      <Route path="products/:id/landing" element={<ProductLandingPage />} />
      <Route path="products/:id/login" element={<ProductLoginPage />} />
      <Route path="me" element={<MePage />} />
      <Route path="me/blog" element={<MeBlogPage />} />
      <Route path="me/companies" element={<MeCompaniesPage />} />
      <Route path="me/portfolio" element={<MePortfolioPage />} />
      <Route path="me/resume" element={<MeResumePage />} />
      <Route path="me/contact" element={<MeContactPage />} />
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
