import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, FakeReply, FakeRequest, reply } from '../../../test/fake-api';
import { listOf, renderSignedIn } from '../../../test/render-app';

const MIA = {
  id: 'p1', user_id: 'u1', username: 'mia1', full_name: 'Mia', email: 'mia1@example.co.nz', location: 'Nelson', age: 24,
  height: 165, weight: null, body_type: '', service_types: ['GFE', 'Massage'], services: null,
  rates_30min: 150, rates_1hour: 250, rates_2hour: null, rates_overnight: 1200, subscription_tier: null,
  subscription_expires_at: null, is_verified: false, verification_requested: true, is_active: true, bio: '  ',
  created_at: '2026-11-01T00:00:00Z', status_label: 'Pending',
};

const TOTALS = { views: 40, visitors: 30, calls: 2, sms: 1, emails: 0, websites: 0, contact_taps: 3, contact_rate: 10 };

async function openModal(routes: Record<string, (req: FakeRequest) => FakeReply> = {}, admin?: { can_verify_profiles: boolean; is_superadmin: boolean }) {
  const analytics = () => reply(200, { last_30_days: TOTALS, last_400_days: { ...TOTALS, views: 410, contact_rate: 12.5 } });
  const rendered = renderSignedIn('/admin/escorts', { 'GET /api/admin/profiles': () => listOf('profiles', [MIA]), 'GET /api/admin/analytics/profiles/p1': analytics, ...routes }, admin);
  await userEvent.click(await screen.findByRole('button', { name: 'Mia' }));
  return { ...rendered, modal: within(await screen.findByRole('dialog')) };
}

