import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../lib/testing/mock-api';
import { renderPage, sessionView } from '../../../test/advertiser/render';
import SignInPage from './SignInPage';

function renderSignIn() {
  return renderPage(<SignInPage />, { path: '/signin' });
}

describe('sign in', () => {
  it('asks for both fields before calling the server', async () => {
    const api = mockApi();
    await renderSignIn();
    await userEvent.type(screen.getByLabelText('Email'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email and password are required');
    expect(api.callsTo('POST /api/auth/signin')).toHaveLength(0);
  });

  it('sends trimmed credentials and goes to /profile', async () => {
    const api = mockApi({ 'POST /api/auth/signin': { body: { ...sessionView(), accessToken: 't' } } });
    await renderSignIn();
    await userEvent.type(screen.getByLabelText('Email'), '  ruby@example.nz ');
    await userEvent.type(screen.getByLabelText('Password'), ' secret1 ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
    expect(api.callsTo('POST /api/auth/signin')[0].body).toEqual({ email: 'ruby@example.nz', password: 'secret1' });
  });

  it('explains wrong credentials and keeps what was typed', async () => {
    mockApi({ 'POST /api/auth/signin': { status: 401, body: { message: 'Invalid email or password' } } });
    await renderSignIn();
    await userEvent.type(screen.getByLabelText('Email'), 'ruby@example.nz');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password. Please try again.');
    expect(screen.getByLabelText('Email')).toHaveValue('ruby@example.nz');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-one');
  });

  it('shows the generic text for any other failure', async () => {
    mockApi({ 'POST /api/auth/signin': { status: 500, body: { message: 'Internal server error' } } });
    await renderSignIn();
    await userEvent.type(screen.getByLabelText('Email'), 'ruby@example.nz');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while signing in. Please try again.');
  });

  it('asks for the code of an account with two-factor sign-in on, shows a wrong one in the server words, then goes to /profile', async () => {
    const api = mockApi({
      'POST /api/auth/signin': { body: { twoFactor: 'code', challenge: 'c1' } },
      'POST /api/auth/signin/two-factor': (req) =>
        (req.body as { code: string }).code === '246810'
          ? { body: { ...sessionView(), accessToken: 't' } }
          : { status: 401, body: { message: 'That code is not valid. Check your authenticator app and try again.' } },
    });
    await renderSignIn();
    await userEvent.type(screen.getByLabelText('Email'), 'ruby@example.nz');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app, or one of your recovery codes.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');

    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the 6-digit code from your authenticator app, or a recovery code');
    await userEvent.type(screen.getByLabelText('Authentication code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not valid. Check your authenticator app and try again.');
    await userEvent.clear(screen.getByLabelText('Authentication code'));
    await userEvent.type(screen.getByLabelText('Authentication code'), ' 246810 ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
    expect(api.callsTo('POST /api/auth/signin/two-factor').map((call) => call.body)).toEqual([
      { challenge: 'c1', code: '111111' },
      { challenge: 'c1', code: '246810' },
    ]);
  });

  it('sends an admin who has not set up two-factor sign-in to the back office', async () => {
    mockApi({ 'POST /api/auth/signin': { body: { twoFactor: 'enrol', challenge: 'e1' } } });
    await renderSignIn();
    await userEvent.type(screen.getByLabelText('Email'), 'admin@example.nz');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The back office needs two-factor sign-in. Please sign in again to set it up.');
    expect(screen.getByRole('link', { name: 'Go to the back office sign-in' })).toHaveAttribute('href', '/admin/login');
  });

  it('links to sign-up and to the forgotten password page', async () => {
    mockApi();
    await renderSignIn();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });
});
