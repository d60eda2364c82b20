import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, reply } from '../../../test/fake-api';
import { listOf, renderSignedIn } from '../../../test/render-app';

const ID_LINK = '/api/admin/verifications/p1/documents/d1?expires=1795900000&signature=id-signature';
const SELFIE_LINK = '/api/admin/verifications/p1/documents/d2?expires=1795900000&signature=selfie-signature';
const REQUEST = {
  id: 'p1', user_id: 'u1', username: 'mia1', full_name: 'Mia', verification_submitted_at: '2026-11-20T01:30:00Z',
  documents: [
    { id: 'd1', file_type: 'id', url: ID_LINK },
    { id: 'd2', file_type: 'selfie', url: SELFIE_LINK },
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

  describe('the documents', () => {
    const shown: Blob[] = [];
    beforeEach(() => {
      shown.length = 0;
      // jsdom has no blob: URLs; the browser's own stand in for them here.
      Object.assign(URL, {
        createObjectURL: jest.fn((file: Blob) => `blob:document-${shown.push(file)}`),
        revokeObjectURL: jest.fn(),
      });
    });

    it('shows the username and submission time, and opens each document inside the back office, fetched with the session', async () => {
      const selfie = new Blob(['selfie-bytes'], { type: 'image/png' });
      const { api } = renderSignedIn('/admin/verifications', {
        'GET /api/admin/verifications': () => listOf('verifications', [REQUEST]),
        'GET /api/admin/verifications/p1/documents/d2': () => ({ status: 200, body: selfie }),
      });

      const row = await screen.findByRole('row', { name: /mia1/ });
      expect(row).toHaveTextContent(/20 Nov 2026, \d{1,2}:30/);
      // No link to follow: a copied document address opens nowhere else.
      expect(within(row).queryByRole('link')).toBeNull();
      await userEvent.click(within(row).getByRole('button', { name: 'Selfie of mia1' }));

      const viewer = await screen.findByRole('dialog', { name: 'Selfie of mia1' });
      expect(await within(viewer).findByRole('img', { name: 'Selfie of mia1' })).toHaveAttribute('src', 'blob:document-1');
      expect(shown).toEqual([selfie]);
      const [call] = api.callsTo('GET /api/admin/verifications/p1/documents/d2');
      expect(call.url).toBe(SELFIE_LINK);
      expect(call.headers.get('Authorization')).toMatch(/^Bearer /);

      await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:document-1');
    });

    it('asks for a fresh link when the queue was left open past the five minutes of its links', async () => {
      const freshLink = '/api/admin/verifications/p1/documents/d1?expires=1795900600&signature=fresh';
      const id = new Blob(['id-bytes'], { type: 'image/jpeg' });
      const { api } = renderSignedIn('/admin/verifications', {
        'GET /api/admin/verifications': () => listOf('verifications', [REQUEST]),
        'GET /api/admin/verifications/p1': () => reply(200, { ...REQUEST, documents: [{ id: 'd1', file_type: 'id', url: freshLink }, REQUEST.documents[1]] }),
        'GET /api/admin/verifications/p1/documents/d1': (req) =>
          req.query.get('signature') === 'fresh' ? { status: 200, body: id } : apiError(403, 'This link has expired or is not valid'),
      });

      await userEvent.click(await screen.findByRole('button', { name: 'ID of mia1' }));

      expect(await screen.findByRole('img', { name: 'ID of mia1' })).toHaveAttribute('src', 'blob:document-1');
      expect(api.callsTo('GET /api/admin/verifications/p1/documents/d1').map((call) => call.url)).toEqual([ID_LINK, freshLink]);
    });

    it("shows the server's words when a document cannot be opened", async () => {
      renderSignedIn('/admin/verifications', {
        'GET /api/admin/verifications': () => listOf('verifications', [REQUEST]),
        'GET /api/admin/verifications/p1/documents/d1': () => apiError(404, 'Document not found'),
      });

      await userEvent.click(await screen.findByRole('button', { name: 'ID of mia1' }));

      expect(await within(await screen.findByRole('dialog')).findByText('Document not found')).toBeInTheDocument();
      expect(URL.createObjectURL).not.toHaveBeenCalled();
    });
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

  it('asks for a reason and a confirmation before rejecting, then sends both and reloads the queue', async () => {
    let queue = [REQUEST];
    const { api } = renderSignedIn('/admin/verifications', {
      'GET /api/admin/verifications': () => listOf('verifications', queue),
      'POST /api/admin/verifications/p1/reject': () => {
        queue = [];
        return reply(200, { message: 'Verification request rejected', profile: { id: 'p1', user_id: 'u1', username: 'mia1', full_name: 'Mia', is_verified: false, verification_requested: false } });
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Reject mia1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject verification for mia1?' });
    expect(api.callsTo('POST /api/admin/verifications/p1/reject')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject and email' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose why the documents are rejected.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject and email' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Add a note saying what is wrong.');
    expect(api.callsTo('POST /api/admin/verifications/p1/reject')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Your ID has expired' }));
    await userEvent.type(within(dialog).getByLabelText(/Note to the advertiser/), 'The licence ran out in March.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject and email' }));

    expect(await screen.findByText('Verification request rejected')).toBeInTheDocument();
    expect(await screen.findByText('No pending verification requests')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/verifications/p1/reject').map((call) => call.body)).toEqual([{ reason: 'expired', note: 'The licence ran out in March.' }]);
  });

  it('rejects nothing when the dialog is cancelled', async () => {
    const { api } = renderSignedIn('/admin/verifications', { 'GET /api/admin/verifications': () => listOf('verifications', [REQUEST]) });

    await userEvent.click(await screen.findByRole('button', { name: 'Reject mia1' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/admin/verifications/p1/reject')).toHaveLength(0);
  });

  it("shows 'Failed to update verification status' when a rejection fails without text", async () => {
    renderSignedIn('/admin/verifications', {
      'GET /api/admin/verifications': () => listOf('verifications', [REQUEST]),
      'POST /api/admin/verifications/p1/reject': () => apiError(500, ''),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Reject mia1' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('radio', { name: 'Your ID has expired' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject and email' }));

    expect(await screen.findByText('Failed to update verification status')).toBeInTheDocument();
  });

  it('tells an admin without can_verify_profiles that they may not, without asking the server', async () => {
    const { api } = renderSignedIn('/admin/verifications', {}, { can_verify_profiles: false, is_superadmin: false });

    expect(await screen.findByText('You do not have permission to do this')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/admin/verifications')).toHaveLength(0));
  });
});
