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
