import { lazy, Suspense } from 'react';
import { Refine } from '@refinedev/core';
import { useNotificationProvider } from '@refinedev/antd';
import routerProvider, { NavigateToResource, UnsavedChangesNotifier } from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import { AppstoreFilled } from '@ant-design/icons';
import { ACCESSIBLE_THEME_TOKENS } from '@platform/shared';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import '@refinedev/antd/dist/reset.css';

import { AccessRecheck } from './components/auth/access-recheck';
import { AdminGate } from './components/auth/admin-gate';
import { ReturnAfterLogin } from './components/auth/return-after-login';
import { FullPageSpin } from './components/full-page-spin';
import { AdminLayout } from './components/layout';
import { ADMIN_BASENAME, NO_ACCESS_PATH, TWO_FACTOR_PAGE_PATH } from './config/constants';
import { antdLocale } from './config/locale';
import { resources } from './config/resources';
import { ApiList, ApiShow } from './pages/apis';
import { DashboardPage } from './pages/dashboard';
import { PipelineCreate, PipelineEdit, PipelineList, PipelineRunShow, PipelineShow } from './pages/data-pipelines';
import { DatasetList, DatasetShow } from './pages/datasets';
import { IdeaConvert, IdeaCreate, IdeaEvaluate, IdeaList, IdeaShow, StrategicPlanPage } from './pages/ideas';
import { InquiryList } from './pages/inquiries';
import { LogList } from './pages/logs';
import { ProductList, ProductSettings, ProductWizardPage } from './pages/products';
import { ProjectCalendarPage, ProjectList, ProjectShow } from './pages/projects';
import {
  AdaptedCvPage,
  CandidatePage,
  ConsultancyExportPage,
  ConsultancyPage,
  CustomerPage,
  CvTemplatePage,
  EmailTemplatesPage,
  NewCandidatePage,
} from './pages/consultancy';
import { UserCreate, UserList, UserShow } from './pages/users';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { QUERY_CLIENT_CONFIG } from './providers/query-client-config';

// Pages load on demand, so the first bundle is only the shell.
const LoginPage = lazy(() => import('./pages/login'));
const ErrorPage = lazy(() => import('./pages/error'));
const TwoFactorPage = lazy(() => import('./pages/two-factor'));

export function App() {
  return (
    <BrowserRouter basename={ADMIN_BASENAME}>
      <ConfigProvider theme={{ token: ACCESSIBLE_THEME_TOKENS }} locale={antdLocale}>
        <AntdApp>
          <Refine
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            notificationProvider={useNotificationProvider}
            resources={resources}
            options={{
              syncWithLocation: true,
              warnWhenUnsavedChanges: true,
              disableTelemetry: true,
              title: { text: 'Platform Admin', icon: <AppstoreFilled /> },
              reactQuery: { clientConfig: QUERY_CLIENT_CONFIG },
            }}
          >
            <Suspense fallback={<FullPageSpin />}>
              <Routes>
                {/* Signed-in administrators: the layout and the resource pages. */}
                <Route
                  element={
                    <AdminGate>
                      <AdminLayout />
                    </AdminGate>
                  }
                >
                  <Route index element={<NavigateToResource resource="dashboard" />} />
                  <Route path="/dashboard" element={<DashboardPage />} />
                  <Route path="/ideas">
                    <Route index element={<IdeaList />} />
                    <Route path="new" element={<IdeaCreate />} />
                    <Route path="strategy" element={<StrategicPlanPage />} />
                    <Route path=":id" element={<IdeaShow />} />
                    <Route path=":id/evaluate" element={<IdeaEvaluate />} />
                    <Route path=":id/convert" element={<IdeaConvert />} />
                  </Route>
                  {/* The settings editor answers at both addresses: the spec names /products/:id, links use /settings. */}
                  <Route path="/products">
                    <Route index element={<ProductList />} />
                    <Route path="new" element={<ProductWizardPage />} />
                    <Route path=":productId" element={<ProductSettings />} />
                    <Route path=":productId/settings" element={<ProductSettings />} />
                  </Route>
                  <Route path="/apis">
                    <Route index element={<ApiList />} />
                    <Route path=":id" element={<ApiShow />} />
                  </Route>
                  <Route path="/data-pipelines">
                    <Route index element={<PipelineList />} />
                    <Route path="new" element={<PipelineCreate />} />
                    <Route path="runs/:runId" element={<PipelineRunShow />} />
                    <Route path=":id" element={<PipelineShow />} />
                    <Route path=":id/edit" element={<PipelineEdit />} />
                  </Route>
                  <Route path="/datasets">
                    <Route index element={<DatasetList />} />
                    <Route path=":name" element={<DatasetShow />} />
                  </Route>
                  <Route path="/projects">
                    <Route index element={<ProjectList />} />
                    <Route path="calendar" element={<ProjectCalendarPage />} />
                    <Route path=":id" element={<ProjectShow />} />
                  </Route>
                  <Route path="/consultancy">
                    <Route index element={<ConsultancyPage />} />
                    <Route path="customers/:id" element={<CustomerPage />} />
                    <Route path="proposals/new" element={<NewCandidatePage />} />
                    <Route path="proposals/:id" element={<CandidatePage />} />
                    {/* 'new' is the id of a template or CV being made. */}
                    <Route path="cv-templates/:id" element={<CvTemplatePage />} />
                    <Route path="adapted-cvs/:id" element={<AdaptedCvPage />} />
                    <Route path="email-templates" element={<EmailTemplatesPage />} />
                    <Route path="export" element={<ConsultancyExportPage />} />
                  </Route>
                  <Route path="/logs" element={<LogList />} />
                  {/* One route with or without an id: the list stays mounted while its dialog opens and closes. */}
                  <Route path="/inquiries/:id?" element={<InquiryList />} />
                  <Route path={TWO_FACTOR_PAGE_PATH} element={<TwoFactorPage />} />
                  <Route path="/users">
                    <Route index element={<UserList />} />
                    <Route path="new" element={<UserCreate />} />
                    <Route path=":id" element={<UserShow />} />
                  </Route>
                </Route>

                {/* Auth pages: only for visitors who are not signed in; an admin goes on to `to` (or the start). */}
                <Route
                  element={
                    <AdminGate signedOut={<Outlet />}>
                      <ReturnAfterLogin />
                    </AdminGate>
                  }
                >
                  <Route path="/login" element={<LoginPage />} />
                </Route>

                <Route path={NO_ACCESS_PATH} element={<AccessRecheck />} />

                {/* Anything else: the error page, also behind sign-in. */}
                <Route
                  element={
                    <AdminGate>
                      <AdminLayout />
                    </AdminGate>
                  }
                >
                  <Route path="*" element={<ErrorPage />} />
                </Route>
              </Routes>
            </Suspense>
            <UnsavedChangesNotifier />
          </Refine>
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
