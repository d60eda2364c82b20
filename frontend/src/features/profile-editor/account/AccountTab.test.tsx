import type { OwnerProfile } from 'contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockApi, mockApi, MockReply } from '../../../lib/testing/mock-api';
import { ownerProfile, renderRoutes, sessionView, signedIn } from '../../../../test/advertiser/render';
import ProfileEditorPage from '../ProfileEditorPage';

const user = userEvent.setup({ delay: null });
const NO_DATA_EXPORT = { status: 'none', requested_at: null, ready_at: null, expires_at: null, next_request_at: null };

async function openAccount(profile: OwnerProfile = ownerProfile(), routes: Record<string, MockReply> = {}): Promise<MockApi> {
  const api = mockApi({ 'GET /api/data-export': { body: NO_DATA_EXPORT }, ...routes });
  signedIn(api, sessionView(profile));
  await renderRoutes({ '/profile': <ProfileEditorPage /> }, '/profile?tab=account');
  return api;
}

async function changePassword(current: string, next: string, confirm: string) {
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('account information', () => {
  it('shows the account email and the plan with Upgrade Plan', async () => {
    await openAccount();
    expect(screen.getByText('ruby@example.nz')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
  });

  describe('sign-in email change', () => {
    it('asks with the password and shows where the link went', async () => {
      const api = await openAccount(ownerProfile(), {
        'POST /api/auth/email': { body: { message: "We've sent a link to new@example.nz. Open it to confirm your new sign-in email." } },
      });
      await user.type(screen.getByLabelText('New sign-in email'), ' new@example.nz ');
      await user.type(screen.getByLabelText('Your password'), 'Kiwi-Old-2026');
      await user.click(screen.getByRole('button', { name: 'Change Email' }));
      expect(await screen.findByText("We've sent a link to new@example.nz. Open it to confirm your new sign-in email.")).toBeInTheDocument();
      expect(api.callsTo('POST /api/auth/email')[0].body).toEqual({ newEmail: 'new@example.nz', currentPassword: 'Kiwi-Old-2026' });
      expect(screen.getByLabelText('New sign-in email')).toHaveValue('');
    });

    it('needs both fields, and shows the server refusal', async () => {
      await openAccount(ownerProfile(), { 'POST /api/auth/email': { status: 409, body: { message: 'An account with this email already exists' } } });
      await user.click(screen.getByRole('button', { name: 'Change Email' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your new email and your current password');
      await user.type(screen.getByLabelText('New sign-in email'), 'taken@example.nz');
      await user.type(screen.getByLabelText('Your password'), 'Kiwi-Old-2026');
      await user.click(screen.getByRole('button', { name: 'Change Email' }));
      expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    });
  });

  describe('password change', () => {
    it('needs matching new passwords', async () => {
      await openAccount();
      await changePassword('oldpass1', 'Kiwi-Reset-2026', 'newpass2');
      expect(await screen.findByRole('alert')).toHaveTextContent('New passwords do not match');
    });

    it('needs at least 8 characters', async () => {
      await openAccount();
      await changePassword('oldpass1', 'abc', 'abc');
      expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    });

    it("shows the server's refusal", async () => {
      await openAccount(ownerProfile(), { 'PUT /api/auth/password': { status: 400, body: { message: 'Current password is incorrect' } } });
      await changePassword('wrong-one', 'Kiwi-Reset-2026', 'Kiwi-Reset-2026');
      expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
    });

    it('falls back to the generic failure', async () => {
      await openAccount(ownerProfile(), { 'PUT /api/auth/password': { status: 500, body: {} } });
      await changePassword('oldpass1', 'Kiwi-Reset-2026', 'Kiwi-Reset-2026');
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update password');
    });

    it('confirms the change, clears the fields and the message after 3 seconds', async () => {
      const api = await openAccount(ownerProfile(), { 'PUT /api/auth/password': { body: { message: 'Password updated successfully!' } } });
      await changePassword('oldpass1', 'Kiwi-Reset-2026', 'Kiwi-Reset-2026');
      expect(await screen.findByText('Password updated successfully!')).toBeInTheDocument();
      expect(api.callsTo('PUT /api/auth/password')[0].body).toEqual({ currentPassword: 'oldpass1', newPassword: 'Kiwi-Reset-2026', confirmPassword: 'Kiwi-Reset-2026' });
      expect(screen.getByLabelText('Current password')).toHaveValue('');
      await waitFor(() => expect(screen.queryByText('Password updated successfully!')).not.toBeInTheDocument(), { timeout: 4000 });
    });
  });

  describe('verification', () => {
    const id = new File(['id'], 'id.jpg', { type: 'image/jpeg' });
    const selfie = new File(['me'], 'selfie.png', { type: 'image/png' });

    it('needs both documents', async () => {
      await openAccount();
      await user.upload(screen.getByLabelText('ID document'), id);
      await user.click(screen.getByRole('button', { name: 'Submit for Verification' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Both ID and selfie photos are required');
    });

    it('accepts only JPEG or PNG', async () => {
      await openAccount();
      await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('ID document'), new File(['x'], 'id.webp', { type: 'image/webp' }));
      await user.upload(screen.getByLabelText('Selfie'), selfie);
      await user.click(screen.getByRole('button', { name: 'Submit for Verification' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('File type must be JPEG or PNG');
    });

    it('submits both and shows the pending text', async () => {
      const api = await openAccount(ownerProfile(), {
        'POST /api/verification': { body: { message: 'Verification documents submitted successfully!' } },
        'GET /api/profiles/me': { body: ownerProfile({ verification_requested: true }) },
      });
      await user.upload(screen.getByLabelText('ID document'), id);
      await user.upload(screen.getByLabelText('Selfie'), selfie);
      await user.click(screen.getByRole('button', { name: 'Submit for Verification' }));
      expect(await screen.findByText('Verification documents submitted successfully!')).toBeInTheDocument();
      expect(await screen.findByText("Your documents are under review. You'll be notified once your profile is verified.")).toBeInTheDocument();
      const body = api.callsTo('POST /api/verification')[0].body as FormData;
      expect((body.get('id') as File).name).toBe('id.jpg');
      expect((body.get('selfie') as File).name).toBe('selfie.png');
    });

    it('shows the fallback when the submission fails', async () => {
      await openAccount(ownerProfile(), { 'POST /api/verification': { status: 503, body: {} } });
      await user.upload(screen.getByLabelText('ID document'), id);
      await user.upload(screen.getByLabelText('Selfie'), selfie);
      await user.click(screen.getByRole('button', { name: 'Submit for Verification' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit verification documents');
    });

    it('shows the verified state', async () => {
      await openAccount(ownerProfile({ is_verified: true }));
      expect(screen.getByText('Your profile is verified.')).toBeInTheDocument();
      expect(screen.queryByLabelText('ID document')).not.toBeInTheDocument();
    });
  });

  describe('profile status', () => {
    it('pauses a visible profile', async () => {
      await openAccount(ownerProfile(), {
        'POST /api/profiles/me/pause': { body: { message: 'Your profile has been paused and hidden from public listings.', profile: ownerProfile({ is_active: false }) } },
      });
      expect(screen.getByText('Your profile is currently visible to everyone.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Pause Profile' }));
      expect(await screen.findByText('Your profile has been paused and hidden from public listings.')).toBeInTheDocument();
      expect(screen.getByText('Your profile is currently hidden from public listings.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Activate Profile' })).toBeInTheDocument();
    });

    it('activates a paused profile', async () => {
      await openAccount(ownerProfile({ is_active: false }), {
        'POST /api/profiles/me/activate': { body: { message: 'Your profile is now active and visible.', profile: ownerProfile({ is_active: true }) } },
      });
      await user.click(screen.getByRole('button', { name: 'Activate Profile' }));
      expect(await screen.findByText('Your profile is now active and visible.')).toBeInTheDocument();
      expect(screen.getByText('Your profile is currently visible to everyone.')).toBeInTheDocument();
    });

    it.each([
      [['review'], "Your profile is held for review and not yet visible to the public. We'll review it, usually within 24 hours, and email you."],
      [['takedown'], 'Your profile is held and hidden from the public while our team looks into a request about it.'],
      [['stale_photos'], 'Your profile is held and hidden from the public until you upload a new photo.'],
    ] as const)('says a profile held for %s is not visible', async (withheld, text) => {
      await openAccount(ownerProfile({ withheld_for: [...withheld] }));
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(screen.queryByText('Your profile is currently visible to everyone.')).not.toBeInTheDocument();
    });

    it('says a paused profile is paused, held or not', async () => {
      await openAccount(ownerProfile({ is_active: false, withheld_for: ['review'] }));
      expect(screen.getByText('Your profile is currently hidden from public listings.')).toBeInTheDocument();
    });

    it('says so when the status cannot change', async () => {
      await openAccount(ownerProfile(), { 'POST /api/profiles/me/pause': { status: 500, body: {} } });
      await user.click(screen.getByRole('button', { name: 'Pause Profile' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile status');
    });
  });

  describe('delete profile', () => {
    it('asks twice, deletes, signs out and goes home with the notice flag', async () => {
      const api = await openAccount(ownerProfile(), { 'DELETE /api/profiles/me': { body: { message: 'Your profile has been deleted.' } }, 'POST /api/auth/signout': { status: 401, body: {} } });
      await user.click(screen.getByRole('button', { name: 'Delete Profile' }));
      await user.click(screen.getByRole('button', { name: 'Yes, delete my profile' }));
      expect(screen.getByText('Are you absolutely sure?')).toBeInTheDocument();
      expect(api.callsTo('DELETE /api/profiles/me')).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: 'Delete Permanently' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?deleted=true'));
      expect(api.callsTo('DELETE /api/profiles/me')).toHaveLength(1);
      expect(api.callsTo('POST /api/auth/signout')).toHaveLength(1);
    });

    it('can be called off at either step', async () => {
      const api = await openAccount();
      await user.click(screen.getByRole('button', { name: 'Delete Profile' }));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await user.click(screen.getByRole('button', { name: 'Delete Profile' }));
      await user.click(screen.getByRole('button', { name: 'Yes, delete my profile' }));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByRole('button', { name: 'Delete Profile' })).toBeInTheDocument();
      expect(api.callsTo('DELETE /api/profiles/me')).toHaveLength(0);
    });

    it('says so when the delete fails', async () => {
      await openAccount(ownerProfile(), { 'DELETE /api/profiles/me': { status: 500, body: {} } });
      await user.click(screen.getByRole('button', { name: 'Delete Profile' }));
      await user.click(screen.getByRole('button', { name: 'Yes, delete my profile' }));
      await user.click(screen.getByRole('button', { name: 'Delete Permanently' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete profile');
    });
  });
  describe('two-factor sign-in', () => {
    const enrolment = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' };
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-fghj${'kmnpqrstuv'[i]}`);

    it('turns it on: the QR code and the key, the first code, then the recovery codes once', async () => {
      let enabled = false;
      const api = await openAccount(ownerProfile(), {
        'GET /api/auth/two-factor': () => ({ body: { enabled, required: false, recoveryCodesLeft: enabled ? 10 : 0 } }),
        'POST /api/auth/two-factor/setup': { body: enrolment },
        'POST /api/auth/two-factor/setup/confirm': (req) => {
          if ((req.body as { code: string }).code !== '135790') return { status: 400, body: { message: 'That code is not valid. Check your authenticator app and try again.' } };
          enabled = true;
          return { body: { message: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.', recoveryCodes: codes } };
        },
      });
      expect(await screen.findByText(/Add a second step to your sign-in/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
      expect(await screen.findByRole('img', { name: 'QR code to add Kiwi Companions to your authenticator app' })).toHaveAttribute('src', enrolment.qrCode);
      expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

      await user.type(screen.getByLabelText('6-digit code'), '000000');
      await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('That code is not valid. Check your authenticator app and try again.');
      await user.clear(screen.getByLabelText('6-digit code'));
      await user.type(screen.getByLabelText('6-digit code'), '135790');
      await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));

      expect(await screen.findByText('Two-factor sign-in is on. Keep your recovery codes somewhere safe.')).toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Recovery codes' }).querySelectorAll('li')).toHaveLength(10);
      await user.click(screen.getByRole('button', { name: 'Done' }));
      expect(await screen.findByText('Two-factor sign-in is on. You have 10 unused recovery codes.')).toBeInTheDocument();
      expect(api.callsTo('POST /api/auth/two-factor/setup/confirm')).toHaveLength(2);
    });

    it('turns it off with the password and a code, showing refusals in the server words', async () => {
      let enabled = true;
      const api = await openAccount(ownerProfile(), {
        'GET /api/auth/two-factor': () => ({ body: { enabled, required: false, recoveryCodesLeft: enabled ? 7 : 0 } }),
        'POST /api/auth/two-factor/disable': (req) => {
          if ((req.body as { password: string }).password !== 'Kiwi-Old-2026') return { status: 400, body: { message: 'Current password is incorrect' } };
          enabled = false;
          return { body: { message: 'Two-factor sign-in is off.' } };
        },
      });
      expect(await screen.findByText('Two-factor sign-in is on. You have 7 unused recovery codes.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Turn off' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your password and a code');
      await user.type(screen.getByLabelText('Authentication code'), '123456');
      await user.type(screen.getAllByLabelText('Your password')[1], 'wrong');
      await user.click(screen.getByRole('button', { name: 'Turn off' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Current password is incorrect');
      await user.clear(screen.getAllByLabelText('Your password')[1]);
      await user.type(screen.getAllByLabelText('Your password')[1], 'Kiwi-Old-2026');
      await user.click(screen.getByRole('button', { name: 'Turn off' }));
      expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Turn on two-factor sign-in' })).toBeInTheDocument();
      expect(api.callsTo('POST /api/auth/two-factor/disable').at(-1)?.body).toEqual({ password: 'Kiwi-Old-2026', code: '123456' });
    });

    it('makes new recovery codes for the password and a code from the app, showing refusals in the server words', async () => {
      const api = await openAccount(ownerProfile(), {
        'GET /api/auth/two-factor': { body: { enabled: true, required: false, recoveryCodesLeft: 2 } },
        'POST /api/auth/two-factor/recovery-codes': (req) =>
          (req.body as { code: string }).code === '246810'
            ? { body: { message: 'New recovery codes are ready. Your old recovery codes no longer work.', recoveryCodes: codes } }
            : { status: 400, body: { message: 'Please enter the 6-digit code from your authenticator app. A recovery code cannot make new recovery codes.' } },
      });
      await user.type(await screen.findByLabelText('Password for new codes'), 'Kiwi-Old-2026');
      await user.click(screen.getByRole('button', { name: 'Create new recovery codes' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your password and the 6-digit code from your authenticator app');
      expect(api.callsTo('POST /api/auth/two-factor/recovery-codes')).toHaveLength(0);

      await user.type(screen.getByLabelText('6-digit code from your app'), codes[0]);
      await user.click(screen.getByRole('button', { name: 'Create new recovery codes' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('A recovery code cannot make new recovery codes.');

      await user.clear(screen.getByLabelText('6-digit code from your app'));
      await user.type(screen.getByLabelText('6-digit code from your app'), '246810');
      await user.click(screen.getByRole('button', { name: 'Create new recovery codes' }));
      expect(await screen.findByText('New recovery codes are ready. Your old recovery codes no longer work.')).toBeInTheDocument();
      expect(screen.getByText(codes[9])).toBeInTheDocument();
      expect(api.callsTo('POST /api/auth/two-factor/recovery-codes').at(-1)?.body).toEqual({ password: 'Kiwi-Old-2026', code: '246810' });
    });
  });
});
