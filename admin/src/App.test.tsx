import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ME, apiError, fakeApi, FakeRequest, reply } from '../test/fake-api';
import { App } from './App';
import { forgetSession } from './auth-provider';

const COUNTS = { profiles: 60, verified: 12, premium: 10, pendingVerification: 12, newThreads: 3, unpaidInvoices: 4, pendingModeration: 2, openTakedowns: 1, overdueTakedowns: 0, overdueVerification: 5 };

function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<App />);
}

const notSignedIn = { 'POST /api/auth/refresh': () => apiError(401, 'Not authenticated') };

const SITE_DAYS = Array.from({ length: 30 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, views: 10 + i, visitors: 5, contact_taps: i % 2 }));

function signedInAs(admin = ADMIN_ME.admin, dashboard = () => reply(200, COUNTS)) {
  return {
    'POST /api/auth/refresh': () => reply(200, { accessToken: 'a' }),
    // Like the server: no bearer token, no admin.
    'GET /api/admin/me': (req: FakeRequest) => (req.headers.has('Authorization') ? reply(200, { user: ADMIN_ME.user, admin }) : apiError(401, 'Not authenticated')),
    'GET /api/admin/dashboard': dashboard,
    'GET /api/admin/analytics/daily': () => reply(200, SITE_DAYS),
  };
}

