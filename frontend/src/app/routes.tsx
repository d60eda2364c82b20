import { lazy } from 'react';
import { RouteObject, useRoutes } from 'react-router-dom';
import HomePage from '../features/home/HomePage';
import { RequireAuth } from './layout/RequireAuth';
import { RootLayout } from './layout/RootLayout';

// Every screen but the home page is its own chunk, so '/' loads only what it shows.
const DirectoryPage = lazy(() => import('../features/directory/DirectoryPage'));
const ProfileViewPage = lazy(() => import('../features/profile-view/ProfileViewPage'));
const FavouritesPage = lazy(() => import('../features/favourites/FavouritesPage'));
const ContactPage = lazy(() => import('../features/contact/ContactPage'));
const TermsPage = lazy(() => import('../features/legal/TermsPage'));
const PrivacyPage = lazy(() => import('../features/legal/PrivacyPage'));
const NotFoundPage = lazy(() => import('../components/NotFoundPage'));
const SignInPage = lazy(() => import('../features/auth/SignInPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const ConfirmEmailPage = lazy(() => import('../features/auth/ConfirmEmailPage'));
const SignUpPage = lazy(() => import('../features/signup/SignUpPage'));
const ProfileEditorPage = lazy(() => import('../features/profile-editor/ProfileEditorPage'));
const PricingPage = lazy(() => import('../features/pricing/PricingPage'));
const MyDataPage = lazy(() => import('../features/my-data/MyDataPage'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/directory', element: <DirectoryPage /> },
      // A region's and a town's landing pages (backend/src/site-pages answers their head and their 404s).
      { path: '/escorts/:region', element: <DirectoryPage /> },
      { path: '/escorts/:region/:town', element: <DirectoryPage /> },
      { path: '/profile', element: <RequireAuth><ProfileEditorPage /></RequireAuth> },
      { path: '/profile/edit', element: <RequireAuth><ProfileEditorPage /></RequireAuth> },
      { path: '/profile/:username', element: <ProfileViewPage /> },
      { path: '/favourites', element: <FavouritesPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/signup', element: <SignUpPage /> },
      { path: '/signin', element: <SignInPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/confirm-email', element: <ConfirmEmailPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/my-data', element: <MyDataPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Declarative routing (inside <BrowserRouter>), so tests can mount the same table in a <MemoryRouter>. */
export function AppRoutes() {
  return useRoutes(routes);
}
