import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, reply } from '../../../test/fake-api';
import { listOf, renderSignedIn } from '../../../test/render-app';

const REQUEST = {
  id: 'p1', user_id: 'u1', username: 'mia1', full_name: 'Mia', verification_submitted_at: '2026-11-20T01:30:00Z',
  documents: [
    { id: 'd1', file_type: 'id', url: '/api/storage/signed/id-token' },
    { id: 'd2', file_type: 'selfie', url: '/api/storage/signed/selfie-token' },
  ],
  subscription_tier: 'free', paid_plan: false, age_seconds: 5 * 3600 + 120, due_at: '2026-11-22T01:30:00Z', seconds_left: 42 * 3600 + 58 * 60, overdue: false,
};
const OVERDUE_PAID = {
  ...REQUEST, id: 'p2', user_id: 'u2', username: 'ruby2', full_name: 'Ruby', subscription_tier: 'premium', paid_plan: true,
  age_seconds: 50 * 3600, seconds_left: -2 * 3600 - 5 * 60, overdue: true,
};

describe('Pending Verifications', () => {
  it("shows 'No pending verification requests' when the queue is empty", async () => {
    renderSignedIn('/admin/verifications', { 'GET /api/admin/verifications': () => listOf('verifications', []) });

    expect(await screen.findByText('No pending verification requests')).toBeInTheDocument();
  });

  it('lists the username, submission date and time, and ID and Selfie links opening in a new tab', async () => {
    renderSignedIn('/admin/verifications', { 'GET /api/admin/verifications': () => listOf('verifications', [REQUEST]) });

    const row = await screen.findByRole('row', { name: /mia1/ });
    expect(row).toHaveTextContent(/20 Nov 2026, \d{1,2}:30/);
    expect(within(row).getByRole('link', { name: 'ID' })).toHaveAttribute('target', '_blank');
    expect(within(row).getByRole('link', { name: 'Selfie' })).toHaveAttribute('href', '/api/storage/signed/selfie-token');
  });

  it('works on the clock: asks for paid plans first and shows each plan, age and the 48-hour promise', async () => {
    const { api } = renderSignedIn('/admin/verifications', { 'GET /api/admin/verifications': () => listOf('verifications', [OVERDUE_PAID, REQUEST]) });

    const overdue = await screen.findByRole('row', { name: /ruby2/ });
    expect(overdue).toHaveTextContent('Premium');
    expect(overdue).toHaveTextContent('2 d 2 h');
    expect(within(overdue).getByText('Overdue by 2 h 5 min')).toBeInTheDocument();
    const onTime = screen.getByRole('row', { name: /mia1/ });
    expect(onTime).toHaveTextContent('5 h 2 min');
    expect(within(onTime).getByText('Due in 42 h 58 min')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/verifications')[0].query.get('sort')).toBe('["queue","ASC"]');
  });

  it('approves a request and reloads the queue', async () => {
    let queue = [REQUEST];
    const { api } = renderSignedIn('/admin/verifications', {
      'GET /api/admin/verifications': () => listOf('verifications', queue),
      'POST /api/admin/verifications/p1/approve': () => {
        queue = [];
        return reply(200, { message: 'Profile verified successfully!', profile: { id: 'p1', user_id: 'u1', username: 'mia1', full_name: 'Mia', is_verified: true, verification_requested: false } });
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Approve mia1' }));

    expect(await screen.findByText('Profile verified successfully!')).toBeInTheDocument();
    expect(await screen.findByText('No pending verification requests')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/verifications/p1/approve')).toHaveLength(1);
  });

  it("shows 'Failed to update verification status' when a rejection fails without text", async () => {
    renderSignedIn('/admin/verifications', {
      'GET /api/admin/verifications': () => listOf('verifications', [REQUEST]),
      'POST /api/admin/verifications/p1/reject': () => apiError(500, ''),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Reject mia1' }));

    expect(await screen.findByText('Failed to update verification status')).toBeInTheDocument();
  });

  it('tells an admin without can_verify_profiles that they may not, without asking the server', async () => {
    const { api } = renderSignedIn('/admin/verifications', {}, { can_verify_profiles: false, is_superadmin: false });

    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/admin/verifications')).toHaveLength(0));
  });
});
