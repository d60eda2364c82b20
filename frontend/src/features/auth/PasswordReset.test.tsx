import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../lib/testing/mock-api';
import { renderPage, renderRoutes } from '../../../test/advertiser/render';
import ForgotPasswordPage from './ForgotPasswordPage';
import ResetPasswordPage from './ResetPasswordPage';
import SignInPage from './SignInPage';

describe('forgot password', () => {
  it('gives the same answer whatever the address', async () => {
    const api = mockApi({ 'POST /api/auth/forgot-password': { body: { message: 'ok' } } });
    await renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await userEvent.type(screen.getByLabelText('Email'), ' nobody@example.nz ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent("If an account exists for that email, we've sent a link");
    expect(api.callsTo('POST /api/auth/forgot-password')[0].body).toEqual({ email: 'nobody@example.nz' });
  });

  it('asks for the email first', async () => {
    mockApi();
    await renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email address');
  });
});

describe('reset password', () => {
  function renderReset(at = '/reset-password?token=abc123') {
    return renderPage(<ResetPasswordPage />, { path: '/reset-password', at });
  }

  it('checks that both passwords match', async () => {
    mockApi();
    await renderReset();
    await userEvent.type(screen.getByLabelText('New password'), 'abcdef');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'abcdeg');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
  });

  it('needs at least 8 characters', async () => {
    mockApi();
    await renderReset();
    await userEvent.type(screen.getByLabelText('New password'), 'abc');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
  });

  it('sends the token from the link and returns to sign-in with a notice', async () => {
    const api = mockApi({ 'POST /api/auth/reset-password': { body: { message: 'ok' } } });
    await renderReset();
    await userEvent.type(screen.getByLabelText('New password'), 'Kiwi-Reset-2026');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Kiwi-Reset-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/signin'));
    expect(api.callsTo('POST /api/auth/reset-password')[0].body).toEqual({ token: 'abc123', password: 'Kiwi-Reset-2026', confirmPassword: 'Kiwi-Reset-2026' });
  });

  it('shows the server text for an expired link', async () => {
    mockApi({ 'POST /api/auth/reset-password': { status: 400, body: { message: 'This password reset link is invalid or has expired.' } } });
    await renderReset();
    await userEvent.type(screen.getByLabelText('New password'), 'Kiwi-Reset-2026');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Kiwi-Reset-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
  });

  it('refuses a link without a token', async () => {
    mockApi();
    await renderReset('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
  });

  it('shows the notice on the sign-in page afterwards', async () => {
    mockApi({ 'POST /api/auth/reset-password': { body: { message: 'ok' } } });
    await renderRoutes({ '/reset-password': <ResetPasswordPage />, '/signin': <SignInPage /> }, '/reset-password?token=t');
    await userEvent.type(screen.getByLabelText('New password'), 'Kiwi-Reset-2026');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Kiwi-Reset-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset. Please sign in with your new password.');
  });
});