describe('Profile Details modal', () => {
  it("shows the spec's sections with 'Not specified', $ rates, Free by default and 'No bio provided'", async () => {
    const { modal } = await openModal();

    expect(modal.getByText('Profile Details')).toBeInTheDocument();
    for (const heading of ['Basic Information', 'Physical Attributes', 'Services & Rates', 'Account Status', 'Bio']) {
      expect(modal.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(modal.getByText('GFE, Massage')).toBeInTheDocument();
    expect(modal.getByText('$150')).toBeInTheDocument();
    expect(modal.getByText('$1200')).toBeInTheDocument();
    expect(modal.getAllByText('Not specified')).toHaveLength(3); // weight, body type, 2 hours
    expect(modal.getByText('Free')).toBeInTheDocument();
    expect(modal.getByText('Not Verified')).toBeInTheDocument();
    expect(modal.getByText('No bio provided')).toBeInTheDocument();
    const analytics = await modal.findByRole('table', { name: 'Profile analytics' });
    expect(within(analytics).getByRole('row', { name: 'Views 40 410' })).toBeInTheDocument();
    expect(within(analytics).getByRole('row', { name: 'Contact taps per 100 visitors 10 12.5' })).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reads the latest state, verifies the profile and updates the list in place', async () => {
    let current = MIA;
    const { modal, api } = await openModal({
      'GET /api/admin/profiles/p1': () => reply(200, current),
      'POST /api/admin/profiles/p1/verify': () => {
        current = { ...MIA, is_verified: true, verification_requested: false, status_label: 'Verified' };
        return reply(200, { message: 'Profile verified successfully!', profile: current });
      },
    });

    await userEvent.click(modal.getByRole('button', { name: 'Verify Profile' }));

    expect(await modal.findByText('Profile verified successfully!')).toBeInTheDocument();
    expect(modal.getByText('Verified')).toBeInTheDocument();
    await userEvent.click(modal.getByRole('button', { name: 'Verify Profile' }));
    expect(await modal.findByText('Profile is already verified!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/profiles/p1/verify')).toHaveLength(1);
    await userEvent.click(modal.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = screen.getByRole('row', { name: /mia1/ });
    await waitFor(() => expect(within(row).getAllByText('Verified')).toHaveLength(2));
  });

  it("answers 'Profile is already verified!' when another admin verified it since the list loaded, and shows it verified", async () => {
    const { modal, api } = await openModal({
      'GET /api/admin/profiles/p1': () => reply(200, { ...MIA, is_verified: true, verification_requested: false, status_label: 'Verified' }),
    });

    await userEvent.click(modal.getByRole('button', { name: 'Verify Profile' }));

    expect(await modal.findByText('Profile is already verified!')).toBeInTheDocument();
    expect(modal.getByText('Verified')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/profiles/p1/verify')).toHaveLength(0);
  });

  it("answers 'Profile not found' when the profile is gone", async () => {
    const { modal, api } = await openModal({ 'GET /api/admin/profiles/p1': () => apiError(404, 'Profile not found') });

    await userEvent.click(modal.getByRole('button', { name: 'Verify Profile' }));

    expect(await modal.findByText('Profile not found')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/profiles/p1/verify')).toHaveLength(0);
  });

  it("answers 'Failed to verify profile status' when the status lookup fails", async () => {
    const { modal, api } = await openModal({ 'GET /api/admin/profiles/p1': () => apiError(500, 'Internal server error') });

    await userEvent.click(modal.getByRole('button', { name: 'Verify Profile' }));

    expect(await modal.findByText('Failed to verify profile status')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/profiles/p1/verify')).toHaveLength(0);
  });

  it("answers 'No profile data returned after verification' when the approval carries no profile", async () => {
    const { modal } = await openModal({
      'GET /api/admin/profiles/p1': () => reply(200, MIA),
      'POST /api/admin/profiles/p1/verify': () => reply(200, { message: 'Profile verified successfully!' }),
    });

    await userEvent.click(modal.getByRole('button', { name: 'Verify Profile' }));

    expect(await modal.findByText('No profile data returned after verification')).toBeInTheDocument();
    expect(modal.getByText('Not Verified')).toBeInTheDocument();
  });

  it("answers 'Failed to verify profile. Please try again.' when the call fails without a message", async () => {
    const { modal } = await openModal({
      'GET /api/admin/profiles/p1': () => reply(200, MIA),
      'POST /api/admin/profiles/p1/verify': () => reply(500, 'Bad gateway'),
    });

    await userEvent.click(modal.getByRole('button', { name: 'Verify Profile' }));

    expect(await modal.findByText('Failed to verify profile. Please try again.')).toBeInTheDocument();
  });

  it("keeps Reset disabled while empty, asks 'Please enter a new password' for blanks, and shows the result", async () => {
    const { modal, api } = await openModal({
      'POST /api/admin/users/u1/password': (req) =>
        (req.body as { password: string }).password === 'short' ? apiError(500, '') : reply(200, { message: 'Password updated successfully!' }),
    });
    const input = modal.getByPlaceholderText('Enter new password');
    const reset = modal.getByRole('button', { name: 'Reset' });

    expect(reset).toBeDisabled();
    await userEvent.type(input, '   ');
    await userEvent.click(reset);
    expect(await modal.findByText('Please enter a new password')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, 'short');
    await userEvent.click(reset);
    expect(await modal.findByText('Failed to update password')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, 'Brand-New-2026');
    await userEvent.click(reset);
    expect(await modal.findByText('Password updated successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/users/u1/password').map((c) => c.body)).toEqual([{ password: 'short' }, { password: 'Brand-New-2026' }]);
  });

  it('hides Verify Profile without can_verify_profiles and Reset Password without is_superadmin', async () => {
    const { modal } = await openModal({}, { can_verify_profiles: false, is_superadmin: false });

    expect(modal.getByText('Not Verified')).toBeInTheDocument();
    expect(modal.queryByRole('button', { name: 'Verify Profile' })).not.toBeInTheDocument();
    expect(modal.queryByPlaceholderText('Enter new password')).not.toBeInTheDocument();
  });

  it('shows the status labels Premium, Verified, Pending and Basic, and none for a plain free profile', async () => {
    const rows = [
      { ...MIA, id: 'p1', username: 'pria', status_label: 'Premium' },
      { ...MIA, id: 'p2', username: 'vera', status_label: 'Verified' },
      { ...MIA, id: 'p3', username: 'penny', status_label: 'Pending' },
      { ...MIA, id: 'p4', username: 'bea', status_label: 'Basic' },
      { ...MIA, id: 'p5', username: 'freya', verification_requested: false, status_label: null },
    ];
    renderSignedIn('/admin/escorts', { 'GET /api/admin/profiles': () => listOf('profiles', rows) });

    const statusOf = async (username: string) => within(await screen.findByRole('row', { name: new RegExp(username) })).getAllByRole('cell')[5];
    expect(await statusOf('pria')).toHaveTextContent(/^ActivePremium$/);
    expect(await statusOf('vera')).toHaveTextContent(/^ActiveVerified$/);
    expect(await statusOf('penny')).toHaveTextContent(/^ActivePending$/);
    expect(await statusOf('bea')).toHaveTextContent(/^ActiveBasic$/);
    expect(await statusOf('freya')).toHaveTextContent(/^Active$/);
  });

  it('toggles Active and Paused from the status badge', async () => {
    const { api } = renderSignedIn('/admin/escorts', {
      'GET /api/admin/profiles': () => listOf('profiles', [MIA]),
      'PUT /api/admin/profiles/p1': (req) => reply(200, { ...MIA, is_active: (req.body as { is_active: boolean }).is_active }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Active, pause mia1' }));

    expect(await screen.findByRole('button', { name: 'Paused, activate mia1' })).toHaveTextContent('Paused');
    expect(api.callsTo('PUT /api/admin/profiles/p1')[0].body).toMatchObject({ id: 'p1', is_active: false });
  });
});
