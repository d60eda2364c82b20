import { Suspense, type ReactNode } from 'react';
import {
  Authenticated,
  CoreAdminContext,
  CoreAdminUI,
  CustomRoutes,
  defaultI18nProvider,
  LoadingPage,
  localStorageStore,
  Navigate,
  Resource,
  ThemeProvider,
  ThemesContext,
} from 'react-admin';
import { CssBaseline } from '@mui/material';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';
import { lazyScreen } from './lazy-screen';
import { LoginPage } from './login/LoginPage';
import { UnauthorizedPage } from './login/UnauthorizedPage';
import escorts from './resources/escorts';
import verifications from './resources/verifications';
import messages from './resources/messages';
import subscriptions from './resources/subscriptions';
import reports from './resources/reports';
import moderation from './resources/moderation';
import moderationSettings from './resources/moderation-settings';
import advertisingRules from './resources/advertising-rules';
import takedowns from './resources/takedowns';
import invoices from './resources/invoices';
import payments from './resources/payments';
import { darkTheme, lightTheme } from './theme';

const LazyLayout = lazyScreen(() => import('./layout/Layout'), 'Layout');
const Dashboard = lazyScreen(() => import('./dashboard/Dashboard'), 'Dashboard');
const SettingsPage = lazyScreen(() => import('./resources/settings/SettingsPage'), 'SettingsPage');
const RevenuePage = lazyScreen(() => import('./resources/revenue/RevenuePage'), 'RevenuePage');
const SecurityPage = lazyScreen(() => import('./resources/security/SecurityPage'), 'SecurityPage');
const BackupsPage = lazyScreen(() => import('./resources/backups/BackupsPage'), 'BackupsPage');

const store = localStorageStore();
const themes = { lightTheme, darkTheme };

/** Spec §2: /admin and every unknown admin path lead to the dashboard. */
function ToDashboard() {
  return <Navigate to="/dashboard" replace />;
}

/** The sidebar and app bar come with the first signed-in page, not with /admin/login. */
function Layout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingPage />}>
      <LazyLayout>{children}</LazyLayout>
    </Suspense>
  );
}

/**
 * react-admin's <Admin> assembled from its parts (CoreAdminContext, its theme provider, CoreAdminUI; the layout brings
 * Notification), because <Admin> bundles every default page it may never show (its login form, layout, 404, error and
 * auth pages), which alone weighs more than the budget of the first download (e2e/admin-bundle-budget.e2e.ts).
 */
export function App() {
  // A browser router (react-admin's default is a hash router) so the URLs are the spec's /admin/login, /admin/escorts...
  return (
    <BrowserRouter basename="/admin">
      <CoreAdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={defaultI18nProvider} store={store}>
        <ThemesContext.Provider value={themes}>
          <ThemeProvider>
            <CssBaseline enableColorScheme>
              <CoreAdminUI
                title="Kiwi Companions Admin"
                loginPage={LoginPage}
                layout={Layout}
                loading={LoadingPage}
                dashboard={ToDashboard}
                catchAll={ToDashboard}
                disableTelemetry
              >
                <CustomRoutes noLayout>
                  <Route path="/unauthorized" element={<UnauthorizedPage />} />
                </CustomRoutes>
                <CustomRoutes>
                  <Route
                    path="/dashboard"
                    element={
                      <Authenticated>
                        <Dashboard />
                      </Authenticated>
                    }
                  />
                  <Route
                    path="/revenue"
                    element={
                      <Authenticated>
                        <RevenuePage />
                      </Authenticated>
                    }
                  />
                  <Route
                    path="/settings"
                    element={
                      <Authenticated>
                        <SettingsPage />
                      </Authenticated>
                    }
                  />
                  <Route
                    path="/backups"
                    element={
                      <Authenticated>
                        <BackupsPage />
                      </Authenticated>
                    }
                  />
                  <Route
                    path="/security"
                    element={
                      <Authenticated>
                        <SecurityPage />
                      </Authenticated>
                    }
                  />
                </CustomRoutes>
                <Resource name="escorts" {...escorts} />
                <Resource name="verifications" {...verifications} />
                <Resource name="messages" {...messages} />
                <Resource name="subscriptions" {...subscriptions} />
                <Resource name="reports" {...reports} />
                <Resource name="moderation" {...moderation} />
                <Resource name="moderation-settings" {...moderationSettings} />
                <Resource name="advertising-rules" {...advertisingRules} />
                <Resource name="takedowns" {...takedowns} />
                <Resource name="invoices" {...invoices} />
                <Resource name="payments" {...payments} />
                <Resource name="admins" />
                <Resource name="audit-log" />
              </CoreAdminUI>
            </CssBaseline>
          </ThemeProvider>
        </ThemesContext.Provider>
      </CoreAdminContext>
    </BrowserRouter>
  );
}
