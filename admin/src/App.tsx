import { Admin, Authenticated, CustomRoutes, Navigate, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './auth-provider';
import { dataProvider } from './data-provider';
import { Dashboard } from './dashboard/Dashboard';
import { Layout } from './layout/Layout';
import { LoginPage } from './login/LoginPage';
import { UnauthorizedPage } from './login/UnauthorizedPage';
import escorts from './resources/escorts';
import verifications from './resources/verifications';
import messages from './resources/messages';
import subscriptions from './resources/subscriptions';
import reports from './resources/reports';
import { SettingsPage } from './resources/settings/SettingsPage';
import { darkTheme, lightTheme } from './theme';

/** Spec §2: /admin and every unknown admin path lead to the dashboard. */
function ToDashboard() {
  return <Navigate to="/dashboard" replace />;
}

export function App() {
  // A browser router (react-admin's default is a hash router) so the URLs are the spec's /admin/login, /admin/escorts...
  return (
    <BrowserRouter basename="/admin">
      <Admin
        title="Kiwi Companions Admin"
        authProvider={authProvider}
        dataProvider={dataProvider}
        loginPage={LoginPage}
        layout={Layout}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
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
            path="/settings"
            element={
              <Authenticated>
                <SettingsPage />
              </Authenticated>
            }
          />
        </CustomRoutes>
        <Resource name="escorts" {...escorts} />
        <Resource name="verifications" {...verifications} />
        <Resource name="messages" {...messages} />
        <Resource name="subscriptions" {...subscriptions} />
        <Resource name="reports" {...reports} />
        <Resource name="admins" />
        <Resource name="audit-log" />
      </Admin>
    </BrowserRouter>
  );
}
