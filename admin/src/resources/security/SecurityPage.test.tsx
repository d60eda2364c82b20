import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, reply } from '../../../test/fake-api';
import { renderSignedIn } from '../../../test/render-app';

describe('Two-factor sign-in (the admin\'s own)', () => {
  it('says how many recovery codes are left and makes ten new ones for the password and a code from the app, shown once', async () => {
    let left = 3;
    const codes = Array.from({ length: 10 }, (_, i) => `qrstu-vwxy${'abcdefghjk'[i]}`);
    const { api } = renderSignedIn('/admin/security', {
      'GET /api/auth/two-factor': () => reply(200, { enabled: true, required: true, recoveryCodesLeft: left }),
      'POST /api/auth/two-factor/recovery-codes': (req) => {
        const { password, code } = req.body as { password: string; code: string };
        if (password !== 'AdminDemo2026!') return apiError(400, 'Current password is incorrect');
        if (code !== '246810') return apiError(400, 'Please enter the 6-digit code from your authenticator app. A recovery code cannot make new recovery codes.');
        left = 10;
        return reply(200, { message: 'New recovery codes are ready. Your old recovery codes no longer work.', recoveryCodes: codes });
      },
    });

    expect(await screen.findByText(/You have 3 unused recovery codes\./)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Current password/), 'wrong');
    expect(screen.getByRole('button', { name: 'Create new recovery codes' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/6-digit code from your app/), codes[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Create new recovery codes' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/Current password/));
    await userEvent.type(screen.getByLabelText(/Current password/), 'AdminDemo2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Create new recovery codes' }));
    expect(await screen.findByText('Please enter the 6-digit code from your authenticator app. A recovery code cannot make new recovery codes.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/6-digit code from your app/));
    await userEvent.type(screen.getByLabelText(/6-digit code from your app/), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Create new recovery codes' }));
    expect(await screen.findByText('New recovery codes are ready. Your old recovery codes no longer work.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Recovery codes' }).querySelectorAll('li')).toHaveLength(10);
    expect(await screen.findByText(/You have 10 unused recovery codes\./)).toBeInTheDocument();
    expect(screen.getByLabelText(/6-digit code from your app/)).toHaveValue('');
    expect(api.callsTo('POST /api/auth/two-factor/recovery-codes')).toHaveLength(3);
  });
});
