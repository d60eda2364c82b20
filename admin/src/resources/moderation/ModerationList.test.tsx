import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../test/fake-api';
import { listOf, renderSignedIn } from '../../../test/render-app';

const NEW_PHOTO = '/media/profile-photos/p1/new.webp?expires=1800000000&signature=abc_-1';
const OLD_PHOTO = '/media/profile-photos/p2/old.webp?expires=1800000000&signature=def_-2';
const PHOTO = {
  id: 'm1', kind: 'photo', kind_label: 'New photo', profile_id: 'p1', photo_id: 'ph1', username: 'mia1', full_name: 'Mia', held: true,
  state: 'pending', flag: 'matches a photo on @ruby2', reason: null, reason_label: null, note: null, decided_by: null, decided_at: null,
  // Photos come as signed links: a photo held for review opens only through one.
  details: { username: 'mia1', full_name: 'Mia', photo_url: NEW_PHOTO, match: { username: 'ruby2', photo_url: OLD_PHOTO, distance: 3 } },
  created_at: '2026-11-20T01:00:00Z', age_seconds: 3 * 3600 + 5 * 60,
};

describe('Moderation', () => {
  it('lists pending items by default with their age, shows a matched photo beside the new one, and rejects with a reason', async () => {
    let items = [PHOTO];
    const { api } = renderSignedIn('/admin/moderation', {
      'GET /api/admin/moderation': () => listOf('moderation', items),
      'POST /api/admin/moderation/m1/reject': () => {
        items = [];
        return reply(200, { ...PHOTO, state: 'rejected', reason: 'not_own_photo' });
      },
    });

    const row = await screen.findByRole('row', { name: /mia1/ });
    expect(row).toHaveTextContent('3 h 5 min');
    expect(row).toHaveTextContent('matches a photo on @ruby2');
    expect(within(row).getByRole('img', { name: 'New photo on @mia1' })).toHaveAttribute('src', NEW_PHOTO);
    expect(within(row).getByRole('img', { name: 'On @ruby2' })).toHaveAttribute('src', OLD_PHOTO);
    expect(JSON.parse(api.callsTo('GET /api/admin/moderation')[0].query.get('filter')!)).toEqual({ state: 'pending' });

    const reject = within(row).getByRole('button', { name: 'Reject' });
    expect(reject).toBeDisabled();
    await userEvent.click(within(row).getByRole('combobox', { name: 'Reason to reject' }));
    await userEvent.click(await screen.findByRole('option', { name: 'The photo appears to belong to someone else' }));
    await userEvent.click(reject);

    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/moderation/m1/reject')[0].body).toEqual({ reason: 'not_own_photo' });
    expect(await screen.findByText('Nothing to review')).toBeInTheDocument();
  });

  it("tells an admin who approves text the advertiser has since changed, then shows the newer item in its place", async () => {
    const text = (id: string, bio: string, state = 'pending') => ({
      ...PHOTO, id, kind: 'new_profile', kind_label: 'New profile', photo_id: null, flag: null, state,
      details: { username: 'mia1', full_name: 'Mia', text: { email: 'mia@example.nz', bio } },
    });
    let items = [text('m1', 'The bio shown at sign-up.')];
    renderSignedIn('/admin/moderation', {
      'GET /api/admin/moderation': () => listOf('moderation', items),
      'POST /api/admin/moderation/m1/approve': () => {
        items = [text('m2', 'The bio as changed since.'), text('m1', 'The bio shown at sign-up.', 'superseded')];
        return reply(409, { statusCode: 409, message: 'The advertiser has changed this text since; review the newer item instead.', error: 'Conflict' });
      },
    });

    const row = await screen.findByRole('row', { name: /The bio shown at sign-up/ });
    // In the editor's order, whatever order the stored JSON gives.
    expect(row).toHaveTextContent('Bio: The bio shown at sign-up.Contact email: mia@example.nz');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The advertiser has changed this text since; review the newer item instead.')).toBeInTheDocument();
    const newer = await screen.findByRole('row', { name: /The bio as changed since/ });
    expect(within(newer).getByRole('button', { name: 'Approve' })).toBeEnabled();
    const replaced = screen.getByRole('row', { name: /The bio shown at sign-up/ });
    expect(replaced).toHaveTextContent('Replaced by a newer edit');
    expect(within(replaced).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