describe('admin routes', () => {
  beforeEach(() => {
    forgetSession();
    localStorage.clear();
  });

  it('shows the login page to a visitor without a session and maps wrong credentials', async () => {
    fakeApi({ ...notSignedIn, 'POST /api/auth/signin': () => apiError(401, 'Invalid login credentials') });
    renderAt('/admin/login');

    await userEvent.type(await screen.findByLabelText(/Email/), 'admin@kiwicompanions.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it('requires both email and password before calling the server', async () => {
    const api = fakeApi(notSignedIn);
    renderAt('/admin/login');

    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Email and password are required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/signin')).toHaveLength(0);
  });

  it("tells an advertiser who signs in at /admin/login 'You do not have admin access'", async () => {
    fakeApi({
      ...notSignedIn,
      'POST /api/auth/signin': () => reply(200, { user: { id: 'u1', email: 'demo@kiwicompanions.test' }, profile: {}, admin: null, accessToken: 't' }),
      'GET /api/admin/me': () => apiError(403, 'You do not have admin access'),
      'POST /api/auth/signout': () => reply(200, { message: 'You have been signed out' }),
    });
    renderAt('/admin/login');

    await userEvent.type(await screen.findByLabelText(/Email/), 'demo@kiwicompanions.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'DemoAdvertiser2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('You do not have admin access')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('asks for the code after the password, shows a wrong code in the server words, and opens the dashboard with the right one', async () => {
    let signedIn = false;
    const api = fakeApi({
      ...signedInAs(),
      'POST /api/auth/refresh': () => (signedIn ? reply(200, { accessToken: 'a' }) : apiError(401, 'Not authenticated')),
      'POST /api/auth/signin': () => reply(200, { twoFactor: 'code', challenge: 'c1' }),
      'POST /api/auth/signin/two-factor': (req: FakeRequest) => {
        if ((req.body as { code: string }).code !== '246810') return apiError(401, 'That code is not valid. Check your authenticator app and try again.');
        signedIn = true;
        return reply(200, { user: ADMIN_ME.user, profile: null, admin: ADMIN_ME.admin, accessToken: 'a' });
      },
    });
    renderAt('/admin/login');

    await userEvent.type(await screen.findByLabelText(/Email/), 'admin@kiwicompanions.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'AdminDemo2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app, or one of your recovery codes.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the 6-digit code from your authenticator app, or a recovery code')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Authentication code/), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not valid. Check your authenticator app and try again.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/Authentication code/));
    await userEvent.type(screen.getByLabelText(/Authentication code/), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('tile-New Messages')).toHaveTextContent('3');
    expect(api.callsTo('POST /api/auth/signin/two-factor').map((call) => (call.body as { challenge: string }).challenge)).toEqual(['c1', 'c1']);
  });

  it('enrols an admin without two-factor sign-in at first sign-in: QR code and key, the first code, then the recovery codes once', async () => {
    let signedIn = false;
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fghj${'kmnpqrstuv'[i]}`);
    fakeApi({
      ...signedInAs(),
      'POST /api/auth/refresh': () => (signedIn ? reply(200, { accessToken: 'a' }) : apiError(401, 'Not authenticated')),
      'POST /api/auth/signin': () => reply(200, { twoFactor: 'enrol', challenge: 'e1' }),
      'POST /api/auth/signin/enrol': () => reply(200, { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' }),
      'POST /api/auth/signin/enrol/confirm': () => {
        signedIn = true;
        return reply(200, { user: ADMIN_ME.user, profile: null, admin: ADMIN_ME.admin, accessToken: 'a', recoveryCodes: codes });
      },
    });
    renderAt('/admin/login');

    await userEvent.type(await screen.findByLabelText(/Email/), 'admin@kiwicompanions.test');
    await userEvent.type(screen.getByLabelText(/Password/), 'AdminDemo2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code to add Kiwi Companions to your authenticator app' })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    await userEvent.type(screen.getByLabelText(/6-digit code/), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Recovery codes' }).querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByText(codes[0])).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue to the dashboard' }));
    expect(await screen.findByTestId('tile-New Messages')).toHaveTextContent('3');
  });

  it('shows Access Denied with its two links without any session', async () => {
    fakeApi(notSignedIn);
    renderAt('/admin/unauthorized');

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText(/do not have permission to access the admin dashboard/)).toHaveTextContent(/contact a system administrator/);
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/admin/login');
  });

  it('sends an admin who is already signed in from the login page to the dashboard', async () => {
    fakeApi(signedInAs());
    renderAt('/admin/login');

    expect(await screen.findByTestId('tile-New Messages')).toHaveTextContent('3');
    expect(window.location.pathname).toBe('/admin/dashboard');
  });

  it('redirects /admin and unknown admin paths to the dashboard with the five counts and unpaid invoices', async () => {
    fakeApi(signedInAs());
    renderAt('/admin/no-such-page');

    expect(await screen.findByTestId('tile-Total Profiles')).toHaveTextContent('60');
    expect(screen.getByTestId('tile-Verified Profiles')).toHaveTextContent('12');
    expect(screen.getByTestId('tile-Premium Profiles')).toHaveTextContent('10');
    expect(screen.getByTestId('tile-Pending Verification')).toHaveTextContent('12');
    expect(screen.getByTestId('tile-Overdue verifications')).toHaveTextContent('5');
    expect(screen.getByTestId('tile-Unpaid invoices')).toHaveTextContent('4');
    expect(await screen.findByRole('img', { name: 'Daily views, unique visitors and contact taps' })).toHaveAccessibleDescription('1 Nov to 30 Nov: 735 views, 150 unique visitors, 15 contact taps.');
    expect(screen.getByText('Views: 735')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/admin/dashboard'));
  });

  it("shows 'Error Loading Dashboard' with the server's message", async () => {
    fakeApi(signedInAs(ADMIN_ME.admin, () => apiError(403, 'Not authorized to view dashboard')));
    renderAt('/admin/dashboard');

    expect(await screen.findByText('Error Loading Dashboard')).toBeInTheDocument();
    expect(screen.getByText('Not authorized to view dashboard')).toBeInTheDocument();
  });

  it('lists every sidebar entry for a superadmin and hides Verifications, Settings and Backups from an admin without flags', async () => {
    fakeApi(signedInAs());
    const { unmount } = renderAt('/admin/dashboard');
    await screen.findByTestId('tile-Total Profiles');
    const names = ['Overview', 'Escorts', 'Verifications', 'Messages', 'Subscriptions', 'Reports', 'Settings', 'Backups', 'Security', 'Logout'];
    await waitFor(() => names.forEach((name) => expect(screen.getByRole('menuitem', { name })).toBeInTheDocument()));
    unmount();
    forgetSession();

    fakeApi(signedInAs({ can_verify_profiles: false, is_superadmin: false }));
    renderAt('/admin/dashboard');
    await screen.findByTestId('tile-Total Profiles');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Escorts' })).toBeInTheDocument());
    expect(screen.queryByRole('menuitem', { name: 'Verifications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Backups' })).not.toBeInTheDocument();
    // Every admin keeps their own two-factor sign-in.
    expect(screen.getByRole('menuitem', { name: 'Security' })).toBeInTheDocument();
  });

  it('Logout ends the session, clears both keys and goes to the login page', async () => {
    // As on the server, sign-out revokes the refresh cookie: the login page's "already signed in?" check must not find a session.
    let signedOut = false;
    const api = fakeApi({
      ...signedInAs(),
      'POST /api/auth/refresh': () => (signedOut ? apiError(401, 'Your session has expired. Please sign in again.') : reply(200, { accessToken: 'a' })),
      'POST /api/auth/signout': () => {
        signedOut = true;
        return reply(200, { message: 'You have been signed out' });
      },
    });
    renderAt('/admin/dashboard');
    await screen.findByTestId('tile-Total Profiles');
    expect(localStorage.getItem('admin_logged_in')).toBe('true');

    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(window.location.pathname).toBe('/admin/login'));
    expect(api.callsTo('POST /api/auth/signout')).toHaveLength(1);
    expect(localStorage.getItem('admin_logged_in')).toBeNull();
    expect(localStorage.getItem('admin_permissions')).toBeNull();
  });
});
