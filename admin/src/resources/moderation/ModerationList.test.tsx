import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '../../../test/fake-api';
import { listOf, renderSignedIn } from '../../../test/render-app';

const PHOTO = {
  id: 'm1', kind: 'photo', kind_label: 'New photo', profile_id: 'p1', photo_id: 'ph1', username: 'mia1', full_name: 'Mia', held: true,
  state: 'pending', flag: 'matches a photo on @ruby2', reason: null, reason_label: null, note: null, decided_by: null, decided_at: null,
  details: { username: 'mia1', full_name: 'Mia', photo_url: '/media/new.webp', match: { username: 'ruby2', photo_url: '/media/old.webp', distance: 3 } },
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
    expect(within(row).getByRole('img', { name: 'New photo on @mia1' })).toHaveAttribute('src', '/media/new.webp');
    expect(within(row).getByRole('img', { name: 'On @ruby2' })).toHaveAttribute('src', '/media/old.webp');
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
});
