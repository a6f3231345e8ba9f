import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LocaleShell } from './components/locale-shell';
import type { Locale } from './i18n';
import { AREA_PAGES } from './products/areas';

// Every page is its own chunk.
const LandingPage = lazy(() => import('./pages/landing/landing-page'));
const SignInPage = lazy(() => import('./pages/auth/sign-in-page'));
const SignUpPage = lazy(() => import('./pages/auth/sign-up-page'));
const ForgotPasswordPage = lazy(() => import('./pages/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./pages/auth/reset-password-page'));
const VerifyEmailPage = lazy(() => import('./pages/auth/verify-email-page'));
const AccountPage = lazy(() => import('./pages/account/account-page'));
const SubscriptionsPage = lazy(() => import('./pages/account/subscriptions-page'));
const DashboardPage = lazy(() => import('./pages/dashboard/dashboard-page'));
const ProductLandingPage = lazy(() => import('./pages/products/product-landing-page'));
const ProductLoginPage = lazy(() => import('./pages/products/product-login-page'));
const ProductPage = lazy(() => import('./pages/products/product-page'));
const MePage = lazy(() => import('./pages/me/me-page'));
const MeBlogPage = lazy(() => import('./pages/me/me-blog-page'));
const MeCompaniesPage = lazy(() => import('./pages/me/me-companies-page'));
const MePortfolioPage = lazy(() => import('./pages/me/me-portfolio-page'));
const MeResumePage = lazy(() => import('./pages/me/me-resume-page'));
const MeContactPage = lazy(() => import('./pages/me/me-contact-page'));
const AboutPage = lazy(() => import('./pages/about/about-page'));
const ContactPage = lazy(() => import('./pages/contact/contact-page'));
const PricingPage = lazy(() => import('./pages/pricing/pricing-page'));
const MarketUnsubscribePage = lazy(() => import('./pages/market-unsubscribe/market-unsubscribe-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));
const ApiPlatformPage = lazy(() => import('./pages/api-platform/api-platform-page'));
const PropertyListingsPage = lazy(() => import('./products/property-listings/property-listings-page'));
const SavedListingsPage = lazy(() => import('./products/property-listings/saved-listings-page'));
const MyListingsPage = lazy(() => import('./products/property-listings/my-listings-page'));
const CreateListingPage = lazy(() => import('./products/property-listings/create-listing-page'));
const ListingDetailPage = lazy(() => import('./products/property-listings/listing-detail-page'));
const AutoAreaPage = AREA_PAGES.auto;
const MarketIntelligencePage = AREA_PAGES.data;
const PortfolioPage = AREA_PAGES.portfolio;

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
      <Route path="dashboard" element={<DashboardPage />} />
      <Route path="products/auto" element={<AutoAreaPage />} />
      {/* The data product's area is the Market Intelligence page for now. */}
      <Route path="products/data" element={<Navigate to="../market-intelligence" relative="path" replace />} />
      <Route path="products/market-intelligence" element={<MarketIntelligencePage />} />
      {/* The portfolio product's pages live under portfolio-optimizer (canonical); its id's path leads there. */}
      <Route path="products/portfolio" element={<Navigate to="../portfolio-optimizer" relative="path" replace />} />
      <Route path="products/portfolio-optimizer" element={<PortfolioPage />} />
      <Route path="products/portfolio-optimizer/rebalance" element={<PortfolioPage />} />
      <Route path="products/portfolio-optimizer/review" element={<PortfolioPage />} />
      {/* The public, free listings product has its own frame, not a product area's. */}
      <Route path="products/property-listings" element={<PropertyListingsPage />} />
      <Route path="products/property-listings/saved" element={<SavedListingsPage />} />
      <Route path="products/property-listings/my-listings" element={<MyListingsPage />} />
      <Route path="products/property-listings/create" element={<CreateListingPage />} />
      <Route path="products/property-listings/:finnCode" element={<ListingDetailPage />} />
      <Route path="products/api-platform" element={<ApiPlatformPage />} />
      {/* A registry area, a template area (with its routes below) or the gate page: product-page.tsx decides. */}
      <Route path="products/:id" element={<ProductPage />} />
      <Route path="products/:id/*" element={<ProductPage />} />
      <Route path="products/:id/landing" element={<ProductLandingPage />} />
      <Route path="products/:id/login" element={<ProductLoginPage />} />
      <Route path="me" element={<MePage />} />
      <Route path="me/blog" element={<MeBlogPage />} />
      <Route path="me/companies" element={<MeCompaniesPage />} />
      <Route path="me/portfolio" element={<MePortfolioPage />} />
      <Route path="me/resume" element={<MeResumePage />} />
      <Route path="me/contact" element={<MeContactPage />} />
      <Route path="about" element={<AboutPage />} />
      <Route path="contact" element={<ContactPage />} />
      <Route path="pricing" element={<PricingPage />} />
      <Route path="market-intelligence/unsubscribe" element={<MarketUnsubscribePage />} />
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
